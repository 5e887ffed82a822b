import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Duration } from '../../common/analysis/analysis-schema.ts';
import { DATA_DIRECTORY } from '../train/load-data.ts';
import { parseCsv, toContractId } from './clause-answers.ts';

/** The key facts CUAD's experts wrote down for one contract, as they wrote them. */
export interface FactAnswers {
  parties: string[];
  agreementDate: string;
  effectiveDate: string;
  expirationDate: string;
  renewalTerm: string;
  noticePeriod: string;
  governingLaw: string;
}

const COLUMNS: Record<keyof FactAnswers, string> = {
  parties: 'Parties-Answer',
  agreementDate: 'Agreement Date-Answer',
  effectiveDate: 'Effective Date-Answer',
  expirationDate: 'Expiration Date-Answer',
  renewalTerm: 'Renewal Term-Answer',
  noticePeriod: 'Notice Period To Terminate Renewal- Answer',
  governingLaw: 'Governing Law-Answer',
};

/**
 * The experts' key facts per contract (by dev.jsonl.gz id) from master_clauses_dev.csv: party
 * names without their roles ("Rogers Cable Communications Inc. ("Rogers")" gives the name), and
 * the other answers as written ("5/8/14", "successive 1 year", "Ontario, Canada").
 */
export function readFactAnswers(csv: string): Map<string, FactAnswers> {
  const [header = [], ...rows] = parseCsv(csv);
  const indexOf = (column: string) => header.findIndex((name) => name.trim() === column.trim());
  const columns = Object.entries(COLUMNS).map(
    ([field, column]) => [field as keyof FactAnswers, indexOf(column)] as const,
  );
  const answers = new Map<string, FactAnswers>();
  for (const row of rows) {
    const filename = row[0];
    if (!filename) continue;
    const value = (field: keyof FactAnswers) =>
      (row[columns.find(([name]) => name === field)?.[1] ?? -1] ?? '').trim();
    answers.set(toContractId(filename), {
      parties: splitPartyNames(value('parties')),
      agreementDate: value('agreementDate'),
      effectiveDate: value('effectiveDate'),
      expirationDate: value('expirationDate'),
      renewalTerm: value('renewalTerm'),
      noticePeriod: value('noticePeriod'),
      governingLaw: value('governingLaw'),
    });
  }
  return answers;
}

/** Reads ../shared/data/cuad/master_clauses_dev.csv (see readFactAnswers). */
export function loadFactAnswers(): Map<string, FactAnswers> {
  return readFactAnswers(
    readFileSync(path.join(DATA_DIRECTORY, 'cuad', 'master_clauses_dev.csv'), 'utf8'),
  );
}

// What the experts' spans carry beside the name: a quoted alias ("Excite, Inc. "Excite""), an
// alias cut off at the span's end ("QIWI plc ("QIWI", and,"), a stray bracket, and the group
// the party acts for ("X and its Affiliates", "X, on behalf of itself and ...").
const BESIDE_THE_NAME = [
  /\([^)]*\)/g,
  /["“][^"”]*["”]/g,
  /\([^)]*$/,
  /,?\s+(?:and\s+(?:all\s+of\s+)?its\s+(?:subsidiaries|affiliates)|on\s+behalf\s+of\s+itself)\b.*$/i,
  /[)"“”]/g,
];

/**
 * "A Inc. ("A"); B Ltd. (formerly C) ("B") together with D" → ["A Inc.", "B Ltd.", "D"]: the
 * names, without what the experts' spans carry beside them.
 */
export function splitPartyNames(answer: string): string[] {
  return answer
    .split(/;|\btogether with\b/i)
    .map((part) =>
      BESIDE_THE_NAME.reduce((name, pattern) => name.replace(pattern, ''), part)
        .replace(/\s+/g, ' ')
        .replace(/^[\s,]+|[\s,]+$/g, ''),
    )
    .filter((name) => /[a-z]/i.test(name));
}

