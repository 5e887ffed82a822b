import { readFileSync } from 'node:fs';
import { compileLinearModel, type LinearModel } from './linear-model.ts';
import type {
  StoredClauseModel,
  StoredConsumerTermsModel,
  StoredDocumentTypeModel,
} from './model-files.ts';

const MODELS_DIRECTORY = new URL('../../../models/', import.meta.url);

/** The clause model, compiled. */
export interface ClauseModel extends Omit<StoredClauseModel, 'stage1'> {
  stage1: LinearModel;
}

/** The consumer-terms model, compiled. */
export interface ConsumerTermsModel extends Omit<StoredConsumerTermsModel, 'sentences'> {
  sentences: LinearModel;
}

/** The document-type model, compiled. */
export interface DocumentTypeModel {
  types: LinearModel;
}

function readModelFile<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, MODELS_DIRECTORY), 'utf8')) as T;
}

// Each file is read once, on first use, so importing the engine costs nothing until it runs.
let clauseModel: ClauseModel | undefined;
let consumerTermsModel: ConsumerTermsModel | undefined;
let documentTypeModel: DocumentTypeModel | undefined;

/** The shipped clause model (models/clauses.json). */
export function getClauseModel(): ClauseModel {
  if (!clauseModel) {
    const stored = readModelFile<StoredClauseModel>('clauses.json');
    clauseModel = { ...stored, stage1: compileLinearModel(stored.stage1) };
  }
  return clauseModel;
}

/** The shipped consumer-terms model (models/consumer-terms.json). */
export function getConsumerTermsModel(): ConsumerTermsModel {
  if (!consumerTermsModel) {
    const stored = readModelFile<StoredConsumerTermsModel>('consumer-terms.json');
    consumerTermsModel = { ...stored, sentences: compileLinearModel(stored.sentences) };
  }
  return consumerTermsModel;
}

/** The shipped document-type model (models/document-type.json). */
export function getDocumentTypeModel(): DocumentTypeModel {
  if (!documentTypeModel) {
    const stored = readModelFile<StoredDocumentTypeModel>('document-type.json');
    documentTypeModel = { types: compileLinearModel(stored.types) };
  }
  return documentTypeModel;
}
