import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Page, type Worker } from 'tesseract.js';

/** A word's box in PDF points, origin at the page's top-left corner, y downwards. */
export interface OcrBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One recognised word: where it sits in the page's text and on the page. */
export interface OcrWord {
  text: string;
  /** Offset of the word's first character in the page's text. */
  start: number;
  /** Offset just past the word's last character. */
  end: number;
  box: OcrBox;
  /** Tesseract's confidence in the word, 0..1. */
  confidence: number;
}

/** What Tesseract read on one page. */
export interface RecognizedText {
  /** Words in reading order, joined by spaces; lines by '\n', paragraphs by a blank line. */
  text: string;
  words: OcrWord[];
  /** The mean of the words' confidences, 0..1; null when the page holds no words. */
  confidence: number | null;
}

/**
 * A page image Tesseract can read (PGM or PNG), its pixels per PDF point and, when it is a part
 * of the page, where that part starts on the whole page in pixels: so boxes can be given in
 * points on the page.
 */
export interface PageImage {
  image: Uint8Array;
  scale: number;
  area?: { left: number; top: number };
}

/** One Tesseract worker, reused for many pages; terminate it when done. */
export interface OcrEngine {
  /**
   * Reads one page image. Aborting terminates the worker (a running recognition cannot be
   * interrupted any other way), so the engine cannot be used again after an abort.
   */
  recognize(image: PageImage, signal?: AbortSignal): Promise<RecognizedText>;
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);
// The LSTM-only model from the package (2.9 MB): OEM.LSTM_ONLY never uses the legacy engine's
// data in the package's default 4.0.0 folder (10.9 MB, about 1 s slower to load per worker).
const languageDataPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/**
 * Starts a Tesseract worker that never touches the network or the disk beyond node_modules:
 * the core and the language data load from local paths and nothing is cached.
 */
export async function createOcrEngine(signal?: AbortSignal): Promise<OcrEngine> {
  signal?.throwIfAborted();
  let isAbandoned = false;
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    langPath: languageDataPath,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener, an
    // uncaught exception that would take the server down; the job's promise still rejects.
    errorHandler: () => {},
  }).then(async (worker) => {
    // Aborted while starting: nobody will ever terminate this worker but us.
    if (isAbandoned) await worker.terminate();
    return worker;
  });
  const ready = await raceAbort(starting, signal, () => {
    isAbandoned = true;
  });
  try {
    // One block, read top to bottom. Automatic layout analysis (PSM.AUTO) took the clause
    // numbers of a numbered list for a column of their own: it read them apart from their
    // text, garbled, and before it. Contracts are nearly always one column; a two-column page
    // is read across its columns, line by line.
    await ready.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
  } catch (error) {
    await ready.terminate();
    throw error;
  }
  return createEngine(ready);
}

function createEngine(worker: Worker): OcrEngine {
  let dpiSet = 0;
  let isTerminated = false;
  const terminate = async () => {
    if (isTerminated) return;
    isTerminated = true;
    await worker.terminate();
  };
  return {
    async recognize(image, signal) {
      if (isTerminated) throw new Error('The OCR engine has been terminated.');
      signal?.throwIfAborted();
      // The image carries no resolution; Tesseract's size heuristics want one.
      const dpi = Math.round(image.scale * 72);
      const work = (async () => {
        if (dpi !== dpiSet) {
          await worker.setParameters({ user_defined_dpi: String(dpi) });
          dpiSet = dpi;
        }
        // Aborted while the parameters were set: tesseract.js would post the job to a worker
        // it no longer has and throw where no caller can catch it.
        if (isTerminated) throw new Error('The OCR engine has been terminated.');
        const input = Buffer.from(
          image.image.buffer,
          image.image.byteOffset,
          image.image.byteLength,
        );
        return worker.recognize(input, {}, { text: false, blocks: true });
      })();
      const result = await raceAbort(work, signal, terminate);
      return assembleText(result.data, image.scale, image.area);
    },
    terminate,
  };
}

/**
 * Builds the page text from Tesseract's blocks, recording each word's offsets and its box on the
 * whole page (the image's boxes moved by where the image lies on the page).
 */
export function assembleText(
  page: Pick<Page, 'blocks'>,
  scale: number,
  origin: { left: number; top: number } = { left: 0, top: 0 },
): RecognizedText {
  const words: OcrWord[] = [];
  let text = '';
  let confidenceSum = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      let hasParagraphText = false;
      for (const line of paragraph.lines) {
        let hasLineText = false;
        for (const word of line.words) {
          // Recognised words hold no spaces; stray invisible characters would shift offsets.
          const wordText = word.text.replace(/[\s\u200b\ufeff]+/g, '');
          if (wordText.length === 0) continue;
          if (hasLineText) text += ' ';
          else if (hasParagraphText) text += '\n';
          else if (text.length > 0) text += '\n\n';
          const start = text.length;
          text += wordText;
          words.push({
            text: wordText,
            start,
            end: text.length,
            box: toPoints(word.bbox, scale, origin),
            confidence: clampConfidence(word.confidence),
          });
          confidenceSum += clampConfidence(word.confidence);
          hasLineText = true;
          hasParagraphText = true;
        }
      }
    }
  }
  return {
    text,
    words,
    confidence: words.length > 0 ? round(confidenceSum / words.length, 4) : null,
  };
}

function toPoints(
  bbox: { x0: number; y0: number; x1: number; y1: number },
  scale: number,
  origin: { left: number; top: number },
): OcrBox {
  return {
    x: round((bbox.x0 + origin.left) / scale, 2),
    y: round((bbox.y0 + origin.top) / scale, 2),
    width: round((bbox.x1 - bbox.x0) / scale, 2),
    height: round((bbox.y1 - bbox.y0) / scale, 2),
  };
}

function clampConfidence(percent: number): number {
  return Math.min(1, Math.max(0, percent / 100));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts. */
async function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => unknown,
): Promise<T> {
  if (!signal) return work;
  // The losing side of the race must not surface later as an unhandled rejection.
  work.catch(() => {});
  let stop: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    stop = () => {
      void Promise.resolve(onAbort()).catch(() => {});
      reject(signal.reason);
    };
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
