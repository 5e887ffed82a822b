/** A piece of the document small enough for one model request, and where it sits. */
export interface Chunk {
  /** 0-based position among the chunks. */
  index: number;
  /** Offset of the chunk's first character in the document's text. */
  start: number;
  /** Offset just past the chunk's last character. */
  end: number;
  text: string;
}

/** About 3,000 tokens of English: room for the answer and the guidance in any current model. */
export const DEFAULT_MAX_CHUNK_CHARACTERS = 12_000;

// Where to cut, best first: between paragraphs, between lines, after a sentence, between words.
const BREAKS = ['\n\n', '\n', '. ', ' '];

/**
 * Cuts the text into consecutive chunks of at most `maxCharacters`, at the last paragraph break
 * that fits (a line, sentence or word break when a paragraph alone is too long), so a clause is
 * rarely split between two requests. Chunks cover the whole text without overlap.
 */
export function splitIntoChunks(text: string, maxCharacters: number): Chunk[] {
  if (!(maxCharacters >= 1)) throw new RangeError('maxCharacters must be at least 1');
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    const end = findCut(text, start, maxCharacters);
    chunks.push({ index: chunks.length, start, end, text: text.slice(start, end) });
    start = end;
  }
  return chunks;
}

function findCut(text: string, start: number, maxCharacters: number): number {
  const limit = start + maxCharacters;
  if (limit >= text.length) return text.length;
  const window = text.slice(start, limit);
  // A cut in the first half of the window would make many tiny chunks; try a weaker break then.
  const earliest = Math.floor(maxCharacters / 2);
  for (const mark of BREAKS) {
    const at = window.lastIndexOf(mark);
    if (at >= earliest) return start + at + mark.length;
  }
  return limit;
}
