import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import type { ShownClaim } from '../../core/analysis/summary/confidence-claims.ts';
import { findFindingSource } from '../../core/analysis/findings/confirmation-rates.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import { assignFolds, FOLDS, SEED } from '../train/load-data.ts';
import { formatMeanStd } from './mean-std.ts';
import { judgeReviewClaim } from './review-confidence.ts';
import { findAnchor, loadReviewDocument } from './review-documents.ts';
import { loadReviewSet, type ReviewEntry } from './review-set.ts';

type Kind = 'red-flag' | 'protection';

/** One judged finding: what it is, where it comes from, the confidence it shows, the verdict. */
interface JudgedFinding {
  document: string;
  kind: Kind;
  source: string;
  confidence: number;
  isConfirmed: boolean;
}

/** Rates by kind and source: (confirmed + 1) / (judged + 2). */
type Rates = Map<string, number>;

const KINDS: readonly Kind[] = ['red-flag', 'protection'];
/** Under this many judged, a kind's rates are not shipped (confirmation-rates.ts). */
const FEWEST_TO_FIT = 30;

/**
 * `npm run eval -- confirmation`: how often red flags and protections of each source (a
 * playbook's check, or a red-flag family) are confirmed by the review set's annotations, on the
 * dev documents: the rates, then those rates measured by 5-fold CV by document (fitted on four
 * folds, scored on the fifth by Brier score and by |mean predicted - observed|) against the
 * confidences the findings show; and the same for the held-out part, as one aggregate line with
 * the rates fitted on all dev. The confidences shown are what analyzeDocument gives, so once
 * the rates are shipped (core/analysis/findings/confirmation-rates.ts) they are those rates.
 */
export async function runFindingConfirmation(): Promise<void> {
  const entries = loadReviewSet();
  const dev = await judgeAll(entries.filter((entry) => entry.split === 'dev'));
  const heldOut = await judgeAll(entries.filter((entry) => entry.split === 'held-out'));
  const documents = [...new Set(entries.filter((e) => e.split === 'dev').map((e) => e.file))];

  console.log(
    `Finding confirmation [dev]: ${documents.length} documents, each read as its annotated reader`,
  );
  console.log(
    `  (clause-model: a finished finding does not say it came from a learned clause card, so those count as family)`,
  );
  const allDev = fitRates(dev);
  for (const kind of KINDS) {
    const judged = dev.filter((finding) => finding.kind === kind);
    const note = judged.length < FEWEST_TO_FIT ? `  (under ${FEWEST_TO_FIT}: not shipped)` : '';
    console.log(`  ${kind}s judged: ${judged.length}${note}`);
    for (const source of listSources(judged)) {
      const group = judged.filter((finding) => finding.source === source);
      const confirmed = group.filter((finding) => finding.isConfirmed).length;
      console.log(
        `    ${source.padEnd(9)} judged ${group.length}, confirmed ${confirmed} (${percent(confirmed / group.length)}), smoothed rate ${allDev.get(key(kind, source))?.toFixed(3)}`,
      );
    }
  }

  const assignment = assignFolds(documents, FOLDS, SEED);
  console.log(`  5-fold CV by document (rates fitted on four folds), mean ± std over folds:`);
  for (const kind of KINDS) {
    const judged = dev.filter((finding) => finding.kind === kind);
    const perFold = Array.from({ length: FOLDS }, (_, fold) => {
      const held = judged.filter((finding) => assignment.get(finding.document) === fold);
      const rates = fitRates(judged.filter((finding) => assignment.get(finding.document) !== fold));
      return { held, rates };
    });
    const figure = (get: (fold: (typeof perFold)[number]) => number) =>
      formatMeanStd(
        perFold.map((fold) => (fold.held.length ? get(fold) : Number.NaN)),
        3,
      );
    console.log(
      `    ${kind}s  rates: Brier ${figure((f) => brier(f.held, predictFrom(f.rates)))}  |mean - observed| ${figure((f) => calibrationGap(f.held, predictFrom(f.rates)))}`,
    );
    console.log(
      `    ${kind}s  shown: Brier ${figure((f) => brier(f.held, shown))}  |mean - observed| ${figure((f) => calibrationGap(f.held, shown))}`,
    );
  }

  // The part set aside: its aggregates only, never a document or a finding.
  for (const kind of KINDS) {
    const judged = heldOut.filter((finding) => finding.kind === kind);
    const confirmed = judged.filter((finding) => finding.isConfirmed).length;
    const rates = predictFrom(allDev);
    console.log(
      `Finding confirmation [held-out] ${kind}s: ${judged.length} judged, ${confirmed} confirmed; rates fitted on all dev: Brier ${brier(judged, rates).toFixed(3)}, |mean - observed| ${calibrationGap(judged, rates).toFixed(3)}; shown: Brier ${brier(judged, shown).toFixed(3)}, |mean - observed| ${calibrationGap(judged, shown).toFixed(3)}`,
    );
  }
}

