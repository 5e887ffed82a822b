import { formatLongDate } from '../../../common/dates/long-dates.ts';
import type {
  Duration,
  KeyDate,
  KeyTerm,
  Obligation,
  Party,
  Perspective,
  Protection,
  RedFlag,
} from '../../../common/analysis/analysis-schema.ts';
import { findProfile } from '../playbooks/profiles/profiles.ts';

/** What the summary is made from: the reader and the findings of the other extractors. */
export interface SummaryInput {
  documentType: string;
  perspective: Perspective | null;
  parties: Party[];
  keyDates: KeyDate[];
  keyTerms: KeyTerm[];
  redFlags: RedFlag[];
  protections: Protection[];
  obligations: Obligation[];
}

// The three points that matter most to the reader lead the key points.
const MAX_FLAG_POINTS = 3;
const MAX_DUTY_POINTS = 2;
const MAX_PROTECTION_POINTS = 2;

/**
 * A short plain-English summary written to the reader ("A franchise agreement between Pizza
 * Fusion Holding, Inc. (Franchisor) and you (Franchisee), governed by Florida law. Read as the
 * Franchisee: 6 points need your attention, 2 of them serious; 3 terms are in your favour.")
 * and the key points to take away: the serious risks, what you must do, what is in your favour.
 */
export function summarize(input: SummaryInput): { short: string; keyPoints: string[] } {
  const opening = [
    describeType(input.documentType),
    describeParties(input.parties, input.perspective),
    describeStart(input.keyDates),
    describeLaw(input.keyTerms),
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/, (between|with) /, ' $1 ');
  const stated = input.keyTerms.filter((term) => term.status === 'stated');
  const deal = [describeDuration(input.keyDates, stated), describeMoney(stated)]
    .filter(Boolean)
    .map((sentence) => `${sentence}. `)
    .join('');
  return {
    short: `${opening}. ${deal}${describeReading(input)}`,
    keyPoints: buildKeyPoints(input),
  };
}

function describeType(documentType: string): string {
  return findProfile(documentType).summaryName;
}

function describeParties(parties: Party[], perspective: Perspective | null): string {
  const names = parties.slice(0, 4).map((party) => {
    const isReader = perspective !== null && party.role === perspective.role;
    const name = isReader ? 'you' : party.name;
    return party.role && party.role !== 'Party' && party.role !== party.name
      ? `${name} (${party.role})`
      : name;
  });
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
  const law = keyTerms.find((term) => term.kind === 'governing-law' && term.status === 'stated');
  if (!law) return '';
  return /\s(?:and|of)\s/.test(law.value) || law.value.split(' ').length > 2
    ? `governed by the law of ${law.value}`
    : `governed by ${law.value} law`;
}

/** How long it runs: "It runs for 3 years, then renews for 1 year at a time", "It ends on …". */
function describeDuration(keyDates: KeyDate[], keyTerms: KeyTerm[]): string {
  const renewal = keyTerms.find((term) => term.kind === 'term-and-renewal');
  // "Renews for 1 year at a time" or "3 years, then renews for 1 year at a time".
  if (renewal)
    return /^renews/i.test(renewal.value)
      ? `It ${lowerFirst(renewal.value)}`
      : `It runs for ${renewal.value}`;
  const ends = keyDates.find((date) => date.kind === 'expiration');
  if (ends?.date) return `It ends on ${formatLongDate(ends.date)}`;
  if (ends?.duration) return `It runs for ${formatDuration(ends.duration)}`;
  return '';
}

