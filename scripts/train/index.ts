import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadCuadContracts, loadTermsDocuments, PROJECT_ROOT } from './load-data.ts';
import {
  MODEL_FILES,
  MODEL_NAMES,
  readStoredClauseModel,
  trainModels,
  type ModelName,
} from './train-models.ts';
import { writeFileAtomically } from './write-file-atomically.ts';

/**
 * `npm run train`: trains the shipped models of the built-in engine on ALL the dev documents
 * of ../shared/data (408 CUAD contracts, 40 terms of service) and writes them to models/.
 * Every choice inside training (stage-2 cross-fit, display threshold, clause presence,
 * consumer-terms thresholds) is made by inner cross-validation on those documents; how well the
 * recipe does on unseen documents is what `npm run eval` measures, by 5-fold cross-validation.
 * `npm run train -- clauses consumer-terms` trains only the models named (the document-type
 * model then reuses the shipped clause model).
 */
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const modelsDirectory = path.join(PROJECT_ROOT, 'models');
mkdirSync(modelsDirectory, { recursive: true });

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(MODEL_NAMES as readonly string[]).includes(name));
if (unknown.length)
  throw new Error(`Unknown model ${unknown.join(', ')}; choose from ${MODEL_NAMES.join(', ')}`);
const names = requested.length ? (requested as ModelName[]) : [...MODEL_NAMES];

const contracts = loadCuadContracts();
const terms = loadTermsDocuments();
log(`training on all ${contracts.length} contracts and ${terms.length} terms of service`);
trainModels({
  contracts,
  terms,
  names,
  log,
  clauses: names.includes('clauses') ? undefined : readStoredClauseModel(modelsDirectory),
  onModel: (name, model) => {
    const file = path.join(modelsDirectory, MODEL_FILES[name]);
    writeFileAtomically(file, JSON.stringify(model));
    log(`wrote models/${MODEL_FILES[name]}: ${(statSync(file).size / 1024).toFixed(0)} KiB`);
  },
});
log('done');
