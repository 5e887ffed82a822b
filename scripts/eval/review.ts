import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import type { ConfidenceRow } from './evaluate-confidence-fit.ts';
import { measureShare } from './evaluate-confidence-fit.ts';
import { describeReviewConfidence, measureReviewRow } from './review-confidence.ts';
import { describeReviewScore, scoreReview, type ScoredDocument } from './review-score.ts';
import { analyseForReader, findAnchor, loadReviewDocument } from './review-documents.ts';
import { loadReviewSet, type ReviewEntry } from './review-set.ts';

interface Range {
  start: number;
  end: number;
}

/** A flag counts as finding an anchor when it covers this share of the anchor's words. */
const FOUND_COVERAGE = 0.8;
/** A must-not-flag passage counts as flagged when a red flag covers this share of its words. */
const FLAGGED_COVERAGE = 0.5;
const TOP_FLAGS = 10;

/** What the engine got right and wrong over a part of the set. */
interface Totals {
  documents: number;
  mustFlag: number;
  mustFlagFound: number;
  mustFlagAnywhere: number;
  mustNot: number;
  mustNotFlagged: number;
  keyTerms: number;
  keyTermsFound: number;
  /** Key terms annotated and found, by the annotation's kind: where key terms are missed. */
  keyTermsByKind: Map<string, { found: number; annotated: number }>;
  obligations: number;
  obligationsFound: number;
  defaultReader: number;
  typeRight: number;
  risksInFavour: number;
  bothWays: number;
  protections: number;
  otherObligations: number;
  otherObligationsAsReaders: number;
  flagCounts: number[];
  milliseconds: number[];
  confidenceRows: ConfidenceRow[];
  scoredDocuments: ScoredDocument[];
}

// Held-out documents whose analyses (or, for the design partner agreement, its type) were read
// during a lawyer's read of one document per type (issue 31), before it was noticed they were
// held out; their annotations were not. The held-out figures are also given without them
// ("analyses never read"), the honest measure of generalisation from then on.
const OUTPUT_READ = new Set([
  'tests/fixtures/review/business-associate-agreement.txt',
  'tests/fixtures/review/commercial-lease.txt',
  'tests/fixtures/review/convertible-note.txt',
  'tests/fixtures/review/data-processing-agreement.txt',
  'tests/fixtures/review/employee-invention-assignment-agreement.txt',
  'tests/fixtures/review/personal-guaranty.txt',
  'samples/docx/common-paper-design-partner-agreement.docx',
  'samples/docx/common-paper-term-sheet.docx',
  'samples/docx/openagreements-restrictive-covenant-texas.docx',
]);

const emptyTotals = (): Totals => ({
  documents: 0,
  mustFlag: 0,
  mustFlagFound: 0,
  mustFlagAnywhere: 0,
  mustNot: 0,
  mustNotFlagged: 0,
  keyTerms: 0,
  keyTermsFound: 0,
  keyTermsByKind: new Map(),
  obligations: 0,
  obligationsFound: 0,
  defaultReader: 0,
  typeRight: 0,
  risksInFavour: 0,
  bothWays: 0,
  protections: 0,
  otherObligations: 0,
  otherObligationsAsReaders: 0,
  flagCounts: [],
  milliseconds: [],
  confidenceRows: [],
  scoredDocuments: [],
});

/**
 * `npm run eval -- review [--show] [FILTER]`: the review set (eval/review-set, annotated by
 * hand before any tuning) against the engine, each document read as its annotated reader:
 * must-flag risks among the first ten red flags, must-not-flag passages flagged anyway, key
 * terms and the reader's obligations found, red flags per document, the default reader and the
 * document type. The tuned part (dev) and the part set aside (held-out) are reported apart, and
 * only the dev documents are listed one by one; `--show` prints each dev analysis's findings
 * for reading; FILTER keeps the documents whose file contains it.
 */
