import { readFileSync } from 'node:fs';
import { compileLinearModel, type LinearModel } from './linear-model.ts';
import { findModelsDirectory } from './models-directory.ts';
import type {
  StoredClauseModel,
  StoredConsumerTermsModel,
  StoredDocumentTypeModel,
} from './model-files.ts';

/** The clause model, compiled. */
export interface ClauseModel extends Omit<StoredClauseModel, 'stage1'> {
  stage1: LinearModel;
}

/** The consumer-terms model, compiled. */
export interface ConsumerTermsModel extends Omit<StoredConsumerTermsModel, 'sentences'> {
  sentences: LinearModel;
}

/** The document-type model, compiled. */
export interface DocumentTypeModel extends Omit<StoredDocumentTypeModel, 'titles' | 'types'> {
  titles: LinearModel;
  types: LinearModel;
}

// Found on first use, so importing the engine touches no files.
let modelsDirectory: URL | undefined;

function readModelFile<T>(name: string): T {
  modelsDirectory ??= findModelsDirectory(import.meta.url);
  return JSON.parse(readFileSync(new URL(name, modelsDirectory), 'utf8')) as T;
}

// Each file is read once, on first use, so importing the engine costs nothing until it runs.
let clauseModel: ClauseModel | undefined;
let consumerTermsModel: ConsumerTermsModel | undefined;
let documentTypeModel: DocumentTypeModel | undefined;

/** Stored models that replace the shipped files, for evaluation (see `useModels`). */
export interface ModelOverrides {
  clauses?: StoredClauseModel;
  consumerTerms?: StoredConsumerTermsModel;
  documentType?: StoredDocumentTypeModel;
}

/**
 * Makes the engine use the given stored models instead of the shipped files (each one given;
 * the others stay as they were) until the returned function is called, which restores exactly
 * what was in use before. For `npm run eval`, which runs the engine with the models of each
 * cross-validation fold; the product never calls it, so production reads models/ as always.
 */
export function useModels(overrides: ModelOverrides): () => void {
  const previous = { clauseModel, consumerTermsModel, documentTypeModel };
  const { clauses, consumerTerms, documentType } = overrides;
  if (clauses) clauseModel = { ...clauses, stage1: compileLinearModel(clauses.stage1) };
  if (consumerTerms)
    consumerTermsModel = {
      ...consumerTerms,
      sentences: compileLinearModel(consumerTerms.sentences),
    };
  if (documentType) documentTypeModel = compileDocumentTypeModel(documentType);
  return () => {
    ({ clauseModel, consumerTermsModel, documentTypeModel } = previous);
  };
}

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
    documentTypeModel = compileDocumentTypeModel(
      readModelFile<StoredDocumentTypeModel>('document-type.json'),
    );
  }
  return documentTypeModel;
}

/** A stored document-type model ready to score (also for training, on its own folds). */
export function compileDocumentTypeModel(stored: StoredDocumentTypeModel): DocumentTypeModel {
  return {
    ...stored,
    titles: compileLinearModel(stored.titles),
    types: compileLinearModel(stored.types),
  };
}
