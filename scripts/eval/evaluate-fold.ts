import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../common/analysis/category-id.ts';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { CONSUMER_MODEL_FAMILIES } from '../../core/analysis/findings/families/families.ts';
import { findClausePresence } from '../../core/analysis/learned/clauses/clause-presence.ts';
import {
  evaluateCuad,
  type CurveSummary,
  type EvaluationPair,
} from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import {
  scoreClauseCandidates,
  selectShownClauses,
} from '../../core/analysis/learned/clauses/find-clauses.ts';
import { classifyDocumentType } from '../../core/analysis/type/classify-document-type.ts';
import { getClauseModel, useModels } from '../../core/analysis/learned/model/load-models.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import { createParsedDocument, type ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { findTrueDocumentType } from '../train/document-type-labels.ts';
import type { CuadContract, TermsDocument } from '../train/load-data.ts';
import type { StoredModels } from '../train/train-models.ts';
import {
  buildPairs,
  computeCalibrationError,
  countMatchingPredictions,
  evaluatePerCategory,
} from './evaluate-clauses.ts';
import { measureConfidenceRows, type ConfidenceRow } from './evaluate-confidence.ts';
import { measureDocumentType, type TypeRow } from './evaluate-document-type.ts';
import {
  buildTermsText,
  countFlaggedSentences,
  selectFlaggedClauses,
  type Confusion,
  toFlaggedPlaces,
} from './evaluate-consumer-terms.ts';

/** Presence at or above this shows a category's clause cards by default. */
export const PRESENCE_SHOWN = 0.5;

/** Everything `npm run eval` measures on one fold's held-out documents. */
export interface FoldResult {
  contracts: number;
  labels: number;
  grid: CurveSummary;
  /** The official grid on p^0.25 (monotone: only the grid's resolution changes). */
  gridRoot: CurveSummary;
  exact: CurveSummary;
  calibrationError: number;
  /** AUPR (official grid) per CUAD category, NaN where the fold has no label of it. */
  categoryAupr: Map<string, number>;
  displayThreshold: number;
  shownClauses: number;
  shownPrecision: number;
  typeAccuracy: number;
  /** Every held-out document's typing (contracts and terms of service), for calibration. */
  typeRows: TypeRow[];
  consumerFlagsOnContracts: number;
  millisecondsPer10kWords: number;
  confidence: ConfidenceRow[];
  /** Clause presence against CUAD's yes/no answers: 'all' (micro) and per CUAD category. */
  presence: Map<string, Confusion>;
  terms: {
    documents: number;
    detected: number;
    /** The consumer model's own flags (consumer clauses >= 0.5): 'all' and per category. */
    model: Map<string, Confusion>;
    /** What the product shows: a red flag's quote overlaps the sentence. */
    redFlags: Map<string, Confusion>;
  };
}

const CONSUMER_IDS = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));

/**
 * Runs the engine with one fold's models (trained on the other folds) on that fold's held-out
 * contracts and terms of service, and measures it. The shipped models are restored afterwards.
 */
export function evaluateFold(
  models: StoredModels,
  contracts: readonly CuadContract[],
  terms: readonly TermsDocument[],
  answers: ReadonlyMap<string, ReadonlyMap<string, boolean>>,
): FoldResult {
  const restore = useModels({
    clauses: models.clauses,
    consumerTerms: models['consumer-terms'],
    documentType: models['document-type'],
  });
  try {
    const measured = evaluateContracts(contracts, answers);
    const termsRows = terms.map((document) =>
      measureDocumentType(buildTermsText(document).text, 'Terms of Service', 'terms'),
    );
    return {
      ...measured,
      typeRows: [...measured.typeRows, ...termsRows],
      terms: evaluateTerms(terms),
    };
  } finally {
    restore();
  }
}

