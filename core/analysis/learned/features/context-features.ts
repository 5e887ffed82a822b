import { addNgrams, tokenize } from './tokenize.ts';

/** Words just left and right of a short span (a date, a title), as the span's context. */
export function addContextFeatures(
  text: string,
  start: number,
  end: number,
  features: string[],
  prefix: string,
): void {
  const left = tokenize(text.slice(Math.max(0, start - 80), start)).slice(-6);
  const right = tokenize(text.slice(end, end + 50)).slice(0, 4);
  left.forEach((token, index) => {
    features.push(`${prefix}L:${token}`);
    if (index >= left.length - 3) features.push(`${prefix}L${left.length - index}:${token}`);
  });
  if (left.length >= 2) features.push(`${prefix}LL:${left.slice(-2).join('_')}`);
  right.forEach((token, index) => {
    features.push(`${prefix}R:${token}`);
    if (index === 0) features.push(`${prefix}R1:${token}`);
  });
}

/** A bucket of where a span starts: dates and titles near the top are the document's own. */
export function getPositionBucket(start: number): number {
  if (start < 300) return 0;
  if (start < 800) return 1;
  if (start < 1500) return 2;
  if (start < 3000) return 3;
  return start < 10000 ? 4 : 5;
}

/** Adds the words of a span itself, without bigrams. */
export function addSpanWords(features: string[], text: string, prefix: string): void {
  addNgrams(features, tokenize(text), prefix, false);
}
