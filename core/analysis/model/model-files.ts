import type { StoredLinearModel } from './linear-model.ts';

/** Per-category recalibration: a small dense logistic regression over in-document context. */
export interface StoredRecalibration {
  means: number[];
  deviations: number[];
  weights: number[];
  bias: number;
}

/** models/clauses.json: the CUAD clause model. */
export interface StoredClauseModel {
  stage1: StoredLinearModel;
  /** Per CUAD category (same order as stage1.outputs); null keeps the stage-1 probability. */
  recalibration: (StoredRecalibration | null)[];
  /** Sizes of the adjacent-sentence blocks added around top candidates (none: []). */
  blockSizes: number[];
  /** Candidates kept per category and document, best first. */
  candidatesPerCategory: number;
  /** Probabilities are raised to this power (monotone; spreads them over the threshold grid). */
  exponent: number;
  /** findClauses shows clauses at or above this probability. */
  displayThreshold: number;
}

/** models/consumer-terms.json: the unfair terms-of-service sentence model. */
export interface StoredConsumerTermsModel {
  /** Outputs: 'unfair' then one per CLAUDETTE tag. */
  sentences: StoredLinearModel;
  /** The tuned decision threshold of 'unfair'; it is mapped to probability 0.5. */
  unfairThreshold: number;
}

/** models/document-type.json: the CUAD contract-type model. */
export interface StoredDocumentTypeModel {
  types: StoredLinearModel;
}
