import type { Verdict } from '../../core/ask/answer.ts';

/**
 * The pure parts of the ContractNLI measurement of Ask-AI (scripts/eval/ask-contractnli.ts):
 * hypotheses as questions, how a verdict is judged against the experts' label, where their
 * evidence is in the text the engine reads, and the tallies that are reported.
 */

/** The experts' label of a hypothesis in one NDA. */
export type ExpertLabel = 'Entailment' | 'Contradiction' | 'NotMentioned';

/** The labels in the order they are reported. */
export const EXPERT_LABELS: readonly ExpertLabel[] = [
  'Entailment',
  'Contradiction',
  'NotMentioned',
];

/** The verdicts in the order they are reported. */
export const VERDICTS: readonly Verdict[] = ['yes', 'no', 'conditional', 'not-stated'];

/** A character range [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** One hypothesis in one NDA: what the experts said, what we answered, and how it compares. */
export interface JudgedHypothesis {
  documentId: string;
  hypothesisId: string;
  label: ExpertLabel;
  verdict: Verdict;
  /** Whether a first-three citation overlaps the evidence; null for NotMentioned (no evidence). */
  isEvidenceFound: boolean | null;
}

/**
 * The question a person would ask for a hypothesis, so the answerer is measured on questions and
 * not on statements: "Does this agreement say that receiving party shall not ...?".
 */
export function toQuestion(hypothesis: string): string {
  const statement = hypothesis.trim().replace(/\.+$/, '');
  return `Does this agreement say that ${statement.charAt(0).toLowerCase()}${statement.slice(1)}?`;
}

/** The verdict an answer would have from whether it answered alone: the figure before verdicts. */
export function toAnsweredVerdict(isAnswered: boolean): Verdict {
  return isAnswered ? 'yes' : 'not-stated';
}

/** Whether a verdict says what the experts did: Entailment is yes (or yes on a condition). */
export function isVerdictAgreeing(label: ExpertLabel, verdict: Verdict): boolean {
  if (label === 'Entailment') return verdict === 'yes' || verdict === 'conditional';
  if (label === 'Contradiction') return verdict === 'no';
  return verdict === 'not-stated';
}

/** The verdict that agrees with a label, for the majority-label baseline. */
export function toAgreeingVerdict(label: ExpertLabel): Verdict {
  if (label === 'Entailment') return 'yes';
  return label === 'Contradiction' ? 'no' : 'not-stated';
}

/** Whether two character ranges share at least one character. */
export function isOverlapping(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Evidence@k: whether any of the first k citations overlaps any of the experts' evidence spans. */
export function isEvidenceFound(
  citations: readonly Span[],
  evidence: readonly Span[],
  k = 3,
): boolean {
  return citations
    .slice(0, k)
    .some((citation) => evidence.some((span) => isOverlapping(citation, span)));
}

// Parsing only changes white space (line breaks, odd spaces, page joins) and drops zero-width
// characters; every other character is kept, in order.
const IS_SKIPPED = /[\s\u200b\ufeff]/;

/**
 * Maps character ranges of the raw ContractNLI text to the text the engine reads (parseText
 * rewrites white space, so offsets drift): the n-th character that is not white space in one
 * is the n-th in the other. Throws when the two texts differ in anything but white space, since
 * then no range can be trusted. A range of white space only maps to null.
 */
export function createSpanMapper(raw: string, parsed: string): (span: Span) => Span | null {
  const rawPositions = listKeptPositions(raw);
  const parsedPositions = listKeptPositions(parsed);
  const isSame =
    rawPositions.length === parsedPositions.length &&
    rawPositions.every((position, index) => raw[position] === parsed[parsedPositions[index] ?? -1]);
  if (!isSame) throw new Error('The parsed text differs from the raw text beyond white space');
  return ({ start, end }) => {
    const first = findFirstAtOrAfter(rawPositions, start);
    const last = findFirstAtOrAfter(rawPositions, end) - 1;
    const mappedStart = parsedPositions[first];
    const mappedLast = parsedPositions[last];
    if (first > last || mappedStart === undefined || mappedLast === undefined) return null;
    return { start: mappedStart, end: mappedLast + 1 };
  };
}

function listKeptPositions(text: string): number[] {
  const positions: number[] = [];
  for (let index = 0; index < text.length; index++)
    if (!IS_SKIPPED.test(text.charAt(index))) positions.push(index);
  return positions;
}

/** The index of the first position >= offset in an ascending list (its length if none). */
function findFirstAtOrAfter(positions: readonly number[], offset: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A count out of a total, so a share can be printed with what it is a share of. */
export interface Tally {
  count: number;
  total: number;
}

/** The share of a tally, NaN when there is nothing to count (so a fold without it is skipped). */
export function toShare({ count, total }: Tally): number {
  return total > 0 ? count / total : NaN;
}

/** What is reported of a set of judged hypotheses (one fold, or all pooled). */
export interface AgreementSummary {
  overall: Tally;
  perLabel: Record<ExpertLabel, Tally>;
  /** Evidence@3 over the hypotheses labelled Entailment or Contradiction. */
  evidence: Tally;
}

/** Verdict agreement overall and per expert label, and evidence@3, of judged hypotheses. */
export function summariseAgreement(rows: readonly JudgedHypothesis[]): AgreementSummary {
  const tally = (items: readonly JudgedHypothesis[], isRight: (row: JudgedHypothesis) => boolean) =>
    ({ count: items.filter(isRight).length, total: items.length }) satisfies Tally;
  const agrees = (row: JudgedHypothesis) => isVerdictAgreeing(row.label, row.verdict);
  const perLabel = Object.fromEntries(
    EXPERT_LABELS.map((label) => [
      label,
      tally(
        rows.filter((row) => row.label === label),
        agrees,
      ),
    ]),
  ) as Record<ExpertLabel, Tally>;
  return {
    overall: tally(rows, agrees),
    perLabel,
    evidence: tally(
      rows.filter((row) => row.isEvidenceFound !== null),
      (row) => row.isEvidenceFound === true,
    ),
  };
}

/** The confusion table, expert label × our verdict, so it shows which way the answerer errs. */
export function buildConfusion(
  rows: readonly Pick<JudgedHypothesis, 'label' | 'verdict'>[],
): Record<ExpertLabel, Record<Verdict, number>> {
  const confusion = Object.fromEntries(
    EXPERT_LABELS.map((label) => [
      label,
      Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])),
    ]),
  ) as Record<ExpertLabel, Record<Verdict, number>>;
  for (const { label, verdict } of rows) confusion[label][verdict]++;
  return confusion;
}

/** The most frequent label (ties to the earlier in EXPERT_LABELS): the majority baseline's. */
export function findMajorityLabel(labels: readonly ExpertLabel[]): ExpertLabel {
  const counts = EXPERT_LABELS.map(
    (label) => labels.filter((candidate) => candidate === label).length,
  );
  const best = counts.indexOf(Math.max(...counts));
  return EXPERT_LABELS[best] ?? 'Entailment';
}
