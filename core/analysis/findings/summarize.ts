import { formatLongDate } from '../../../common/dates/long-dates.ts';
import type {
  Duration,
  KeyDate,
  KeyTerm,
  Obligation,
  Party,
  RedFlag,
} from '../../../common/analysis/analysis-schema.ts';

/** What the summary is made from: the findings of the other extractors. */
export interface SummaryInput {
  documentType: string;
  parties: Party[];
  keyDates: KeyDate[];
  keyTerms: KeyTerm[];
  redFlags: RedFlag[];
  obligations: Obligation[];
}

const MAX_FLAG_POINTS = 4;
const NAMED_TYPES: Record<string, string> = {
  NDA: 'A non-disclosure agreement',
  'Terms of Service': 'Terms of service',
  'Other Legal Document': 'A legal document',
  Unknown: 'A document',
  SAFE: 'A SAFE (simple agreement for future equity)',
};

/**
 * A short plain-English summary ("A consulting agreement between X (Company) and Y
 * (Consultant), effective 1 May 2019, governed by California law. 3 points need attention,
 * 1 of them serious.") and the key points a reader should take away.
 */
export function summarize(input: SummaryInput): { short: string; keyPoints: string[] } {
  const opening = [
    describeType(input.documentType),
    describeParties(input.parties),
    describeStart(input.keyDates),
    describeLaw(input.keyTerms),
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/, (between|with) /, ' $1 ');
  return {
    short: `${opening}. ${describeFlags(input.redFlags)}`,
    keyPoints: buildKeyPoints(input),
  };
}

function describeType(documentType: string): string {
  const named = NAMED_TYPES[documentType];
  if (named) return named;
  const lower = documentType.toLowerCase();
  return `${/^[aeiou]/.test(lower) ? 'An' : 'A'} ${lower}`;
}

function describeParties(parties: Party[]): string {
  const names = parties
    .slice(0, 4)
    .map((party) =>
      party.role && party.role !== 'Party' && party.role !== party.name
        ? `${party.name} (${party.role})`
        : party.name,
    );
  if (names.length === 0) return '';
  if (names.length === 1) return `with ${names[0]}`;
  return `between ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function describeStart(keyDates: KeyDate[]): string {
  const effective = keyDates.find((date) => date.kind === 'effective' && date.date);
  if (effective?.date) return `effective ${formatLongDate(effective.date)}`;
  const agreement = keyDates.find((date) => date.kind === 'agreement' && date.date);
  return agreement?.date ? `dated ${formatLongDate(agreement.date)}` : '';
}

function describeLaw(keyTerms: KeyTerm[]): string {
  const law = keyTerms.find((term) => term.kind === 'governing-law');
  if (!law) return '';
  return /\s(?:and|of)\s/.test(law.value) || law.value.split(' ').length > 2
    ? `governed by the law of ${law.value}`
    : `governed by ${law.value} law`;
}

function describeFlags(redFlags: RedFlag[]): string {
  const serious = redFlags.filter((flag) => flag.severity === 'high').length;
  if (redFlags.length === 0) return 'No red flags were found.';
  if (redFlags.length === 1)
    return serious ? '1 point needs attention, and it is serious.' : '1 point needs attention.';
  const seriousText = serious === 0 ? 'none of them serious' : `${serious} of them serious`;
  return `${redFlags.length} points need attention, ${seriousText}.`;
}

function buildKeyPoints(input: SummaryInput): string[] {
  const points: string[] = [];
  const ranked = [...input.redFlags].sort((left, right) => rank(left) - rank(right));
  // One point per kind of flag: three invention-assignment sentences are one thing to know.
  const oneOfEachKind = ranked.filter(
    (flag, index) => ranked.findIndex((other) => other.title === flag.title) === index,
  );
  for (const flag of oneOfEachKind.slice(0, MAX_FLAG_POINTS)) {
    points.push(
      `${flag.severity === 'high' ? 'Serious' : flag.severity === 'medium' ? 'Check' : 'Note'}: ${flag.title.toLowerCase()}. ${firstSentence(flag.explanation)}`,
    );
  }
  const ends = input.keyDates.find((date) => date.kind === 'expiration');
  if (ends?.date) points.push(`Ends on ${formatLongDate(ends.date)}.`);
  else if (ends?.duration) points.push(`Initial term: ${describeDuration(ends.duration)}.`);
  const term = input.keyTerms.find((keyTerm) => keyTerm.kind === 'term-and-renewal');
  if (term) points.push(`${term.value}.`);
  const notice = input.keyDates.find((date) => date.kind === 'notice-period');
  if (notice?.duration) points.push(`${notice.label}: ${describeDuration(notice.duration)}.`);
  const payment = input.keyTerms.find((keyTerm) => keyTerm.kind === 'payment-terms');
  if (payment)
    points.push(`Payment: ${payment.value.charAt(0).toLowerCase()}${payment.value.slice(1)}.`);
  const cap = input.keyTerms.find((keyTerm) => keyTerm.kind === 'liability-cap');
  if (cap) points.push(`Liability is capped at ${cap.value}.`);
  if (input.obligations.length > 0) {
    const withDeadlines = input.obligations.filter((obligation) => obligation.deadline).length;
    points.push(
      `${input.obligations.length} obligation${input.obligations.length === 1 ? '' : 's'} to keep track of${withDeadlines ? `, ${withDeadlines} with a deadline or schedule` : ''}.`,
    );
  }
  return points;
}

function describeDuration(duration: Duration): string {
  const unit = duration.unit === 'business-day' ? 'business day' : duration.unit;
  return `${duration.value} ${unit}${duration.value === 1 ? '' : 's'}`;
}

function rank(flag: RedFlag): number {
  return (flag.severity === 'high' ? 0 : flag.severity === 'medium' ? 1 : 2) * 1e9 + flag.start;
}

function firstSentence(text: string): string {
  return /^[^.]*\./.exec(text)?.[0] ?? text;
}

/** "2019-05-01" as "1 May 2019". */
