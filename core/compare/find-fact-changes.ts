import { findDates } from '../analysis/reading/facts/parse-dates.ts';
import { findDurations } from '../analysis/reading/facts/parse-durations.ts';
import type { FactChange, FactKind } from '../../common/compare/comparison.ts';

const AMOUNT =
  /(?:[$€£¥]\s?|\b(?:USD|EUR|GBP|US\$)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[mk]\b))?|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros|pounds)\b/gi;
const PERCENTAGE = /\b\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/gi;
const NUMBER = /\b\d[\d,]*(?:\.\d+)?\b/g;
// A company as contracts name it: capitalised words ending in its legal form.
const PARTY =
  /\b(?:[A-Z][\w&'’.-]*\s+){0,5}[A-Z][\w&'’.-]*,?\s+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Company|GmbH|AG|S\.A|N\.V|B\.V|PLC|LLP|LP)\b\.?/g;

/**
 * The numbers, amounts, percentages, dates, durations and companies one clause states in each
 * version, where they differ: what was there and is gone, what is new. A redline shows "$5,000"
 * became "$7,500" among other words; this says it outright, so no changed figure goes unseen.
 */
export function findFactChanges(before: string, after: string): FactChange[] {
  const left = readFacts(before);
  const right = readFacts(after);
  const changes: FactChange[] = [];
  for (const kind of FACT_KINDS) {
    const gone = subtract(left.get(kind) ?? [], right.get(kind) ?? []);
    const added = subtract(right.get(kind) ?? [], left.get(kind) ?? []);
    if (gone.length || added.length) changes.push({ kind, before: gone, after: added });
  }
  return changes;
}

const FACT_KINDS: FactKind[] = ['amount', 'percentage', 'date', 'duration', 'number', 'party'];

/** Each fact as written, by kind; a number counts only where no other fact has taken it. */
function readFacts(text: string): Map<FactKind, string[]> {
  const facts = new Map<FactKind, string[]>();
  const taken: [number, number][] = [];
  const add = (kind: FactKind, value: string, start: number, end: number) => {
    facts.set(kind, [...(facts.get(kind) ?? []), value]);
    taken.push([start, end]);
  };
  for (const match of text.matchAll(AMOUNT))
    add('amount', squeeze(match[0]), match.index, match.index + match[0].length);
  for (const match of text.matchAll(PERCENTAGE))
    add('percentage', squeeze(match[0]), match.index, match.index + match[0].length);
  for (const found of findDates(text))
    add(
      'date',
      text.slice(found.index, found.index + found.length),
      found.index,
      found.index + found.length,
    );
  for (const found of findDurations(text))
    add(
      'duration',
      squeeze(text.slice(found.index, found.index + found.length)),
      found.index,
      found.index + found.length,
    );
  for (const match of text.matchAll(PARTY))
    add('party', squeeze(match[0]), match.index, match.index + match[0].length);
  for (const match of text.matchAll(NUMBER)) {
    const end = match.index + match[0].length;
    if (taken.some(([start, stop]) => match.index < stop && start < end)) continue;
    facts.set('number', [...(facts.get('number') ?? []), match[0]]);
  }
  return facts;
}

function squeeze(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The values of `from` not matched one for one in `other` (multisets: "30" twice vs once). */
function subtract(from: readonly string[], other: readonly string[]): string[] {
  const remaining = new Map<string, number>();
  for (const value of other)
    remaining.set(value.toLowerCase(), (remaining.get(value.toLowerCase()) ?? 0) + 1);
  return from.filter((value) => {
    const count = remaining.get(value.toLowerCase()) ?? 0;
    if (count > 0) remaining.set(value.toLowerCase(), count - 1);
    return count === 0;
  });
}
