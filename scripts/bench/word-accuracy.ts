/** How well a recognised page matches the page's true words, in reading order or not. */
export interface WordAccuracy {
  /** Share of the true words that were read. */
  recall: number;
  /** Share of the read words that are true words. */
  precision: number;
  f1: number;
}

/**
 * Compares words as bags, not sequences: pdf.js and Tesseract may order a table or a heading
 * beside a paragraph differently, and that is not a misreading. Words are compared lower-cased
 * without the punctuation around them, so "Agreement," matches "agreement".
 */
export function measureWordAccuracy(truth: string, read: string): WordAccuracy {
  const expected = countWords(truth);
  const found = countWords(read);
  let matched = 0;
  let expectedTotal = 0;
  let foundTotal = 0;
  for (const count of found.values()) foundTotal += count;
  for (const [word, count] of expected) {
    expectedTotal += count;
    matched += Math.min(count, found.get(word) ?? 0);
  }
  const recall = expectedTotal > 0 ? matched / expectedTotal : 1;
  const precision = foundTotal > 0 ? matched / foundTotal : expectedTotal > 0 ? 0 : 1;
  const f1 = recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0;
  return { recall, precision, f1 };
}

function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of text.split(/\s+/)) {
    const word = raw.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (word.length > 0) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