/** The money in a few words: the fee, the royalty and when payment is due. */
function describeMoney(keyTerms: KeyTerm[]): string {
  const value = (kind: KeyTerm['kind']) => keyTerms.find((term) => term.kind === kind)?.value;
  const parts = [
    value('fees'),
    value('royalties') && `royalties of ${value('royalties')}`,
    value('payment-terms') && `payment ${lowerFirst(value('payment-terms') ?? '')}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Money: ${parts.join('; ')}` : '';
}

function describeReading(input: SummaryInput): string {
  const { perspective, redFlags, protections } = input;
  const lead = !perspective
    ? ''
    : perspective.isMutual
      ? `Both sides make the same promises; read as ${perspective.role === perspective.party ? `the ${perspective.role}` : perspective.party}: `
      : `Read as the ${perspective.role}: `;
  const serious = redFlags.filter((flag) => flag.severity === 'high').length;
  const flags =
    redFlags.length === 0
      ? 'no red flags were found'
      : redFlags.length === 1
        ? `1 point needs your attention${serious ? ', and it is serious' : ''}`
        : `${redFlags.length} points need your attention, ${serious === 0 ? 'none of them serious' : `${serious} of them serious`}`;
  const favour =
    protections.length === 0
      ? ''
      : `; ${protections.length} term${protections.length === 1 ? ' is' : 's are'} in your favour`;
  const sentence = `${lead}${flags}${favour}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function buildKeyPoints(input: SummaryInput): string[] {
  const points: string[] = [];
  // One point per kind of flag: three invention-assignment sentences are one thing to know.
  const oneOfEachKind = input.redFlags.filter(
    (flag, index) => input.redFlags.findIndex((other) => other.title === flag.title) === index,
  );
  for (const flag of oneOfEachKind.slice(0, MAX_FLAG_POINTS)) {
    const label =
      flag.severity === 'high' ? 'Serious' : flag.severity === 'medium' ? 'Check' : 'Note';
    points.push(`${label}: ${lowerFirst(flag.title)}. ${firstSentence(flag.explanation)}`);
  }
  const role = input.perspective?.role;
  const mine = role ? input.obligations.filter((item) => item.burdens.includes(role)) : [];
  const theirs = role
    ? input.obligations.filter((item) => item.burdens.length > 0 && !item.burdens.includes(role))
    : [];
  for (const duty of mine.filter(isWorthSaying).sort(byDeadlineFirst).slice(0, MAX_DUTY_POINTS))
    points.push(`You must ${describeDuty(duty)}.`);
  for (const protection of input.protections.slice(0, MAX_PROTECTION_POINTS))
    points.push(`In your favour: ${lowerFirst(protection.title)}.`);
  const notice = input.keyDates.find((date) => date.kind === 'notice-period');
  if (notice?.duration) points.push(`${notice.label}: ${formatDuration(notice.duration)}.`);
  const cap = input.keyTerms.find(
    (keyTerm) => keyTerm.kind === 'liability-cap' && keyTerm.status === 'stated',
  );
  if (cap) points.push(`Liability is capped at ${lowerFirst(cap.value)}.`);
  points.push(...describeObligationCounts(input.obligations, mine, theirs, role));
  return points;
}

function describeObligationCounts(
  all: Obligation[],
  mine: Obligation[],
  theirs: Obligation[],
  role: string | undefined,
): string[] {
  if (all.length === 0) return [];
  const plural = (count: number) => `${count} obligation${count === 1 ? '' : 's'}`;
  if (!role) {
    const withDeadlines = all.filter((obligation) => obligation.deadline).length;
    return [
      `${plural(all.length)} to keep track of${withDeadlines ? `, ${withDeadlines} with a deadline or schedule` : ''}.`,
    ];
  }
  const withDeadlines = mine.filter((obligation) => obligation.deadline).length;
  const yours = `You have ${plural(mine.length)} to keep track of${withDeadlines ? `, ${withDeadlines} with a deadline or schedule` : ''}`;
  return [`${yours}${theirs.length ? `; the other side has ${theirs.length}` : ''}.`];
}

function describeDuty(obligation: Obligation): string {
  const deadline = obligation.deadline?.text;
  const action = obligation.action.replace(/…$/, '');
  return deadline && !action.includes(deadline) ? `${action} (${deadline})` : action;
}

/** A duty with money, delivery or notice at stake and a deadline: what a summary should name. */
function isWorthSaying(obligation: Obligation): boolean {
  return (
    obligation.deadline !== null &&
    ['payment', 'delivery', 'notice', 'reporting', 'insurance'].includes(obligation.type) &&
    obligation.action.split(' ').length >= 3
  );
}

function byDeadlineFirst(left: Obligation, right: Obligation): number {
  return (
    Number(Boolean(right.deadline)) - Number(Boolean(left.deadline)) || left.start - right.start
  );
}

function formatDuration(duration: Duration): string {
  const unit = duration.unit === 'business-day' ? 'business day' : duration.unit;
  return `${duration.value} ${unit}${duration.value === 1 ? '' : 's'}`;
}

function lowerFirst(text: string): string {
  // "Liability has no upper limit" but "NDA", "IP" and names keep their capitals.
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function firstSentence(text: string): string {
  return /^[^.]*\./.exec(text)?.[0] ?? text;
}
