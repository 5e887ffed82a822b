import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FOLDS, loadCuadContracts, loadTermsDocuments, splitFold } from '../train/load-data.ts';
import {
  MODEL_FILES,
  MODEL_NAMES,
  readStoredClauseModel,
  trainModels,
  type ModelName,
} from '../train/train-models.ts';
import { writeFileAtomically } from '../train/write-file-atomically.ts';

/**
 * `tsx scripts/eval/train-fold.ts <directory> <fold> <keys as JSON> <model>...`: one
 * cross-validation fold's models, trained on the documents of the other folds, written to
 * <directory> with their cache keys. Started by scripts/eval/fold-models.ts, one process per
 * fold, so folds train in parallel.
 */
const [directory = '', foldText = '', keysJson = '{}', ...rest] = process.argv.slice(2);
const keys = JSON.parse(keysJson) as Record<ModelName, string>;
const names = rest as ModelName[];
const fold = Number(foldText);
if (!directory || !(fold >= 0 && fold < FOLDS) || names.some((name) => !MODEL_NAMES.includes(name)))
  throw new Error('usage: train-fold.ts <directory> <fold> <keys as JSON> <model>...');

const started = Date.now();
const log = (message: string) =>
  console.log(`[fold ${fold + 1}, ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
const { train: contracts } = splitFold(loadCuadContracts(), (contract) => contract.id, fold);
const { train: terms } = splitFold(loadTermsDocuments(), (document) => document.id, fold);
log(
  `training ${names.join(', ')} on ${contracts.length} contracts, ${terms.length} terms of service`,
);
mkdirSync(directory, { recursive: true });
trainModels({
  contracts,
  terms,
  names,
  log,
  clauses: names.includes('clauses') ? undefined : readStoredClauseModel(directory),
  onModel: (name, model) => {
    // The model first, then its key: an interrupted run leaves no key, so it is retrained.
    const file = path.join(directory, MODEL_FILES[name]);
    writeFileAtomically(file, JSON.stringify(model));
    writeFileAtomically(`${file}.key`, keys[name] ?? '');
  },
});
log('done');