export async function runReviewEvaluation(args: readonly string[]): Promise<void> {
  const isShowing = args.includes('--show');
  const filter = args.find((arg) => !arg.startsWith('--'));
  const entries = loadReviewSet().filter((entry) => !filter || entry.file.includes(filter));
  const totalsBySplit = { dev: emptyTotals(), 'held-out': emptyTotals(), unseen: emptyTotals() };
  for (const entry of entries) {
    const totals = totalsBySplit[entry.split];
    // The held-out documents whose analyses nobody has read, counted again on their own.
    const unseen =
      entry.split === 'held-out' && !OUTPUT_READ.has(entry.file) ? totalsBySplit.unseen : null;
    const isDev = entry.split === 'dev';
    const document = await loadReviewDocument(entry.file);
    const started = performance.now();
    const analysis = analyseForReader(document, entry.reader);
    totals.milliseconds.push(performance.now() - started);
    const byDefault = analyzeDocument(document);
    const top = analysis.redFlags.slice(0, TOP_FLAGS);
    // An anchor not found is the annotation's mistake, in either part: it is named to be fixed.
    const anchor = (words: string) => findAnchorOrWarn(document, entry.file, words);

    const mustFlagFound = entry.must_flag.filter((item) =>
      isCovered(document, anchor(item.anchor), top.flatMap(toRanges), FOUND_COVERAGE),
    );
    const mustFlagAnywhere = entry.must_flag.filter((item) =>
      isCovered(document, anchor(item.anchor), analysis.redFlags.flatMap(toRanges), FOUND_COVERAGE),
    );
    const mustNotFlagged = entry.must_not_flag.filter((item) =>
      isCovered(
        document,
        anchor(item.anchor),
        analysis.redFlags.flatMap(toRanges),
        FLAGGED_COVERAGE,
      ),
    );
    const termRanges = [...analysis.keyTerms, ...analysis.keyDates, ...analysis.parties];
    const keyTermsFound = entry.key_terms.filter((item) =>
      isCovered(document, anchor(item.anchor), termRanges, FLAGGED_COVERAGE),
    );
    const readerObligations = entry.key_obligations.filter((item) =>
      sameRole(item.party, entry.reader),
    );
    const obligationsFound = readerObligations.filter((item) =>
      isCovered(document, anchor(item.anchor), analysis.obligations, FLAGGED_COVERAGE),
    );
    // Pointing the wrong way: a risk shown as in the reader's favour, the same words shown
    // both ways, the other side's duty listed as the reader's.
    const risksInFavour = entry.must_flag.filter((item) =>
      isCovered(document, anchor(item.anchor), analysis.protections, FLAGGED_COVERAGE),
    );
    // (An exception inside a red flag's words is shown in the reader's favour by design.)
    const bothWays = analysis.protections.filter(
      (protection) =>
        protection.category !== 'exception' &&
        isCovered(document, protection, analysis.redFlags.flatMap(toRanges), FLAGGED_COVERAGE),
    );
    const otherObligations = entry.key_obligations.filter(
      (item) => !sameRole(item.party, entry.reader),
    );
    const otherObligationsAsReaders = otherObligations.filter((item) =>
      isCovered(
        document,
        anchor(item.anchor),
        analysis.obligations.filter((obligation) =>
          obligation.burdens.some((role) => sameRole(role, entry.reader)),
        ),
        FLAGGED_COVERAGE,
      ),
    );
    const isDefaultReader =
      sameRole(byDefault.perspective?.role ?? '', entry.reader) ||
      sameRole(byDefault.perspective?.party ?? '', entry.reader);
    const isTypeRight = entry.acceptable_types.includes(analysis.documentType.type);

    const confidenceRow = measureReviewRow(entry, document.text, analysis);
    for (const target of unseen ? [totals, unseen] : [totals]) {
      target.documents++;
      target.mustFlag += entry.must_flag.length;
      target.mustFlagFound += mustFlagFound.length;
      target.mustFlagAnywhere += mustFlagAnywhere.length;
      target.mustNot += entry.must_not_flag.length;
      target.mustNotFlagged += mustNotFlagged.length;
      target.keyTerms += entry.key_terms.length;
      target.keyTermsFound += keyTermsFound.length;
      for (const item of entry.key_terms) {
        const counts = target.keyTermsByKind.get(item.kind) ?? { found: 0, annotated: 0 };
        counts.annotated += 1;
        if (keyTermsFound.includes(item)) counts.found += 1;
        target.keyTermsByKind.set(item.kind, counts);
      }
      target.obligations += readerObligations.length;
      target.obligationsFound += obligationsFound.length;
      target.defaultReader += isDefaultReader ? 1 : 0;
      target.typeRight += isTypeRight ? 1 : 0;
      target.risksInFavour += risksInFavour.length;
      target.bothWays += bothWays.length;
      target.protections += analysis.protections.length;
      target.otherObligations += otherObligations.length;
      target.otherObligationsAsReaders += otherObligationsAsReaders.length;
      target.flagCounts.push(analysis.redFlags.length);
      target.confidenceRows.push(confidenceRow);
      target.scoredDocuments.push({
        row: confidenceRow,
        score: scoreReview({
          mustFlagFound: mustFlagFound.length,
          mustFlag: entry.must_flag.length,
          keyTermsFound: keyTermsFound.length,
          keyTerms: entry.key_terms.length,
          mustNotFlagged: mustNotFlagged.length,
          mustNot: entry.must_not_flag.length,
          isTypeRight,
        }),
      });
    }
    const measured = measureShare(confidenceRow);
    if (!isDev) continue;

    console.log(
      `${entry.file.slice(0, 58).padEnd(58)} as ${entry.reader.slice(0, 14).padEnd(14)} must ${mustFlagFound.length}/${entry.must_flag.length}  not ${mustNotFlagged.length}/${entry.must_not_flag.length}  terms ${keyTermsFound.length}/${entry.key_terms.length}  duties ${obligationsFound.length}/${readerObligations.length}  flags ${analysis.redFlags.length}  reader ${isDefaultReader ? 'ok' : `default ${byDefault.perspective?.role ?? 'none'}`}  type ${isTypeRight ? 'ok' : analysis.documentType.type}  confidence ${analysis.overallConfidence} vs ${measured === null ? '?' : Math.round(100 * measured)}`,
    );
    if (isShowing) showAnalysis(analysis, entry, mustFlagFound, mustNotFlagged);
  }
  for (const split of ['dev', 'held-out', 'unseen'] as const)
    if (totalsBySplit[split].documents > 0) printTotals(split, totalsBySplit[split]);
}

