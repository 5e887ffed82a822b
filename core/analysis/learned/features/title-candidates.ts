import type { Candidate } from './candidate.ts';
import { addContextFeatures, addSpanWords, getPositionBucket } from './context-features.ts';

const DOCUMENT_WORD =
  /\b(?:AGREEMENT|Agreement|CONTRACT|Contract|AMENDMENT|Amendment|LICENSE|License|ADDENDUM|Addendum|TERMS|Terms|MEMORANDUM|Memorandum|ARRANGEMENT|PLAN|Plan|CHARTER)\b/;
const TITLE_PREFIX =
  /^(.*?\b(?:AGREEMENT|Agreement|CONTRACT|Contract|AMENDMENT|Amendment|ADDENDUM|Addendum))\b/;
const CAPITALS_TITLE =
  /(?:[A-Z0-9][A-Z0-9&'’\-/#.,]*\s+){0,10}(?:AGREEMENT|CONTRACT|AMENDMENT(?:\s+NO\.\s*\d+)?|ADDENDUM|LICENSE)\b/g;
const RUNNING_TITLE =
  /\b(?:THIS|This|the|The)\s+((?:[A-Z0-9][\w&'’\-/#.]*\s+(?:(?:and|of|for|to|on|in|AND|OF|FOR|TO)\s+)?){0,9}(?:AGREEMENT|Agreement|CONTRACT|Contract|AMENDMENT|Amendment|ADDENDUM|Addendum|LICENSE|License))\b/g;
const HEAD_CHARACTERS = 6000;

/**
 * Possible document names in the head of the text: short lines with a document word, runs of
 * capitals ending in one (and their shorter tails), and "This ... Agreement" phrases.
 */
export function buildTitleCandidates(text: string): Candidate[] {
  const head = text.slice(0, HEAD_CHARACTERS);
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  const add = (rawStart: number, rawEnd: number, kind: string) => {
    let start = rawStart;
    let end = rawEnd;
    while (start < end && /[\s"“(]/.test(text.charAt(start))) start++;
    while (end > start && /[\s"”),.:;]/.test(text.charAt(end - 1))) end--;
    const key = `${start}:${end}`;
    if (end - start < 4 || seen.has(key)) return;
    seen.add(key);
    const value = text.slice(start, end);
    const features = [
      'title:bias',
      `title:${kind}`,
      `title:pos${getPositionBucket(start)}`,
      `title:rank${Math.min(candidates.length, 6)}`,
      `title:nw${Math.min(12, value.split(/\s+/).length)}`,
      `title:caps${value === value.toUpperCase()}`,
    ];
    addSpanWords(features, value, 'title:w:');
    addContextFeatures(text, start, end, features, 'title:');
    candidates.push({ start, end, kind: 'title', features });
  };
  for (const match of head.matchAll(/[^\n]+/g)) {
    const trimmed = match[0].trim();
    if (!trimmed || trimmed.split(/\s+/).length > 14 || !DOCUMENT_WORD.test(trimmed)) continue;
    const start = match.index + match[0].indexOf(trimmed);
    add(start, start + trimmed.length, 'line');
    const prefix = TITLE_PREFIX.exec(trimmed);
    if (prefix?.[1] && prefix[1].length < trimmed.length)
      add(start, start + prefix[1].length, 'line-prefix');
  }
  // Flattened layouts put the title between runs of spaces rather than on its own line.
  for (const match of head.matchAll(/[^\n]+?(?=\s{3,}|\n|$)/g)) {
    const trimmed = match[0].trim();
    if (!trimmed || trimmed.split(/\s+/).length > 14 || !DOCUMENT_WORD.test(trimmed)) continue;
    const start = match.index + match[0].indexOf(trimmed);
    add(start, start + trimmed.length, 'chunk');
  }
  for (const match of head.matchAll(CAPITALS_TITLE)) {
    const words = match[0].trim().split(/\s+/);
    const end = match.index + match[0].trimEnd().length;
    add(match.index, end, 'caps');
    for (let count = 2; count <= 6 && count < words.length; count++) {
      const first = words[words.length - count] ?? '';
      add(
        match.index + match[0].lastIndexOf(first, match[0].trimEnd().length - 1),
        end,
        `caps${count}`,
      );
    }
  }
  for (const match of head.matchAll(RUNNING_TITLE)) {
    const title = match[1] ?? '';
    const start = match.index + match[0].indexOf(title);
    add(start, start + title.length, 'phrase');
  }
  return candidates;
}
