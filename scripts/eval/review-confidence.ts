import type { Analysis, KeyDate, KeyTerm } from '../../common/analysis/analysis-schema.ts';
import {
  listShownClaims,
  toScoredClaim,
  type FactClaim,
  type ShownClaim,
} from '../../core/analysis/summary/confidence-claims.ts';
import {
  CONFIDENCE_COEFFICIENTS,
  type ConfidenceCoefficients,
} from '../../core/analysis/summary/confidence-coefficients.ts';
import { readConfidenceSignals } from '../../core/analysis/summary/confidence-signals.ts';
import { hasPlaceholder } from '../../core/analysis/text/find-placeholders.ts';
import { assignFolds, FOLDS, SEED } from '../train/load-data.ts';
import type { ConfidenceRow, Verdict } from './evaluate-confidence-fit.ts';
import {
  computeFigures,
  crossValidateConfidence,
  describeVerdicts,
  formatFigures,
} from './evaluate-confidence-report.ts';
import { fitCoefficients, predictShare, type FitPart } from './evaluate-confidence-fit.ts';
import { isSameGoverningLaw, normalisePartyName } from './fact-answers.ts';
import { findAnchor } from './review-documents.ts';
import { loadReviewSet } from './review-set.ts';

/** What a review-set entry annotates that can judge a shown claim. */
export interface ReviewAnnotations {
  file: string;
  acceptable_types: string[];
  parties: { name: string }[];
  governing_law: string | null;
  must_flag: { anchor: string }[];
  must_not_flag: { anchor: string }[];
  key_terms: { kind: string; anchor: string }[];
}

interface Range {
  start: number;
  end: number;
}

/** A finding covers an annotated passage when it holds at least half of its words. */
const COVERED = 0.5;

/**
 * One review document's row: its shown claims (core/analysis/summary/confidence-claims.ts) judged
 * against the annotations (judgeReviewClaim).
 */
export function measureReviewRow(
  entry: ReviewAnnotations,
  text: string,
  analysis: Analysis,
): ConfidenceRow {
  const anchors = (items: readonly { anchor: string }[]) =>
    items.flatMap((item) => {
      const found = findAnchor(text, item.anchor);
      return found ? [found] : [];
    });
  const context = {
    entry,
    text,
    mustFlag: anchors(entry.must_flag),
    mustNot: anchors(entry.must_not_flag),
  };
  return {
    id: entry.file,
    variant: 'as written',
    shipped: analysis.overallConfidence / 100,
    signals: readConfidenceSignals(text, analysis.coverage, analysis.documentType.type, analysis),
    claims: listShownClaims(analysis).map((claim) => ({
      ...toScoredClaim(claim),
      verdict: judgeReviewClaim(claim, context),
    })),
  };
}

/**
 * A lawyer's verdict on a shown claim from the review set's annotations:
 * - the type: one of the acceptable types;
 * - a red flag: confirmed when it covers a must-flag passage, refuted when it covers a
 *   must-not-flag one (the one it covers more, if both); a protection the other way round (a
 *   risk shown as in the reader's favour is wrong; a passage that must not be flagged is most
 *   often the reader's protection). Findings covering neither have no verdict: the annotators
 *   listed the risks that matter and the traps, not every clause, and counting the rest either
 *   way would be a guess (see the report's bounds);
 * - a party: its name is an annotated party's; any other name is refuted when every party is
 *   named in the annotations (none left blank);
 * - governing law: the annotated place (a document without one, or with a blank, refutes any
 *   place); other key facts: confirmed when they cover an annotated key term of their kind;
 *   a date of agreement or effective date elsewhere is refuted, any other no verdict (a
 *   contract may state several fees or indemnities);
 * - a key fact said to be left blank: confirmed when its words are a blank; not found: refuted
 *   when the annotations give a key term of its kind (or a governing law), else no verdict;
 * - clause cards and missing clauses: no verdict (the review set does not annotate clauses).
 */
export function judgeReviewClaim(
  claim: ShownClaim,
  context: { entry: ReviewAnnotations; text: string; mustFlag: Range[]; mustNot: Range[] },
): Verdict {
  const { entry, text, mustFlag, mustNot } = context;
  switch (claim.kind) {
    case 'document-type':
      return entry.acceptable_types.includes(claim.type);
    case 'clause':
    case 'missing-clause':
      return null;
    case 'red-flag':
    case 'protection': {
      const ranges = [claim.finding, ...('alsoAt' in claim.finding ? claim.finding.alsoAt : [])];
      const risk = Math.max(0, ...mustFlag.map((anchor) => coverShare(text, anchor, ranges)));
      const notRisk = Math.max(0, ...mustNot.map((anchor) => coverShare(text, anchor, ranges)));
      if (Math.max(risk, notRisk) < COVERED) return null;
      return risk >= notRisk === (claim.kind === 'red-flag');
    }
    default:
      if (claim.showsPlaceholder) return false;
      if (claim.status === 'blank')
        return hasPlaceholder(text.slice(Math.max(0, claim.fact.start - 2), claim.fact.end + 2));
      if (claim.status === 'incorporated') return null;
      if (claim.status === 'not-found') return isAnnotated(claim, entry) ? false : null;
      return judgeFact(claim, entry, text);
  }
}