/** Every red flag and protection of the documents that the annotations judge. */
async function judgeAll(entries: readonly ReviewEntry[]): Promise<JudgedFinding[]> {
  const judged: JudgedFinding[] = [];
  for (const entry of entries) {
    const document = await loadReviewDocument(entry.file);
    const analysis = analyseAs(document, entry.reader);
    const anchors = (items: readonly { anchor: string }[]) =>
      items.flatMap((item) => findAnchor(document.text, item.anchor) ?? []);
    const context = {
      entry,
      text: document.text,
      mustFlag: anchors(entry.must_flag),
      mustNot: anchors(entry.must_not_flag),
    };
    const claims: (ShownClaim & { kind: Kind })[] = [
      ...analysis.redFlags.map((finding) => ({
        kind: 'red-flag' as const,
        probability: finding.confidence,
        finding,
      })),
      ...analysis.protections.map((finding) => ({
        kind: 'protection' as const,
        probability: finding.confidence,
        finding,
      })),
    ];
    for (const claim of claims) {
      const verdict = judgeReviewClaim(claim, context);
      if (verdict === null) continue;
      judged.push({
        document: entry.file,
        kind: claim.kind,
        source: findFindingSource(claim.finding),
        confidence: claim.finding.confidence,
        isConfirmed: verdict,
      });
    }
  }
  return judged;
}

/** The analysis for the annotated reader; the default reader when the engine finds no such party (as review.ts). */
function analyseAs(document: ParsedDocument, reader: string): Analysis {
  try {
    return analyzeDocument(document, { readerRole: reader });
  } catch {
    return analyzeDocument(document);
  }
}

function key(kind: Kind, source: string): string {
  return `${kind}/${source}`;
}

function listSources(findings: readonly JudgedFinding[]): string[] {
  return [...new Set(findings.map((finding) => finding.source))].sort();
}

/** Add-one smoothed rates by kind and source: a source never judged in training gets 1/2. */
function fitRates(findings: readonly JudgedFinding[]): Rates {
  const rates: Rates = new Map();
  for (const kind of KINDS)
    for (const source of ['playbook', 'family']) {
      const group = findings.filter((item) => item.kind === kind && item.source === source);
      const confirmed = group.filter((item) => item.isConfirmed).length;
      rates.set(key(kind, source), (confirmed + 1) / (group.length + 2));
    }
  return rates;
}

function predictFrom(rates: Rates): (finding: JudgedFinding) => number {
  return (finding) => rates.get(key(finding.kind, finding.source)) ?? 0.5;
}

function shown(finding: JudgedFinding): number {
  return finding.confidence;
}

function brier(findings: readonly JudgedFinding[], predict: (f: JudgedFinding) => number): number {
  if (findings.length === 0) return Number.NaN;
  const total = findings.reduce(
    (sum, finding) => sum + (predict(finding) - (finding.isConfirmed ? 1 : 0)) ** 2,
    0,
  );
  return total / findings.length;
}

function calibrationGap(
  findings: readonly JudgedFinding[],
  predict: (f: JudgedFinding) => number,
): number {
  if (findings.length === 0) return Number.NaN;
  const predicted = findings.reduce((sum, finding) => sum + predict(finding), 0);
  const observed = findings.filter((finding) => finding.isConfirmed).length;
  return Math.abs(predicted - observed) / findings.length;
}

function percent(share: number): string {
  return `${(100 * share).toFixed(1)}%`;
}