function printTotals(split: 'dev' | 'held-out' | 'unseen', totals: Totals): void {
  const share = (part: number, whole: number) =>
    `${part}/${whole} (${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%)`;
  console.log(
    `Review set [${split === 'unseen' ? 'held-out, analyses never read' : split}]: ${totals.documents} documents, each read as its annotated reader`,
  );
  console.log(
    `  must-flag risks among the first ${TOP_FLAGS} red flags: ${share(totals.mustFlagFound, totals.mustFlag)}`,
  );
  console.log(
    `  must-flag risks among all red flags:            ${share(totals.mustFlagAnywhere, totals.mustFlag)}`,
  );
  console.log(
    `  must-not-flag passages flagged anyway:          ${share(totals.mustNotFlagged, totals.mustNot)}`,
  );
  console.log(
    `  key terms found:                                ${share(totals.keyTermsFound, totals.keyTerms)}`,
  );
  const byKind = [...totals.keyTermsByKind]
    .sort(([, left], [, right]) => right.annotated - left.annotated)
    .map(([kind, counts]) => `${kind} ${counts.found}/${counts.annotated}`);
  console.log(`    by kind: ${byKind.join(', ')}`);
  console.log(
    `  the reader's key obligations found:             ${share(totals.obligationsFound, totals.obligations)}`,
  );
  console.log(
    `  must-flag risks shown in the reader's favour:   ${share(totals.risksInFavour, totals.mustFlag)}`,
  );
  console.log(
    `  protections also shown as red flags:            ${share(totals.bothWays, totals.protections)}`,
  );
  console.log(
    `  the other side's key duties listed as the reader's: ${share(totals.otherObligationsAsReaders, totals.otherObligations)}`,
  );
  console.log(`  median red flags per document:                  ${median(totals.flagCounts)}`);
  console.log(
    `  documents with no red flag:                     ${totals.flagCounts.filter((count) => count === 0).length}`,
  );
  console.log(
    `  default reader as annotated:                    ${share(totals.defaultReader, totals.documents)}`,
  );
  console.log(
    `  document type acceptable:                       ${share(totals.typeRight, totals.documents)}`,
  );
  console.log(`  analysis time: median ${median(totals.milliseconds).toFixed(0)} ms per document`);
  for (const line of describeReviewConfidence(totals.confidenceRows)) console.log(line);
  for (const line of describeReviewScore(totals.scoredDocuments, split === 'dev'))
    console.log(line);
}

function findAnchorOrWarn(document: ParsedDocument, file: string, anchor: string): Range | null {
  const found = findAnchor(document.text, anchor);
  if (!found) console.warn(`  anchor not found in ${file}: ${anchor}`);
  return found;
}

function toRanges(flag: Analysis['redFlags'][number]): Range[] {
  return [flag, ...flag.alsoAt];
}

/** Whether the ranges cover at least `share` of the words of the anchor. */
function isCovered(
  document: ParsedDocument,
  anchor: Range | null,
  ranges: readonly Range[],
  share: number,
): boolean {
  if (!anchor) return false;
  const words = [...document.text.slice(anchor.start, anchor.end).matchAll(/\S+/g)].map(
    (match) => anchor.start + match.index,
  );
  const covered = words.filter((offset) =>
    ranges.some((range) => range.start <= offset && offset < range.end),
  );
  return words.length > 0 && covered.length / words.length >= share;
}

function sameRole(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function showAnalysis(
  analysis: Analysis,
  entry: ReviewEntry,
  found: ReviewEntry['must_flag'],
  flagged: ReviewEntry['must_not_flag'],
): void {
  const shorten = (text: string) => text.replace(/\s+/g, ' ').slice(0, 150);
  console.log(`    perspective: ${JSON.stringify(analysis.perspective)}`);
  console.log(`    summary: ${analysis.summary.short}`);
  analysis.redFlags.forEach((flag, index) =>
    console.log(
      `    ${index < TOP_FLAGS ? '*' : ' '} [${flag.severity}] ${flag.title} (${flag.category}, ${flag.confidence}, x${flag.occurrences}; burdens ${flag.burdens.join('+') || '?'}) p${flag.page}: ${shorten(flag.quote)}`,
    ),
  );
  for (const protection of analysis.protections)
    console.log(
      `    + ${protection.title} (${protection.category}) p${protection.page}: ${shorten(protection.quote)}`,
    );
  for (const item of entry.must_flag.filter((candidate) => !found.includes(candidate)))
    console.log(`    MISSED must-flag: ${item.issue}`);
  for (const item of flagged) console.log(`    FLAGGED must-not: ${item.issue}`);
}