function judgeFact(claim: FactClaim, entry: ReviewAnnotations, text: string): Verdict {
  if (claim.kind === 'party') {
    const named = entry.parties.filter((party) => !/^left blank\b/i.test(party.name));
    const name = normalisePartyName(claim.fact.name);
    if (named.some((party) => normalisePartyName(party.name.replace(/\(.*$/, '')) === name))
      return true;
    return named.length === entry.parties.length ? false : null;
  }
  if (claim.kind === 'key-term' && claim.fact.kind === 'governing-law') {
    const place = entry.governing_law ?? '';
    if (!place || /^left blank\b/i.test(place)) return false;
    return isSameGoverningLaw(place.replace(/\(.*$/, ''), claim.fact.value);
  }
  const kinds = ANNOTATED_KINDS[claim.fact.kind] ?? [];
  const isCovering = entry.key_terms
    .filter((term) => kinds.includes(term.kind))
    .some((term) => {
      const anchor = findAnchor(text, term.anchor);
      return (
        anchor !== null &&
        (coverShare(text, anchor, [claim.fact]) >= COVERED ||
          coverShare(text, claim.fact, [anchor]) >= COVERED)
      );
    });
  if (isCovering) return true;
  // A contract has one date of agreement and one effective date: another is wrong. But it may
  // state several fees or indemnities, one passage per kind annotated: a term elsewhere has no
  // verdict.
  const isSingle = claim.fact.kind === 'agreement' || claim.fact.kind === 'effective';
  return isSingle && isAnnotated(claim, entry) ? false : null;
}

/** Whether the annotations give the fact (a governing law, or a key term of its kind). */
function isAnnotated(claim: FactClaim, entry: ReviewAnnotations): boolean {
  if (claim.kind === 'party') return entry.parties.length > 0;
  if (claim.fact.kind === 'governing-law')
    return Boolean(entry.governing_law && !/^left blank\b/i.test(entry.governing_law));
  const kinds = ANNOTATED_KINDS[claim.fact.kind] ?? [];
  return entry.key_terms.some((term) => kinds.includes(term.kind));
}

/**
 * The review set's key-term kinds that each of our kinds of key date and key term answers: the
 * first annotations' own names ("payment", "late-fees") and the product's, which GUIDELINES.md asks for.
 */
const ANNOTATED_KINDS: Partial<Record<KeyDate['kind'] | KeyTerm['kind'], string[]>> = {
  agreement: ['agreement-date'],
  effective: ['effective-date'],
  expiration: ['expiration-date', 'term', 'term-and-renewal'],
  renewal: ['renewal', 'term-and-renewal'],
  'notice-period': ['renewal', 'termination-notice', 'term-and-renewal'],
  forum: ['forum'],
  'term-and-renewal': ['term', 'renewal', 'term-and-renewal'],
  'termination-notice': ['termination-notice'],
  fees: ['payment', 'fees'],
  royalties: ['payment', 'royalties', 'fees'],
  'payment-terms': ['payment', 'payment-terms'],
  'late-payment': ['late-fees', 'late-payment'],
  'liability-cap': ['liability-cap'],
  'liability-carve-outs': ['liability-cap', 'liability-carve-outs'],
  indemnity: ['indemnity'],
  'confidentiality-period': ['confidentiality-period'],
  'non-compete': ['non-compete'],
  'non-solicit': ['non-solicit'],
  'ip-ownership': ['ip-ownership'],
};

/** The share of the words of `target` that the ranges cover. */
function coverShare(text: string, target: Range, ranges: readonly Range[]): number {
  const words = [...text.slice(target.start, target.end).matchAll(/\S+/g)].map(
    (match) => target.start + match.index,
  );
  const covered = words.filter((offset) =>
    ranges.some((range) => range.start <= offset && offset < range.end),
  );
  return words.length ? covered.length / words.length : 0;
}

/** What the review set can fit, alone of the data: red flags and protections. */
export const REVIEW_PARTS: readonly FitPart[] = ['flags'];

/**
 * The overall-confidence lines of `npm run eval -- review`: error, spread and correlation
 * against the measured share, as shipped and with the red-flag calibration refitted by 5-fold
 * CV by document; the measured share's bounds if the unjudged red
 * flags and protections were all confirmed or all refuted; the constants fitted on all.
 */
export function describeReviewConfidence(rows: readonly ConfidenceRow[]): string[] {
  const shipped = CONFIDENCE_COEFFICIENTS;
  const assignment = assignFolds(
    rows.map((row) => row.id),
    FOLDS,
    SEED,
  );
  const folds = Array.from({ length: FOLDS }, (_, fold) =>
    rows.filter((row) => assignment.get(row.id) === fold),
  );
  const bound = (verdict: boolean) =>
    rows.map((row) => ({
      ...row,
      claims: row.claims.map((claim) =>
        claim.verdict === null && (claim.kind === 'red-flag' || claim.kind === 'protection')
          ? { ...claim, verdict }
          : claim,
      ),
    }));
  const asShipped = (set: readonly ConfidenceRow[]) =>
    formatFigures([computeFigures(set, (row) => row.shipped, shipped)]);
  const crossValidated = crossValidateConfidence(folds, shipped, REVIEW_PARTS)[0];
  return [
    `  overall confidence against the share of judged claims confirmed (type, red flags and protections covering an annotated passage, parties, governing law, annotated key terms), per document:`,
    `    as shipped:                      ${asShipped(rows)}`,
    `    red flags refitted by 5-fold CV: ${crossValidated ? formatFigures(crossValidated.perFold) : 'n/a'}`,
    `    unjudged flags all confirmed:    ${asShipped(bound(true))}`,
    `    unjudged flags all refuted:      ${asShipped(bound(false))}`,
    `    judged claims: ${describeVerdicts(rows)}`,
    `    constants fitted on all (${REVIEW_PARTS.join(', ')}): ${JSON.stringify(fitCoefficients(rows, shipped, REVIEW_PARTS))}`,
    ...describeReadingFactors(rows, folds, isDevOnly(rows)),
  ];
}

/** The factors for a reading that is unsure of its parties or its type's playbook. */
export const READING_PARTS: readonly FitPart[] = ['parties', 'playbook'];

/** The shipped constants with the reading factors held at 1 (as before they existed). */
export function withoutReadingFactors(
  coefficients: ConfidenceCoefficients,
): ConfidenceCoefficients {
  return { ...coefficients, unresolvedParties: 1, thinPlaybookDrop: 0 };
}

/**
 * The per-document correlation of the overall confidence with judged quality, without the
 * reading factors and as shipped; on dev, also the factors fitted by 5-fold CV by document
 * (folds fixed by SEED), against the same folds without them. The held-out part is only ever
 * judged: nothing is fitted on it.
 */
function describeReadingFactors(
  rows: readonly ConfidenceRow[],
  folds: readonly (readonly ConfidenceRow[])[],
  isDev: boolean,
): string[] {
  const shipped = CONFIDENCE_COEFFICIENTS;
  const before = withoutReadingFactors(shipped);
  const judge = (set: readonly ConfidenceRow[], coefficients: ConfidenceCoefficients) =>
    computeFigures(set, (row) => predictShare(row, coefficients), coefficients);
  const isUnresolved = (row: ConfidenceRow) =>
    (row.signals.namedParties !== undefined && row.signals.namedParties < 2) ||
    row.signals.hasReader === false;
  const isThin = (row: ConfidenceRow) => (row.signals.playbookItems ?? Infinity) === 0;
  // Whether the documents a factor lowers measure lower than the rest, without it.
  const compare = (name: string, keep: (row: ConfidenceRow) => boolean) => {
    const group = (set: readonly ConfidenceRow[]) => {
      const figures = judge(set, before);
      return `${figures.documents} docs, confidence ${(100 * figures.meanConfidence).toFixed(1)} vs measured ${(100 * figures.meanMeasured).toFixed(1)}`;
    };
    return `      ${name}: ${group(rows.filter(keep))}; the rest: ${group(rows.filter((row) => !keep(row)))}`;
  };
  const lines = [
    '  per-document correlation of the overall confidence with judged quality:',
    `    without the parties and playbook factors: ${formatFigures([judge(rows, before)])}`,
    `    with them as shipped:                     ${formatFigures([judge(rows, shipped)])}`,
    compare('parties unresolved (fewer than two named, or no reader)', isUnresolved),
    compare('type without a playbook', isThin),
  ];
  if (!isDev) return lines;
  const fitted = folds.map((test, fold) => {
    const train = folds.filter((_, other) => other !== fold).flat();
    return { test, coefficients: fitCoefficients(train, before, READING_PARTS) };
  });
  lines.push(
    `    5-fold CV, factors held at 1:             ${formatFigures(folds.map((test) => judge(test, before)))}`,
    `    5-fold CV, factors fitted on other folds: ${formatFigures(fitted.map(({ test, coefficients }) => judge(test, coefficients)))}`,
    `      fitted per fold: ${fitted.map(({ coefficients: c }) => `${c.unresolvedParties}/${c.thinPlaybookDrop}/${c.fullPlaybookItems}`).join('  ')} (unresolvedParties/thinPlaybookDrop/fullPlaybookItems)`,
    `    fitted on all dev (${READING_PARTS.join(', ')}): ${JSON.stringify(pickReadingFactors(fitCoefficients(rows, before, READING_PARTS)))}`,
  );
  return lines;
}

/** Whether every row is a document of the review set's dev part (the only part fitted on). */
function isDevOnly(rows: readonly ConfidenceRow[]): boolean {
  const dev = new Set(
    loadReviewSet()
      .filter((entry) => entry.split === 'dev')
      .map((entry) => entry.file),
  );
  return rows.length > 0 && rows.every((row) => dev.has(row.id));
}

function pickReadingFactors(coefficients: ConfidenceCoefficients): Partial<ConfidenceCoefficients> {
  const { unresolvedParties, thinPlaybookDrop, fullPlaybookItems } = coefficients;
  return { unresolvedParties, thinPlaybookDrop, fullPlaybookItems };
}
