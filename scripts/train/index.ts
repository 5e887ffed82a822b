import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileLinearModel } from '../../core/analysis/model/linear-model.ts';
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
 * them to models/.
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

const { train: contracts } = splitByDocument(loadCuadContracts(), (contract) => contract.id);
const { train: terms } = splitByDocument(loadTermsDocuments(), (document) => document.id);
log(`training on ${contracts.length} contracts and ${terms.length} terms of service`);
const clauses = trainClauseModel(contracts, log);
write('clauses.json', clauses);
write('consumer-terms.json', trainConsumerTermsModel(terms, log));
write('document-type.json', trainDocumentTypeModel(contracts, compileLinearModel(clauses.stage1)));
log('done');
