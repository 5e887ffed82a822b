import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileLinearModel } from '../../core/analysis/learned/model/linear-model.ts';
import type {
  StoredClauseModel,
  StoredConsumerTermsModel,
  StoredDocumentTypeModel,
} from '../../core/analysis/learned/model/model-files.ts';
import type { CuadContract, TermsDocument } from './load-data.ts';
import { trainClauseModel } from './train-clauses.ts';
import { trainConsumerTermsModel } from './train-consumer-terms.ts';
import { trainDocumentTypeModel } from './train-document-type.ts';

/** The models of the built-in engine, by the name `npm run train -- <name>` uses. */
export const MODEL_NAMES = ['clauses', 'consumer-terms', 'document-type'] as const;
export type ModelName = (typeof MODEL_NAMES)[number];

/** The file each model is stored in (models/ for the shipped ones, the CV cache for fold ones). */
export const MODEL_FILES: Record<ModelName, string> = {
  clauses: 'clauses.json',
  'consumer-terms': 'consumer-terms.json',
  'document-type': 'document-type.json',
};

/** A set of stored models, as models/ holds them. */
export interface StoredModels {
  clauses: StoredClauseModel;
  'consumer-terms': StoredConsumerTermsModel;
  'document-type': StoredDocumentTypeModel;
}

/**
 * Trains the named models on the given documents, the same recipe for the shipped models (all
 * dev documents) and for each cross-validation fold (the other four folds). The document-type
 * model finds titles with the clause model's stage 1: the one trained here, or `clauses` when
 * only the document-type model is asked for. `onModel` receives each model as soon as it is
 * trained, so a long run can write it at once.
 */
export function trainModels(options: {
  contracts: readonly CuadContract[];
  terms: readonly TermsDocument[];
  names: readonly ModelName[];
  log: (message: string) => void;
  clauses?: StoredClauseModel;
  onModel?: <Name extends ModelName>(name: Name, model: StoredModels[Name]) => void;
}): Partial<StoredModels> {
  const trained: Partial<StoredModels> = {};
  const done = <Name extends ModelName>(name: Name, model: StoredModels[Name]) => {
    trained[name] = model;
    options.onModel?.(name, model);
  };
  if (options.names.includes('clauses'))
    done('clauses', trainClauseModel(options.contracts, options.log));
  if (options.names.includes('consumer-terms'))
    done('consumer-terms', trainConsumerTermsModel(options.terms, options.log));
  if (options.names.includes('document-type')) {
    const clauses = trained.clauses ?? options.clauses;
    if (!clauses) throw new Error('The document-type model needs a clause model for titles.');
    done(
      'document-type',
      trainDocumentTypeModel(
        options.contracts,
        options.terms,
        compileLinearModel(clauses.stage1),
        options.log,
      ),
    );
  }
  return trained;
}

/** The clause model stored in a models directory: what the document-type model reads titles with. */
export function readStoredClauseModel(directory: string): StoredClauseModel {
  return JSON.parse(
    readFileSync(path.join(directory, MODEL_FILES.clauses), 'utf8'),
  ) as StoredClauseModel;
}
