import { buildDocumentTypeFeatures } from '../../core/analysis/document-type/document-type-features.ts';
import { findDocumentTitle } from '../../core/analysis/document-type/classify-document-type.ts';
import { HASH_BITS, hashFeatures } from '../../core/analysis/features/tokenize.ts';
import type { LinearModel } from '../../core/analysis/model/linear-model.ts';
import type { StoredDocumentTypeModel } from '../../core/analysis/model/model-files.ts';
import { SEED, type CuadContract } from './load-data.ts';
import { dropRareFeatures, exportLinearModel, trainLinear } from './train-linear.ts';

/** Trains the CUAD contract-type model over title, head and vocabulary features. */
export function trainDocumentTypeModel(
  contracts: readonly CuadContract[],
  clauseStage1: LinearModel,
): StoredDocumentTypeModel {
  const types = [...new Set(contracts.map((contract) => contract.contractType))].sort();
  const rows = contracts.map((contract) => ({
    features: hashFeatures(
      buildDocumentTypeFeatures(contract.text, findDocumentTitle(contract.text, clauseStage1)),
    ),
    targets: Uint8Array.from(types, (type) => (type === contract.contractType ? 1 : 0)),
  }));
  // A word must appear in a few contracts to be kept, which keeps the model small.
  const model = trainLinear(dropRareFeatures(rows, 3), {
    outputs: types,
    hashBits: HASH_BITS,
    epochs: 30,
    learningRate: 0.5,
    l2: 1e-6,
    positiveWeight: 1,
    seed: SEED,
  });
  return { types: exportLinearModel(model) };
}
