import type { ClaimKind } from '../../core/analysis/summary/confidence-claims.ts';
import type { ConfidenceCoefficients } from '../../core/analysis/summary/confidence-coefficients.ts';
import type { ConfidenceSignals } from '../../core/analysis/summary/confidence-signals.ts';
import { computeOverallConfidence, type ScoredClaim } from '../../core/analysis/summary/confidence.ts';

/** A lawyer's verdict on a shown claim: confirmed, refuted, or not known. */
export type Verdict = boolean | null;

/** A shown claim and its verdict. */
export interface JudgedClaim extends ScoredClaim {
  verdict: Verdict;
}

/** One analysed document (or degraded copy): its shown claims, judged, and its signals. */
export interface ConfidenceRow {
  /** The document (CUAD contract id or review-set file): folds are cut by it. */
  id: string;
  /** How the copy was made ('as written', 'first 60 words', ...). */
  variant: string;
  /** The overallConfidence the product gave, / 100 (with the constants it shipped with). */
  shipped: number;
  signals: ConfidenceSignals;
  claims: JudgedClaim[];
  /** CUAD's contract type, for a CUAD contract. */
  labelledType?: string;
}

/** The share of a row's judged claims that were confirmed; null when none was judged. */
export function measureShare(row: ConfidenceRow): number | null {
  const judged = row.claims.filter((claim) => claim.verdict !== null);
  return judged.length
    ? judged.filter((claim) => claim.verdict === true).length / judged.length
    : null;
}

/** The confidence (0..1) the given constants give a row. */
export function predictShare(row: ConfidenceRow, coefficients: ConfidenceCoefficients): number {
  return computeOverallConfidence(row, coefficients).score / 100;
}

/**
 * Which coefficients a data set can fit, each only where labels judge it: 'claims' the
 * calibration of the document type and clause cards, 'flags' of red flags and protections,
 * 'facts' the key-fact rates, and the factors.
 */
export type FitPart =
  'claims' | 'flags' | 'facts' | 'thin' | 'scan' | 'blanks' | 'type' | 'parties' | 'playbook';

const CALIBRATED_BY: Record<FitPart, readonly (keyof ConfidenceCoefficients['calibration'])[]> = {
  claims: ['document-type', 'clause'],
  flags: ['red-flag', 'protection'],
  facts: [],
  thin: [],
  scan: [],
  blanks: [],
  type: [],
  parties: [],
  playbook: [],
};

/**
 * Fits the confidence's constants to judged rows, each step on the rows that measure it and
 * with the steps before it in place (least squares of confidence against measured share, per
 * document): claim calibration (logistic, per kind with enough judged claims) and key-fact rates
 * on the documents as written; then the thin-text factor on truncated copies, the scan factor on
 * scanned copies, the blank factor on blanked templates, and the unlearned-type factor on the
 * contracts of the rarest labelled types; the unresolved-parties and thin-playbook factors on
 * the documents as written (the review set's, whose red flags and parties are judged). Parts
 * not listed, or with too few rows, keep `start`'s value.
 */
