import type { AssembledPage } from '../assemble-page-text.ts';
import type { TextRun } from '../parsed-document.ts';
import type { OcrWord } from './recognize-page.ts';

/** A page's joined text and runs, and how many of OCR's words it took. */
export interface JoinedPage extends AssembledPage {
  ocrWordCount: number;
}

/** A paragraph with its runs (offsets into the paragraph) and where it starts down the page. */
interface Paragraph {
  text: string;
  runs: TextRun[];
  top: number;
}

// An OCR word whose centre lies this share of a run's height around the run's box is that run's
// text read again: OCR's boxes hug the glyphs, the text layer's span the font's full height.
const SAME_PLACE_TOLERANCE = 0.25;

/**
 * Joins what OCR read on a page with the page's own thin text layer (a browser's header and
 * footer over a printed scan, a Bates number). OCR reads the rendered page, text layer
 * included; where its words sit on the text layer's runs, the text layer's exact copy is kept
 * and OCR's dropped, so nothing is said twice. The paragraphs of both are then laid in order down
 * the page, so a header stays above the contract and a footer below it. With no text layer this
 * is OCR's text as it is.
 */
export function joinOcrWithTextLayer(
  layer: AssembledPage,
  ocr: { text: string; words: readonly OcrWord[] },
): JoinedPage {
  const kept = ocr.words.filter((word) => !layer.runs.some((run) => isOnRun(word, run)));
  const recognised =
    kept.length === ocr.words.length
      ? { text: ocr.text, runs: ocr.words.map(toRun) }
      : rebuildText(ocr.text, kept);
  const paragraphs = mergeDownThePage(splitParagraphs(layer), splitParagraphs(recognised));
  let text = '';
  const runs: TextRun[] = [];
  for (const paragraph of paragraphs) {
    if (text.length > 0) text += '\n\n';
    const offset = text.length;
    text += paragraph.text;
    for (const run of paragraph.runs)
      runs.push({ ...run, start: run.start + offset, end: run.end + offset });
  }
  return { text, runs, ocrWordCount: kept.length };
}

function isOnRun(word: OcrWord, run: TextRun): boolean {
  const x = word.box.x + word.box.width / 2;
  const y = word.box.y + word.box.height / 2;
  const margin = run.height * SAME_PLACE_TOLERANCE;
  return (
    x >= run.x - margin &&
    x <= run.x + run.width + margin &&
    y >= run.y - margin &&
    y <= run.y + run.height + margin
  );
}

function toRun(word: OcrWord): TextRun {
  return { start: word.start, end: word.end, ...word.box };
}

/**
 * OCR's text with only the kept words. Between two of them stands the strongest break the
 * dropped words between them had: a paragraph break, a line break, or a space.
 */
function rebuildText(original: string, kept: readonly OcrWord[]): AssembledPage {
  let text = '';
  const runs: TextRun[] = [];
  let previousEnd: number | null = null;
  for (const word of kept) {
    if (previousEnd !== null) {
      const between = original.slice(previousEnd, word.start);
      text += between.includes('\n\n') ? '\n\n' : between.includes('\n') ? '\n' : ' ';
    }
    const start = text.length;
    text += word.text;
    runs.push({ ...word.box, start, end: text.length });
    previousEnd = word.end;
  }
  return { text, runs };
}

/** The page's paragraphs (split at blank lines), each with its runs and its top edge. */
function splitParagraphs(page: AssembledPage): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let previousTop = -Infinity;
  let from = 0;
  while (from < page.text.length) {
    const blankLine = page.text.indexOf('\n\n', from);
    const to = blankLine < 0 ? page.text.length : blankLine;
    const raw = page.text.slice(from, to);
    const start = from + (raw.length - raw.trimStart().length);
    const text = raw.trim();
    from = to + 2;
    if (text.length === 0) continue;
    const end = start + text.length;
    const runs = page.runs
      .filter((run) => run.start >= start && run.end <= end)
      .map((run) => ({ ...run, start: run.start - start, end: run.end - start }));
    // A paragraph without boxes stays just after the one before it.
    const top = runs.length > 0 ? Math.min(...runs.map((run) => run.y)) : previousTop;
    paragraphs.push({ text, runs, top });
    previousTop = top;
  }
  return paragraphs;
}

/**
 * Both lists in one, each kept in its own reading order, the higher paragraph first whenever
 * the two disagree; on a tie the text layer's comes first.
 */
function mergeDownThePage(layer: Paragraph[], recognised: Paragraph[]): Paragraph[] {
  const merged: Paragraph[] = [];
  let fromLayer = 0;
  let fromRecognised = 0;
  while (fromLayer < layer.length || fromRecognised < recognised.length) {
    const next = layer[fromLayer];
    const other = recognised[fromRecognised];
    if (next && (!other || next.top <= other.top)) {
      merged.push(next);
      fromLayer++;
    } else if (other) {
      merged.push(other);
      fromRecognised++;
    }
  }
  return merged;
}
