import type { DocumentType } from '../../common/analysis/document-types.ts';
import { combineTypeScores } from '../../core/analysis/type/combine-type-scores.ts';
import {
  findDocumentTitles,
  gatherTypeEvidence,
} from '../../core/analysis/type/classify-document-type.ts';
import { decideDocumentType } from '../../core/analysis/type/decide-document-type.ts';
import {
  buildDocumentTypeFeatures,
  buildTitleFeatures,
  type DocumentTitles,
} from '../../core/analysis/type/document-type-features.ts';
import { findAmendedType } from '../../core/analysis/type/find-amended-type.ts';
import { HASH_BITS, hashFeatures } from '../../core/analysis/learned/features/tokenize.ts';
import {
  compileLinearModel,
  scoreLinear,
  type LinearModel,
  type StoredLinearModel,
} from '../../core/analysis/learned/model/linear-model.ts';
import type { StoredDocumentTypeModel } from '../../core/analysis/learned/model/model-files.ts';
import {
  buildTermsDocumentText,
  findTrueDocumentType,
  isTypeRight,
} from './document-type-labels.ts';
import { fitTypeBlend } from './fit-type-blend.ts';
import { assignFolds, SEED, type CuadContract, type TermsDocument } from './load-data.ts';
import { dropRareFeatures, exportLinearModel, trainLinear } from './train-linear.ts';

/** A document the type model learns from or is measured on. */
interface TypedDocument {
  id: string;
  text: string;
  truth: DocumentType;
  titles: DocumentTitles;
  titleFeatures: Int32Array;
  textFeatures: Int32Array;
  /** CUAD contracts train the model; terms of service only measure the routes. */
  isContract: boolean;
}

// Inner folds for the out-of-fold scores the blend and the route counts are fitted on.
const INNER_FOLDS = 5;
// A word must appear in a few contracts to be kept, which keeps the model small.
const MINIMUM_ROWS = 3;

/**
 * Trains the document-type model: a title model and a whole-text model over the CUAD contracts
 * (joint filing agreements under their own name), how to combine them (fitted on inner
 * out-of-fold scores), and how often each way of typing a document is right: every training
 * document, contracts and terms of service, typed by models that did not see it.
 */
export function trainDocumentTypeModel(
  contracts: readonly CuadContract[],
  terms: readonly TermsDocument[],
  clauseStage1: LinearModel,
  log: (message: string) => void = () => {},
): StoredDocumentTypeModel {
  const documents = [
    ...contracts.map((contract) =>
      describeDocument(
        contract.id,
        contract.text,
        findTrueDocumentType(contract),
        true,
        clauseStage1,
      ),
    ),
    ...terms.map((document) =>
      describeDocument(
        document.id,
        buildTermsDocumentText(document),
        'Terms of Service',
        false,
        clauseStage1,
      ),
    ),
  ];
  const training = documents.filter((document) => document.isContract);
  const outputs = [...new Set(training.map((document) => document.truth))].sort();
  const folds = assignFolds(
    documents.map((document) => document.id),
    INNER_FOLDS,
    SEED,
  );
  const scores = new Map<string, { title: Float64Array; text: Float64Array }>();
  for (let fold = 0; fold < INNER_FOLDS; fold++) {
    const models = trainTypeModels(
      training.filter((document) => folds.get(document.id) !== fold),
      outputs,
    );
    for (const document of documents.filter((item) => folds.get(item.id) === fold))
      scores.set(document.id, scoreDocument(document, models));
    log(`document type: inner fold ${fold + 1}/${INNER_FOLDS}`);
  }
  const blend = fitTypeBlend(
    training.map((document) => ({
      titleScores: scores.get(document.id)?.title ?? [],
      textScores: scores.get(document.id)?.text ?? [],
      truth: document.truth,
    })),
    outputs,
  );
  const routes: StoredDocumentTypeModel['routes'] = {};
  for (const document of documents) {
    const score = scores.get(document.id);
    const probabilities = combineTypeScores(outputs, score?.title ?? [], score?.text ?? [], blend);
    const decision = decideDocumentType(
      gatherTypeEvidence(document.text, document.titles, probabilities),
      {},
    );
    const amends = decision.type === 'Amendment' ? findAmendedType(document.text) : null;
    const count = (routes[decision.route] ??= { correct: 0, total: 0 });
    count.total++;
    if (isTypeRight({ type: decision.type, amends }, document.truth)) count.correct++;
  }
  log(`document type: blend ${JSON.stringify(blend)}, routes ${JSON.stringify(routes)}`);
  const { titles, types } = trainTypeModels(training, outputs);
  return { titles, types, blend, routes };
}

function describeDocument(
  id: string,
  text: string,
  truth: DocumentType,
  isContract: boolean,
  clauseStage1: LinearModel,
): TypedDocument {
  const titles = findDocumentTitles(text, clauseStage1);
  return {
    id,
    text,
    truth,
    titles,
    titleFeatures: hashFeatures(buildTitleFeatures(titles)),
    textFeatures: hashFeatures(buildDocumentTypeFeatures(text, titles)),
    isContract,
  };
}

function trainTypeModels(
  documents: readonly TypedDocument[],
  outputs: readonly DocumentType[],
): { titles: StoredLinearModel; types: StoredLinearModel } {
  const train = (features: (document: TypedDocument) => Int32Array) =>
    exportLinearModel(
      trainLinear(
        dropRareFeatures(
          documents.map((document) => ({
            features: features(document),
            targets: Uint8Array.from(outputs, (type) => (type === document.truth ? 1 : 0)),
          })),
          MINIMUM_ROWS,
        ),
        {
          outputs: [...outputs],
          hashBits: HASH_BITS,
          epochs: 30,
          learningRate: 0.5,
          l2: 1e-6,
          positiveWeight: 1,
          seed: SEED,
        },
      ),
    );
  return {
    titles: train((document) => document.titleFeatures),
    types: train((document) => document.textFeatures),
  };
}

function scoreDocument(
  document: TypedDocument,
  models: { titles: StoredLinearModel; types: StoredLinearModel },
): { title: Float64Array; text: Float64Array } {
  return {
    title: scoreLinear(compileLinearModel(models.titles), document.titleFeatures),
    text: scoreLinear(compileLinearModel(models.types), document.textFeatures),
  };
}
