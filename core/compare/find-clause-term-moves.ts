import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type {
  ClauseChange,
  FindingChange,
  FindingChanges,
} from '../../common/compare/comparison.ts';
import { describeDuration, measureDays } from './measure-term.ts';
import { findActingSide, type Side } from './whose-term.ts';

/** What a changed period of time is about, as far as which way it moves for the reader. */
type PeriodTopic = 'restriction' | 'notice' | 'payment';

// A restriction on its subject: not to compete, solicit, disclose, or work for others.
const RESTRICTION =
  /\b(?:compet\w*|solicit\w*|exclusiv\w*|non-?disclos\w*|shall\s+not\s+(?:engage|assist|hire|employ|work|disclose|use))\b/i;
const NOTICE = /\bnotice\b/i;
const PAYMENT = /\b(?:pay|pays|paid|payment|invoices?|reimburse\w*)\b/i;

/**
 * The periods of time a changed clause states, judged for the reader by what the clause does and
 * whom it binds: a restriction on the reader lengthened (a non-compete "one year" to "two
 * years"), the notice the reader must give lengthened or the other side's shortened, the time
 * the other side has to pay the reader lengthened. A lawyer reads these off the clause itself,
 * so they are found even where the analysis quoted another sentence for the risk. Clauses a
 * finding change already stands on are left to it.
 */
export function findClauseTermMoves(
  changes: readonly ClauseChange[],
  analysis: Analysis,
  known: FindingChanges,
): { worse: FindingChange[]; better: FindingChange[] } {
  const moves = { worse: [] as FindingChange[], better: [] as FindingChange[] };
  const covered = [...known.appeared, ...known.resolved, ...known.worse, ...known.better];
  for (const change of changes) {
    if (change.kind !== 'changed' || !change.after || !change.before) continue;
    const duration = change.facts?.find((fact) => fact.kind === 'duration');
    const daysBefore = measureDays(duration?.before.join(' ') ?? '');
    const daysAfter = measureDays(duration?.after.join(' ') ?? '');
    if (daysBefore === null || daysAfter === null || daysBefore === daysAfter) continue;
    if (covered.some((finding) => overlaps(finding.after, change))) continue;
    const topic = findPeriodTopic(change.after);
    if (!topic) continue;
    const subject = findActingSide(change.after, analysis);
    // Who pays decides which way a payment period cuts; a clause that does not say is left.
    if (topic === 'payment' && subject === 'both') continue;
    const isLonger = daysAfter > daysBefore;
    const direction = judge(topic, subject, isLonger);
    const from = describeDuration(duration?.before.join(' ') ?? '') ?? '';
    const to = describeDuration(duration?.after.join(' ') ?? '') ?? '';
    moves[direction].push(
      describe(
        change,
        `${TITLES[topic][subject]}${sectionOf(change)}`,
        topic,
        `${isLonger ? 'extended' : 'shortened'} from ${from} to ${to}`,
      ),
    );
  }
  return moves;
}

const TITLES: Record<PeriodTopic, Record<Side, string>> = {
  restriction: {
    reader: 'Restriction on you',
    other: 'Restriction on the other side',
    both: 'Restriction on both sides',
  },
  notice: {
    reader: 'Notice you must give',
    other: 'Notice the other side must give',
    both: 'Notice either side must give',
  },
  payment: {
    reader: 'Time you have to pay',
    other: 'Time the other side has to pay you',
    both: 'Time to pay',
  },
};

/**
 * Longer is worse for whoever a restriction binds, and for whoever must give notice (longer
 * tied in); a shorter notice from the other side or both sides leaves the reader less time to
 * react; the longer the other side may take to pay, the worse for the reader, and the reverse.
 */
function judge(topic: PeriodTopic, subject: Side, isLonger: boolean): 'worse' | 'better' {
  const hurtsWhenLonger =
    topic === 'restriction'
      ? subject !== 'other'
      : topic === 'notice'
        ? subject === 'reader'
        : subject === 'other';
  return isLonger === hurtsWhenLonger ? 'worse' : 'better';
}

function findPeriodTopic(text: string): PeriodTopic | null {
  if (RESTRICTION.test(text)) return 'restriction';
  if (NOTICE.test(text)) return 'notice';
  if (PAYMENT.test(text)) return 'payment';
  return null;
}

function sectionOf(change: ClauseChange): string {
  const number = change.sectionAfter?.number ?? change.sectionBefore?.number;
  return number ? ` (section ${number})` : '';
}

function overlaps(place: FindingChange['after'], change: ClauseChange): boolean {
  if (!place || change.startAfter === undefined || change.endAfter === undefined) return false;
  return place.start < change.endAfter && change.startAfter < place.end;
}

/** The move as a finding change, placed on the clause in both versions. */
function describe(change: ClauseChange, title: string, category: PeriodTopic, reason: string) {
  const section = change.sectionAfter?.number ?? change.sectionBefore?.number;
  const place = (quote = '', page = 1, start = 0, end = 0) => ({
    quote,
    page,
    start,
    end,
    ...(section ? { section } : {}),
  });
  const finding: FindingChange = {
    type: 'clause',
    category,
    title,
    reason,
    before: place(change.before, change.pageBefore, change.startBefore, change.endBefore),
    after: place(change.after, change.pageAfter, change.startAfter, change.endAfter),
  };
  return finding;
}