/** An expert's "5/8/14" or "10/1/1999" as YYYY-MM-DD; null for anything else ("[]/[]/2013"). */
export function parseExpertDate(answer: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(answer.trim());
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const fullYear = year.length === 4 ? year : `${Number(year) >= 50 ? '19' : '20'}${year}`;
  return `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const UNITS: Record<string, Duration['unit']> = {
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
};

/** An expert's "successive 1 year" or "30 days" as a duration; null when it names none. */
export function parseExpertDuration(answer: string): Duration | null {
  const match = /(\d+)\)?\s*(?:business\s+)?(days?|weeks?|months?|years?)\b/i.exec(answer);
  const unit = UNITS[match?.[2]?.toLowerCase() ?? ''];
  if (!match || !unit) return null;
  return { value: Number(match[1]), unit };
}

const DAYS: Record<Duration['unit'], number> = {
  day: 1,
  'business-day': 1.4,
  week: 7,
  month: 30,
  year: 365,
};

/** The same length of time, however it is counted (12 months is a year). */
export function isSameDuration(left: Duration | null, right: Duration | null): boolean {
  if (!left || !right) return false;
  const leftDays = left.value * DAYS[left.unit];
  const rightDays = right.value * DAYS[right.unit];
  return Math.abs(leftDays - rightDays) <= 0.05 * Math.max(leftDays, rightDays);
}

function normalisePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(?:the|state|commonwealth|province|laws?|of|and|federal|united states)\b/g, ' ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether our governing law names the expert's place ("Ontario, Canada" is Ontario). */
export function isSameGoverningLaw(expert: string, ours: string | undefined): boolean {
  if (!ours) return false;
  const first = expert.split(/[,;/]|\band\b/)[0] ?? '';
  // "United States" is all words the comparison otherwise drops.
  const normalise = (place: string) =>
    normalisePlace(first) ? normalisePlace(place) : place.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = normalise(first);
  const found = normalise(ours);
  return (
    wanted.length > 0 && found.length > 0 && (found.includes(wanted) || wanted.includes(found))
  );
}

const CORPORATE_WORDS =
  /\b(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|l l c|plc|lp|l p|llp|sa|s a|ag|gmbh|nv|n v|bv|b v|pty|the)\b/g;

/** A party name without punctuation, case or corporate suffixes. */
export function normalisePartyName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .replace(CORPORATE_WORDS, ' ')
      // "Babcock & Wilcox" and "Babcock and Wilcox" are one name.
      .replace(/\band\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// The experts' "Parties" answers are every span that names a party, including the phrases that
// introduce the defined terms; these name nobody.
const NOT_A_PARTY_MENTION =
  /\b(?:individually|collectively|successors|permitted assigns|referred to|an individual|each a)\b|^(?:the\s+)?(?:party|parties)$|^its\s/i;

/** Whether an expert's mention names a party at all ("collectively as the Parties" does not). */
export function isPartyMention(expert: string): boolean {
  return !NOT_A_PARTY_MENTION.test(expert) && normalisePartyName(expert).length > 0;
}

/**
 * Whether we name the party the expert's mention names, whole (not cut short, not a longer
 * name): as one of our names, or by the role we give it, since the experts' mentions include
 * the defined terms ("MacroGenics and Green Cross" names two parties by theirs).
 */
export function isPartyFound(
  expert: string,
  ours: readonly string[],
  roles: readonly string[] = [],
): boolean {
  const known = [...ours, ...roles].map(normalisePartyName);
  const isKnown = (mention: string) => {
    const name = normalisePartyName(mention);
    // The experts' answers carry typos ("Mount Kowledge Holdings"): one edit in ten letters is
    // the same name.
    return known.some(
      (ourName) =>
        editDistance(ourName, name) <= Math.floor(Math.max(ourName.length, name.length) / 10),
    );
  };
  if (isKnown(expert)) return true;
  const parts = expert.split(/\s+(?:and|&)\s+/i);
  return parts.length > 1 && parts.every(isKnown);
}

/** The Levenshtein distance: how many letters to insert, delete or change to turn a into b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}
