const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
// PDF extraction sometimes splits the ordinal ("16t h day of May").
const DAY = '(\\d{1,2})\\s*(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)?';
const YEAR = '((?:19|20)\\d{2})';
// "the 21st day of June, A.D. 2019": the era some deeds still write before the year.
const ERA = '(?:A\\.?\\s?D\\.?\\s*)?';
// "this fifth day of March, 2024", "the twenty-first day of June": deeds and formal preambles
// write the day in words. Ordinals up to "thirty-first", in the order of their day number.
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS_ORDINALS: [string, string, number][] = [
  ['twentieth', 'twenty', 20],
  ['thirtieth', 'thirty', 30],
];
const DAY_IN_WORDS = `((?:twenty|thirty)[\\s-]+(?:${ORDINAL_WORDS.slice(0, 9).join('|')})|${[...TENS_ORDINALS.map(([word]) => word), ...ORDINAL_WORDS].join('|')})`;

type DateOrder = 'mdy' | 'dmy' | 'numeric' | 'dotted' | 'ymd';

// Each shape a contract writes a date in. Blanks ("this ___ day of ____, 2004") match none of
// them, so an unfilled form never yields an invented date.
const DATE_SHAPES: { pattern: RegExp; order: DateOrder }[] = [
  // "2015-06-26", as forms and order pages write it
  { pattern: /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g, order: 'ymd' },
  // "May 1, 2019", "March 15th, 2020", "Feb. 10 , 2014"
  { pattern: new RegExp(`\\b(${MONTH})\\s+${DAY}\\s*,?\\s*${ERA}${YEAR}\\b`, 'gi'), order: 'mdy' },
  // "1 May 2019", "the 15th day of March, 2020", "8th day of May 2014", "15th of March 2020";
  // a typed-over blank leaves its rule between the day and the month ("1st day of --- November").
  {
    pattern: new RegExp(
      `(?<!\\d)${DAY}\\s+(?:day\\s+of[\\s-]+|of\\s+)?(${MONTH})\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${ERA}${YEAR}\\b`,
      'gi',
    ),
    order: 'dmy',
  },
  // "this fifth day of March, 2024"
  {
    pattern: new RegExp(
      `\\b${DAY_IN_WORDS}\\s+day\\s+of[\\s-]+(${MONTH})\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${ERA}${YEAR}\\b`,
      'gi',
    ),
    order: 'dmy',
  },
  // "1.10.2019": the dotted form is Europe's, where the day comes first; a four-digit year and
  // no digit or dot either side keep a clause number ("12.1.2019.3") from reading as a date.
  { pattern: /(?<![\d.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?!\.?\d)/g, order: 'dotted' },
  // "05/01/2019", "5-1-2019", "5/8/14" (US order, as in the contracts we read)
  { pattern: /\b(\d{1,2})[/-](\d{1,2})[/-]((?:19|20)?\d{2})\b/g, order: 'numeric' },
];

/** A calendar date found in text, with where it sits. */
export interface FoundDate {
  /** YYYY-MM-DD. */
  date: string;
  index: number;
  length: number;
}

/** Every complete calendar date in the text, in order of appearance. */
export function findDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  // A form's blank filled in by hand ("_Dec. 8, 2005_") keeps its underscores: they are not
  // part of the date. Replacing them keeps every index.
  const readable = text.replace(/_/g, ' ');
  for (const { pattern, order } of DATE_SHAPES) {
    for (const match of readable.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const date = toIsoDate(match, order);
      const overlaps = found.some(
        (other) =>
          match.index < other.index + other.length && other.index < match.index + match[0].length,
      );
      if (date && !overlaps) found.push({ date, index: match.index, length: match[0].length });
    }
  }
  return found.sort((left, right) => left.index - right.index);
}

function toIsoDate(match: RegExpMatchArray, order: DateOrder): string | null {
  let year: number;
  let month: number;
  let day: number;
  if (order === 'dotted') {
    day = Number(match[1]);
    month = Number(match[2]);
    year = Number(match[3]);
  } else if (order === 'ymd') {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
  } else if (order === 'numeric') {
    month = Number(match[1]);
    day = Number(match[2]);
    const rawYear = match[3] ?? '';
    year =
      rawYear.length === 2
        ? (Number(rawYear) < 50 ? 2000 : 1900) + Number(rawYear)
        : Number(rawYear);
    // "29/3/18": the day comes first when the first number cannot be a month.
    if (month > 12 && day <= 12) [month, day] = [day, month];
  } else {
    const monthText = (order === 'mdy' ? match[1] : match[2]) ?? '';
    month = findMonthNumber(monthText);
    day = toDayNumber((order === 'mdy' ? match[2] : match[1]) ?? '');
    year = Number(match[3]);
  }
  if (!isValidDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "5" is 5; "fifth" is 5, "twenty-first" 21, "thirtieth" 30. */
function toDayNumber(day: string): number {
  if (/^\d/.test(day)) return Number(day);
  const words = day.toLowerCase().split(/[\s-]+/);
  const tens = TENS_ORDINALS.find(
    ([ordinal, cardinal]) => words[0] === ordinal || words[0] === cardinal,
  );
  const unit = ORDINAL_WORDS.indexOf(words[words.length - 1] ?? '') + 1;
  return (tens?.[2] ?? 0) + (words.length > 1 || !tens ? unit : 0);
}

function findMonthNumber(text: string): number {
  const prefix = text.toLowerCase().replace(/\.$/, '').slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2100) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
