import type { Duration } from '../../../../common/analysis/analysis-schema.ts';

/** The values of number words below twenty, and of the tens. */
export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
export const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const DIGIT_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
const UNDER_HUNDRED =
  '(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -]' +
  DIGIT_WORD +
  ')?' +
  '|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|ten|' +
  DIGIT_WORD.slice(3, -1) +
  ')';
/** Number words as contracts write them ("thirty", "forty-five", "one hundred and eighty"). */
export const NUMBER_WORDS = `(?:${DIGIT_WORD}[ -]hundred(?:[ -](?:and[ -])?${UNDER_HUNDRED})?|${UNDER_HUNDRED})`;

/** A count written as words, digits, or both: "thirty (30)", "30", "thirty". */
export const COUNT = `(?:(?:${NUMBER_WORDS})\\s*\\(\\s*\\d{1,4}\\s*\\)|\\d{1,4}|(?:${NUMBER_WORDS}))`;

const UNIT_WORDS = '(?:business|working|calendar)?\\s*(?:days?|weeks?|months?|years?)';

/** "thirty (30) days", "12 months", "sixty calendar days", "five business days". */
export const DURATION = new RegExp(
  `\\b(${COUNT})[\\s-]*(?:\\(\\s*\\d{1,4}\\s*\\)[\\s-]*)?(${UNIT_WORDS})\\b`,
  'gi',
);

/** The value of a count as the text writes it; the digits win when both are given. */
export function parseCount(text: string): number | null {
  const digits = /\d{1,4}/.exec(text);
  if (digits) return Number(digits[0]);
  const words = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word && word !== 'and');
  if (words.length === 0) return null;
  let total = 0;
  for (const word of words) {
    if (word === 'hundred') total = (total === 0 ? 1 : total) * 100;
    else if (word in UNITS) total += UNITS[word] ?? 0;
    else if (word in TENS) total += TENS[word] ?? 0;
    else return null;
  }
  return total;
}

/** The unit of a duration's unit words ("business days" -> business-day). */
export function parseUnit(text: string): Duration['unit'] | null {
  const lower = text.toLowerCase();
  if (/(business|working)\s*day/.test(lower)) return 'business-day';
  if (/day/.test(lower)) return 'day';
  if (/week/.test(lower)) return 'week';
  if (/month/.test(lower)) return 'month';
  if (/year/.test(lower)) return 'year';
  return null;
}

/** A duration found in text, with where it sits. */
export interface FoundDuration {
  duration: Duration;
  index: number;
  length: number;
}

/** Every duration the text names, in order ("thirty (30) days" -> {30, day}). */
export function findDurations(text: string): FoundDuration[] {
  const found: FoundDuration[] = [];
  for (const match of text.matchAll(new RegExp(DURATION.source, 'gi'))) {
    const value = parseCount(match[0].replace(new RegExp(UNIT_WORDS + '$', 'i'), ''));
    const unit = parseUnit(match[2] ?? '');
    if (value && value > 0 && unit)
      found.push({ duration: { value, unit }, index: match.index, length: match[0].length });
  }
  return found;
}
