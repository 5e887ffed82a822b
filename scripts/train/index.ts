import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileLinearModel } from '../../core/analysis/model/linear-model.ts';
import type { StoredClauseModel } from '../../core/analysis/model/model-files.ts';
import {
  loadCuadContracts,
  loadTermsDocuments,
  PROJECT_ROOT,
  splitByDocument,
} from './load-data.ts';
import { trainClauseModel } from './train-clauses.ts';
import { trainConsumerTermsModel } from './train-consumer-terms.ts';
import { trainDocumentTypeModel } from './train-document-type.ts';

/**
 * `npm run train`: trains the built-in engine's models on the training 80% of the shared data
 * (documents split with seed 42; the validation 20% is left for `npm run eval`) and writes
 * them to models/. `npm run train -- clauses consumer-terms` trains only the models named (the
 * document-type model then reuses the shipped clause model).
 */
const started = Date.now();
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const modelsDirectory = path.join(PROJECT_ROOT, 'models');
mkdirSync(modelsDirectory, { recursive: true });
const write = (name: string, value: unknown) => {
  const file = path.join(modelsDirectory, name);
  writeFileSync(file, JSON.stringify(value));
  log(`wrote models/${name}: ${(statSync(file).size / 1024).toFixed(0)} KiB`);
};

const MODEL_NAMES = ['clauses', 'consumer-terms', 'document-type'];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !MODEL_NAMES.includes(name));
if (unknown.length)
  throw new Error(`Unknown model ${unknown.join(', ')}; choose from ${MODEL_NAMES.join(', ')}`);
const shouldTrain = (name: string) => requested.length === 0 || requested.includes(name);

const { train: contracts } = splitByDocument(loadCuadContracts(), (contract) => contract.id);
const { train: terms } = splitByDocument(loadTermsDocuments(), (document) => document.id);
log(`training on ${contracts.length} contracts and ${terms.length} terms of service`);
let clauses: StoredClauseModel | undefined;
if (shouldTrain('clauses')) {
  clauses = trainClauseModel(contracts, log);
  write('clauses.json', clauses);
}
if (shouldTrain('consumer-terms'))
  write('consumer-terms.json', trainConsumerTermsModel(terms, log));
if (shouldTrain('document-type')) {
  clauses ??= JSON.parse(
    readFileSync(path.join(modelsDirectory, 'clauses.json'), 'utf8'),
  ) as StoredClauseModel;
  write(
    'document-type.json',
    trainDocumentTypeModel(contracts, compileLinearModel(clauses.stage1)),
  );
}
log('done');