export function fitCoefficients(
  rows: readonly ConfidenceRow[],
  start: ConfidenceCoefficients,
  parts: readonly FitPart[],
): ConfidenceCoefficients {
  const fitted = structuredClone(start);
  const asWritten = rows.filter((row) => row.variant === 'as written');
  const judged = (kind: ClaimKind) =>
    asWritten.flatMap((row) =>
      row.claims.filter(
        (claim) =>
          claim.kind === kind &&
          claim.verdict !== null &&
          !claim.showsPlaceholder &&
          (claim.status ?? 'stated') === 'stated',
      ),
    );
  for (const kind of parts.flatMap((part) => CALIBRATED_BY[part])) {
    const claims = judged(kind);
    if (claims.length >= MINIMUM_CLAIMS)
      fitted.calibration[kind] = fitLogistic(
        claims.map((claim) => ({ x: toLogit(claim.probability ?? 0), y: claim.verdict ? 1 : 0 })),
      );
  }
  if (parts.includes('facts')) {
    const share = (claims: readonly JudgedClaim[], current: number) =>
      claims.length >= MINIMUM_CLAIMS
        ? claims.filter((claim) => claim.verdict === true).length / claims.length
        : current;
    const judgedWhere = (
      selected: readonly ConfidenceRow[],
      keep: (claim: JudgedClaim) => boolean,
    ) =>
      selected.flatMap((row) =>
        row.claims.filter((claim) => claim.verdict !== null && keep(claim)),
      );
    const isFact = (claim: JudgedClaim) =>
      claim.kind === 'party' || claim.kind === 'key-date' || claim.kind === 'key-term';
    for (const kind of Object.keys(fitted.factRates) as (keyof typeof fitted.factRates)[])
      fitted.factRates[kind] = share(judged(kind), fitted.factRates[kind]);
    // Whether a blank is there does not depend on how the rest was read: every copy counts.
    fitted.deferredFactRate = share(
      judgedWhere(
        rows,
        (claim) => isFact(claim) && (claim.status === 'blank' || claim.status === 'incorporated'),
      ),
      fitted.deferredFactRate,
    );
    // An absence is judged against the whole document: only the copies as written measure how
    // often the engine is right when it read everything (the factors cover the rest).
    fitted.absenceRates = {
      fact: share(
        judgedWhere(asWritten, (claim) => isFact(claim) && claim.status === 'not-found'),
        fitted.absenceRates.fact,
      ),
      clause: share(
        judgedWhere(asWritten, (claim) => claim.kind === 'missing-clause'),
        fitted.absenceRates.clause,
      ),
    };
  }
  const fit = (
    selected: readonly ConfidenceRow[],
    candidates: readonly Partial<ConfidenceCoefficients>[],
  ) => {
    if (selected.length < MINIMUM_ROWS) return;
    let best = { error: Infinity, change: {} as Partial<ConfidenceCoefficients> };
    for (const change of candidates) {
      const error = computeSquaredError(selected, { ...fitted, ...change });
      if (error < best.error - 1e-12) best = { error, change };
    }
    Object.assign(fitted, best.change);
  };
  if (parts.includes('thin'))
    fit(
      rows.filter((row) => row.variant === 'as written' || row.variant.startsWith('first ')),
      grid([100, 150, 200, 300, 400, 600, 800, 1000, 1500, 2000, 3000], range(0, 1, 0.05)).map(
        ([thinWords, thinExponent]) => ({ thinWords, thinExponent }),
      ),
    );
  if (parts.includes('scan'))
    fit(
      rows.filter((row) => row.variant.startsWith('scanned ')),
      range(0, 3, 0.05).map((scanSlope) => ({ scanSlope })),
    );
  if (parts.includes('blanks'))
    fit(
      rows.filter((row) => row.variant === 'as written' || row.variant === 'blank template'),
      grid(range(0, 0.3, 0.01), [5, 10, 20, 40, 80]).map(([blankDrop, blankSaturation]) => ({
        blankDrop,
        blankSaturation,
      })),
    );
  if (parts.includes('parties'))
    // From 1 down, so that with no document to tell them apart the factor stays neutral.
    fit(
      asWritten,
      range(0.5, 1, 0.01)
        .reverse()
        .map((unresolvedParties) => ({ unresolvedParties })),
    );
  if (parts.includes('playbook'))
    fit(
      asWritten,
      grid(range(0, 0.3, 0.01), [1, 5, 10, 15]).map(([thinPlaybookDrop, fullPlaybookItems]) => ({
        thinPlaybookDrop,
        fullPlaybookItems,
      })),
    );
  if (parts.includes('type')) {
    // The documents the engine names with a type it never learned (CUAD's amendments and joint
    // filing agreements, the review set's NDAs) are short and formulaic and measure no lower
    // than predicted: they do not stand for a lease or a will. The nearest measurement of a
    // type known badly is the contracts of the rarest CUAD types (fewer than
    // RARE_TYPE_CONTRACTS in the data, so at most 8 in any fold's training), scaled as least
    // squares would scale them (sum of measured x predicted / sum of predicted squared), never
    // above 1.
    const counts = new Map<string, number>();
    for (const row of asWritten)
      if (row.labelledType) counts.set(row.labelledType, (counts.get(row.labelledType) ?? 0) + 1);
    const rare = asWritten.filter(
      (row) => row.labelledType && (counts.get(row.labelledType) ?? 0) < RARE_TYPE_CONTRACTS,
    );
    let product = 0;
    let square = 0;
    for (const row of rare) {
      const measured = measureShare(row);
      if (measured === null) continue;
      const predicted = predictShare(row, fitted);
      product += measured * predicted;
      square += predicted * predicted;
    }
    if (rare.length >= MINIMUM_ROWS && square > 0)
      fitted.unlearnedType = Math.min(1, Number((product / square).toFixed(3)));
  }
  return fitted;
}

