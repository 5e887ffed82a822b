import type { FeatureBlockSetting } from '../consumer-terms/score-blocks.ts';
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
  /**
   * One increasing map, for all categories, from the recalibrated score to the probability that
   * the span matches a labelled clause (fitted on out-of-fold spans). The recalibration ranks
   * by "finds a clause not yet found", which is what the CUAD metric rewards but understates a
   * second correct span; being monotone, this map keeps the ranking and restores the meaning.
   */
  matchCalibration: StoredRecalibration;
  /**
   * Clause presence (core/analysis/learned/clauses/clause-presence.ts): per CUAD category (stage1
   * order), a logistic map from document-level features of the category's candidate spans to
   * the probability that the contract has a clause of it; null keeps the best span's
   * probability. Absent in models trained before presence was fitted.
   */
  presence?: StoredClausePresence;
}

/** The document-level clause-presence maps of the clause model. */
export interface StoredClausePresence {
  /** The feature names, for reading the file (PRESENCE_FEATURE_NAMES when it was trained). */
  features: string[];
  maps: (StoredRecalibration | null)[];
}

/** models/consumer-terms.json: the unfair terms-of-service sentence model. */
export interface StoredConsumerTermsModel {
  /**
   * One linear SVM per CLAUDETTE tag (outputs: the tags). Every feature of the vocabulary is
   * stored, even with zero weights, because blocks are normalised by their known features.
   */
  sentences: StoredLinearModel;
  /** How each feature block of core/analysis/learned/features/consumer-features.ts is scaled. */
  blocks: FeatureBlockSetting[];
  /** Per output: the score at or above which a sentence is flagged, tuned by cross-validation. */
  thresholds: number[];
  /** Per output: probability = logistic(slope * (score - threshold)), so thresholds map to 0.5. */
  slopes: number[];
}

/** models/document-type.json: the CUAD contract-type model and how sure each way of typing is. */
export interface StoredDocumentTypeModel {
  /** Over the words of the document's titles only: what the title says, undiluted. */
  titles: StoredLinearModel;
  /** Over the titles, the first 3,000 characters and the vocabulary: for texts without a title. */
  types: StoredLinearModel;
  /**
   * How the two are combined into probabilities: softmax((titles + bodyWeight * types) /
   * temperature), both fitted on out-of-fold scores of the training contracts.
   */
  blend: { bodyWeight: number; temperature: number };
  /**
   * Per way of typing a document (core/analysis/type/decide-document-type.ts), how
   * often it was right on the training documents, each typed by models that had not seen it.
   */
  routes: Record<string, { correct: number; total: number }>;
}
