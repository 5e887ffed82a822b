import type { Chunk } from './split-into-chunks.ts';

/** Where a quote was found: text.slice(start, end) is the document's own words. */
export interface QuoteRange {
  start: number;
  end: number;
}

/**
 * Finds a quote the model gave for a chunk in the document's text: inside the chunk first, else
 * the occurrence nearest to the chunk. Only white space may differ (models often turn a PDF's
 * line breaks into spaces); the range returned is of the document's own characters, so the
 * finding then quotes the document exactly. Null when the words are not in the document.
 */
export function locateQuote(text: string, quote: string, chunk: Chunk): QuoteRange | null {
  const trimmed = quote.trim();
  if (trimmed.length === 0) return null;
  const occurrences = findOccurrences(text, trimmed);
  let best: QuoteRange | null = null;
  for (const occurrence of occurrences) {
    if (best === null || distanceToChunk(occurrence, chunk) < distanceToChunk(best, chunk))
      best = occurrence;
  }
  return best;
}

function findOccurrences(text: string, quote: string): QuoteRange[] {
  const found: QuoteRange[] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1))
    found.push({ start: at, end: at + quote.length });
  if (found.length > 0) return found;
  // Same words, different white space: each run of white space in the quote matches any run.
  const words = quote.split(/\s+/).map(escapeRegExp);
  const pattern = new RegExp(words.join('\\s+'), 'g');
  for (const match of text.matchAll(pattern))
    found.push({ start: match.index, end: match.index + match[0].length });
  return found;
}

function distanceToChunk(range: QuoteRange, chunk: Chunk): number {
  // How far the range sticks out of the chunk on either side; 0 when it lies inside.
  return Math.max(0, chunk.start - range.start) + Math.max(0, range.end - chunk.end);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