// A logistic fit on fewer judged claims, or a factor on fewer documents, is left as it was.
const MINIMUM_CLAIMS = 30;
const MINIMUM_ROWS = 5;
// CUAD types with fewer contracts than this stand in for the types the engine knows badly.
export const RARE_TYPE_CONTRACTS = 10;

function computeSquaredError(
  rows: readonly ConfidenceRow[],
  coefficients: ConfidenceCoefficients,
): number {
  let error = 0;
  for (const row of rows) {
    const measured = measureShare(row);
    if (measured !== null) error += (predictShare(row, coefficients) - measured) ** 2;
  }
  return error;
}

/**
 * Logistic regression of y on x (intercept and slope) by damped Newton steps, with a light
 * ridge pulling towards the identity (intercept 0, slope 1), so a few claims, or claims nearly
 * all confirmed, cannot swing it far from the engine's own probabilities.
 */
export function fitLogistic(points: readonly { x: number; y: number }[]): {
  intercept: number;
  slope: number;
} {
  const ridge = 1;
  const loss = (intercept: number, slope: number) =>
    points.reduce((sum, { x, y }) => {
      const z = intercept + slope * x;
      // log(1 + e^z) - y z, computed without overflow.
      return sum + Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - y * z;
    }, 0) +
    (ridge / 2) * (intercept ** 2 + (slope - 1) ** 2);
  let intercept = 0;
  let slope = 1;
  for (let step = 0; step < 100; step++) {
    let gradientA = ridge * intercept;
    let gradientB = ridge * (slope - 1);
    let hessianAA = ridge;
    let hessianAB = 0;
    let hessianBB = ridge;
    for (const { x, y } of points) {
      const p = 1 / (1 + Math.exp(-(intercept + slope * x)));
      const weight = p * (1 - p);
      gradientA += p - y;
      gradientB += (p - y) * x;
      hessianAA += weight;
      hessianAB += weight * x;
      hessianBB += weight * x * x;
    }
    const determinant = hessianAA * hessianBB - hessianAB * hessianAB;
    const deltaA = (hessianBB * gradientA - hessianAB * gradientB) / determinant;
    const deltaB = (hessianAA * gradientB - hessianAB * gradientA) / determinant;
    const before = loss(intercept, slope);
    let scale = 1;
    while (scale > 1e-4 && loss(intercept - scale * deltaA, slope - scale * deltaB) > before)
      scale /= 2;
    intercept -= scale * deltaA;
    slope -= scale * deltaB;
    if (scale * (Math.abs(deltaA) + Math.abs(deltaB)) < 1e-10) break;
  }
  // A chance that falls as the engine grows surer is noise in few claims: keep it flat instead.
  if (slope < 0) return { intercept: fitIntercept(points, ridge), slope: 0 };
  return { intercept, slope };
}

/** The ridge-penalised logistic intercept alone (slope 0), by Newton's method. */
function fitIntercept(points: readonly { y: number }[], ridge: number): number {
  let intercept = 0;
  for (let step = 0; step < 100; step++) {
    const p = 1 / (1 + Math.exp(-intercept));
    const gradient = points.reduce((sum, { y }) => sum + p - y, 0) + ridge * intercept;
    const hessian = points.length * p * (1 - p) + ridge;
    intercept -= gradient / hessian;
    if (Math.abs(gradient / hessian) < 1e-12) break;
  }
  return intercept;
}

function toLogit(probability: number): number {
  const bounded = Math.min(1 - 1e-6, Math.max(1e-6, probability));
  return Math.log(bounded / (1 - bounded));
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + 1e-9; value += step) values.push(Number(value.toFixed(6)));
  return values;
}

function grid(first: readonly number[], second: readonly number[]): [number, number][] {
  return first.flatMap((a) => second.map((b): [number, number] => [a, b]));
}