function evaluateContracts(
  contracts: readonly CuadContract[],
  answers: ReadonlyMap<string, ReadonlyMap<string, boolean>>,
): Omit<FoldResult, 'terms'> {
  const pairs: EvaluationPair[] = [];
  const rootPairs: EvaluationPair[] = [];
  const confidence: ConfidenceRow[] = [];
  const presence = new Map<string, Confusion>();
  const typeRows: TypeRow[] = [];
  let consumerFlagsOnContracts = 0;
  let shownClauses = 0;
  let shownCorrect = 0;
  let words = 0;
  let milliseconds = 0;
  for (const contract of contracts) {
    const document = createParsedDocument('txt', [contract.text], true);
    const started = performance.now();
    const segments = splitSentences(contract.text);
    const candidates = scoreClauseCandidates(document, segments);
    const typeRow = measureDocumentType(
      contract.text,
      findTrueDocumentType(contract),
      'contract',
      contract.contractType,
    );
    milliseconds += performance.now() - started;
    words += contract.text.split(/\s+/).length;
    const cuadClauses = candidates.filter((clause) => !CONSUMER_IDS.has(clause.category));
    consumerFlagsOnContracts += candidates.filter(
      (clause) => CONSUMER_IDS.has(clause.category) && clause.probability >= 0.5,
    ).length;
    pairs.push(...buildPairs(contract, cuadClauses));
    rootPairs.push(...buildPairs(contract, cuadClauses, (probability) => probability ** 0.25));
    typeRows.push(typeRow);
    const shown = selectShownClauses(candidates).filter(
      (clause) => !CONSUMER_IDS.has(clause.category),
    );
    shownClauses += shown.length;
    shownCorrect += buildPairs(contract, shown).reduce(
      (sum, pair) => sum + countMatchingPredictions(pair),
      0,
    );
    const analysis = analyse(document);
    if (analysis) confidence.push(...measureConfidenceRows(contract, analysis));
    // What the product shows (analysis.clausePresence); the same function on the candidates
    // for a contract the product refuses as not legal text.
    const contractAnswers = answers.get(contract.id);
    if (contractAnswers)
      countPresence(
        analysis?.clausePresence ?? findClausePresence(candidates),
        contractAnswers,
        presence,
      );
  }
  const result = evaluateCuad(pairs);
  return {
    contracts: contracts.length,
    labels: result.labels,
    grid: result.grid,
    gridRoot: evaluateCuad(rootPairs).grid,
    exact: result.exact,
    calibrationError: computeCalibrationError(pairs),
    categoryAupr: new Map(
      evaluatePerCategory(pairs).map((item) => [item.category, item.labels ? item.aupr : NaN]),
    ),
    displayThreshold: getClauseModel().displayThreshold,
    shownClauses,
    shownPrecision: shownCorrect / (shownClauses || 1),
    typeAccuracy: typeRows.filter((row) => row.isRight).length / (contracts.length || 1),
    typeRows,
    consumerFlagsOnContracts,
    millisecondsPer10kWords: (milliseconds / (words || 1)) * 10000,
    confidence,
    presence,
  };
}

/** Adds one contract's presence outcomes: a category is shown when its presence >= 0.5. */
export function countPresence(
  presence: readonly { category: string; probability: number }[],
  answers: ReadonlyMap<string, boolean>,
  confusions: Map<string, Confusion>,
): void {
  const probability = new Map(presence.map((item) => [item.category, item.probability]));
  for (const category of CUAD_CATEGORY_NAMES) {
    const isPresent = answers.get(category);
    if (isPresent === undefined) continue;
    const isShown = (probability.get(toCategoryId(category)) ?? 0) >= PRESENCE_SHOWN;
    for (const key of ['all', category]) {
      const confusion = confusions.get(key) ?? {
        truePositives: 0,
        falsePositives: 0,
        falseNegatives: 0,
      };
      if (isShown && isPresent) confusion.truePositives++;
      else if (isShown) confusion.falsePositives++;
      else if (isPresent) confusion.falseNegatives++;
      confusions.set(key, confusion);
    }
  }
}

/** The product's figure with its class-action waiver flags left out. */
const WITHOUT_WAIVERS = 'all but class-action';
/** The product's figure counting only the families of CLAUDETTE's categories. */
const CLAUDETTE_ONLY = "only CLAUDETTE's categories";

function evaluateTerms(terms: readonly TermsDocument[]): FoldResult['terms'] {
  // Measured twice: the model's own consumer clauses, and what the product shows, its red flags.
  const model = new Map<string, Confusion>();
  const redFlags = new Map<string, Confusion>();
  const withoutWaivers = new Map<string, Confusion>();
  const claudetteOnly = new Map<string, Confusion>();
  let detected = 0;
  for (const termsDocument of terms) {
    const { text, spans } = buildTermsText(termsDocument);
    const document = createParsedDocument('txt', [text], true);
    const segments = splitSentences(text);
    const flaggedClauses = selectFlaggedClauses(scoreClauseCandidates(document, segments));
    countFlaggedSentences(termsDocument, spans, flaggedClauses, model);
    const places = toFlaggedPlaces(analyse(document)?.redFlags ?? []);
    countFlaggedSentences(termsDocument, spans, places, redFlags);
    // What flagging class-action waivers costs: CLAUDETTE leaves most of them unlabelled, but
    // for a US consumer they are a real risk, so the product keeps them.
    countFlaggedSentences(
      termsDocument,
      spans,
      places.filter((place) => place.category !== 'class-action-waiver'),
      withoutWaivers,
    );
    // What the product's other consumer families (refunds, indemnities, renewal, ...) cost.
    countFlaggedSentences(
      termsDocument,
      spans,
      places.filter((place) => CONSUMER_MODEL_FAMILIES.has(place.category)),
      claudetteOnly,
    );
    if (classifyDocumentType(document, segments).type === 'Terms of Service') detected++;
  }
  const withoutWaiversAll = withoutWaivers.get('all');
  if (withoutWaiversAll) redFlags.set(WITHOUT_WAIVERS, withoutWaiversAll);
  const claudetteOnlyAll = claudetteOnly.get('all');
  if (claudetteOnlyAll) redFlags.set(CLAUDETTE_ONLY, claudetteOnlyAll);
  return { documents: terms.length, detected, model, redFlags };
}

/** The product's analysis, or null for a document it refuses (not legal text). */
function analyse(document: ParsedDocument): Analysis | null {
  try {
    return analyzeDocument(document);
  } catch {
    return null;
  }
}
