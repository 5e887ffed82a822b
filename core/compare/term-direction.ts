import { describeDuration, measureAmount, measureDays } from './measure-term.ts';

/**
 * What a term is about, as far as which way its value hurts the reader: a restriction
 * (non-compete, exclusivity, lock-in) hurts more the longer it runs; a notice period, the
 * shorter it is (less time to react when the other side ends or changes the deal); a cap on
 * liability, the lower it is (the brief's reading: less can be recovered); a charge, the higher.
 */
export type TermTopic = 'restriction' | 'notice' | 'cap' | 'charge' | 'renewal';

const TOPICS: [RegExp, TermTopic][] = [
  [/\bcap\b|cap-on|liability-cap|limitation-of-liability/i, 'cap'],
  [/renew/i, 'renewal'],
  [/notice|terminat/i, 'notice'],
  [/compete|solicit|exclusiv|confidential|restrict|lock|term\b|nda-term|covenant/i, 'restriction'],
  [/fee|price|penalt|late|interest|royalt|payment|charge/i, 'charge'],
];

/** The topic of a finding category or key-term kind ("non-compete" is a restriction). */
export function findTermTopic(category: string): TermTopic | null {
  for (const [pattern, topic] of TOPICS) if (pattern.test(category)) return topic;
  return null;
}

/** Which way a term moved for the reader, and why in plain words; null when it did not move. */
export interface TermMove {
  direction: 'worse' | 'better';
  reason: string;
}

const AUTOMATIC = /\bautomatic(?:ally)?\b|\bauto-?renew|\bevergreen\b|\bsuccessive\b/i;

/** Whether a renewal term's words make it renew by itself ("automatically", "successive"). */
export function isAutomaticRenewal(words: string): boolean {
  return AUTOMATIC.test(words);
}

/**
 * How a term's words moved between the versions for the reader: "extended from 1 year to 2
 * years" (worse for a restriction), "shortened from 60 days to 30 days" (worse for notice), a
 * cap lowered, a renewal made automatic. Compares lengths of time first, then sums of money.
 */
export function judgeTermMove(topic: TermTopic, before: string, after: string): TermMove | null {
  if (topic === 'renewal') {
    const wasAutomatic = isAutomaticRenewal(before);
    const isAutomatic = isAutomaticRenewal(after);
    if (isAutomatic && !wasAutomatic)
      return { direction: 'worse', reason: 'the renewal is now automatic' };
    if (wasAutomatic && !isAutomatic)
      return { direction: 'better', reason: 'the renewal is no longer automatic' };
  }
  const daysBefore = measureDays(before);
  const daysAfter = measureDays(after);
  if (daysBefore !== null && daysAfter !== null && daysBefore !== daysAfter) {
    const isLonger = daysAfter > daysBefore;
    const hurtsWhenLonger = topic === 'restriction' || topic === 'renewal';
    const hurtsWhenShorter = topic === 'notice' || topic === 'cap';
    if (!hurtsWhenLonger && !hurtsWhenShorter) return null;
    const from = describeDuration(before) ?? '';
    const to = describeDuration(after) ?? '';
    return {
      direction: isLonger === hurtsWhenLonger ? 'worse' : 'better',
      reason: `${isLonger ? 'extended' : 'shortened'} from ${from} to ${to}`,
    };
  }
  const amountBefore = measureAmount(before);
  const amountAfter = measureAmount(after);
  if (amountBefore !== null && amountAfter !== null && amountBefore !== amountAfter) {
    const isHigher = amountAfter > amountBefore;
    if (topic === 'cap')
      return {
        direction: isHigher ? 'better' : 'worse',
        reason: `the cap ${isHigher ? 'raised' : 'lowered'} from ${formatAmount(amountBefore)} to ${formatAmount(amountAfter)}`,
      };
    if (topic === 'charge')
      return {
        direction: isHigher ? 'worse' : 'better',
        reason: `${isHigher ? 'raised' : 'lowered'} from ${formatAmount(amountBefore)} to ${formatAmount(amountAfter)}`,
      };
  }
  return null;
}

function formatAmount(value: number): string {
  return `$${value.toLocaleString('en-US')}`;
}
