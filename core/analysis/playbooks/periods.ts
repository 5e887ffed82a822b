// Numbers, periods and rates as contracts write them: "seventy-two (72) hours", "twelve months",
// "net 45", "18% per annum", "twice the monthly rent".

import { COUNT, parseCount } from '../reading/facts/parse-durations.ts';

const NOTICE_PERIOD = new RegExp(
  String.raw`\bwithin\s+(${COUNT})\s*(business\s+|working\s+|calendar\s+)?(hours?|days?)\b`,
  'i',
);

/** The hours a notice period stands for ("within 48 hours"), working days counted as calendar days. */
export function noticeHours(sentence: string): number | null {
  const period = NOTICE_PERIOD.exec(sentence);
  if (!period) return null;
  const count = parseCount(period[1] ?? '');
  if (count === null) return null;
  return /hour/i.test(period[3] ?? '') ? count : count * 24;
}

const PAYMENT_PERIOD =
  /\b(?:within|net|in)\s+(\d{1,3}|thirty|forty-five|sixty|ninety|fifteen|ten|seven|fourteen)\s*(?:\((\d{1,3})\)\s*)?(?:calendar\s+|business\s+|working\s+)?days?\b|\bnet\s*(\d{1,3})\b/i;

/** The number of days a payment sentence gives ("within thirty days", "net 45"), or null. */
export function paymentDays(sentence: string): number | null {
  const found = PAYMENT_PERIOD.exec(sentence);
  if (!found) return null;
  return parseCount(found[2] ?? found[1] ?? found[3] ?? '');
}

const DURATION =
  /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six)\s*(?:\((\d{1,3})\)\s*)?(?:calendar\s+)?(years?|months?)\b/gi;

/** The longest period, in months, a piece of text names ("twelve (12) months", "2 years"). */
export function longestMonths(text: string): number {
  let longest = 0;
  for (const found of text.matchAll(DURATION)) {
    const count = parseCount(found[2] ?? found[1] ?? '') ?? 0;
    const months = /^year/i.test(found[3] ?? '') ? count * 12 : count;
    longest = Math.max(longest, months);
  }
  return longest;
}

/** The largest rate a sentence states in figures ("18%", "18 percent"), or 0. */
export function largestPercent(words: string): number {
  const rates = [...words.matchAll(/(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)/gi)].map(
    (match) => Number(match[1]),
  );
  return Math.max(0, ...rates);
}

/** The largest share a sentence states, in figures or as a multiple: "double" is 200%. */
export function largestShare(words: string): number {
  const rates = [largestPercent(words)];
  if (/\b(?:double|twice|two\s+times|200%)\b/i.test(words)) rates.push(200);
  if (/\b(?:triple|three\s+times)\b/i.test(words)) rates.push(300);
  return Math.max(...rates);
}
