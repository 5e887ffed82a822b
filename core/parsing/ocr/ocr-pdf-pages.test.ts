import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeScannedPdf, type DrawnWord } from './make-scanned-pdf.test-support.ts';
import { ocrPdfPages, type OcrPage, type OcrProgress } from './ocr-pdf-pages.ts';
import type * as RecognizePage from './recognize-page.ts';
import { createOcrEngine } from './recognize-page.ts';
import { chooseScale, renderPdfPage } from './render-pdf-page.ts';

const FIRST_PAGE = [
  'MASTER SUPPLY AGREEMENT',
  '1. The Supplier shall deliver the Goods within 30 days.',
  '2. The Customer shall pay each invoice within 45 days of receipt.',
  '3. Either party may terminate this Agreement on 90 days written notice.',
  '4. Liability shall not exceed the fees paid in the prior 12 months.',
  '5. This Agreement is governed by the laws of the State of New York.',
];
const THIRD_PAGE = [
  '6. The Customer shall not assign this Agreement without prior consent.',
  '7. Each party shall keep the Confidential Information of the other secret.',
  '8. The Supplier shall maintain insurance of at least $2,000,000 per claim.',
  '9. Any dispute shall be resolved by binding arbitration in London.',
];

// Counts the recognitions running at once, to see the pages read side by side.
const recognitions = vi.hoisted(() => ({ running: 0, mostAtOnce: 0 }));
vi.mock('./recognize-page.ts', async (importOriginal) => {
  const original = await importOriginal<typeof RecognizePage>();
  return {
    ...original,
    createOcrEngine: async (signal?: AbortSignal) => {
      const engine = await original.createOcrEngine(signal);
      return {
        ...engine,
        async recognize(...args: Parameters<typeof engine.recognize>) {
          recognitions.running += 1;
          recognitions.mostAtOnce = Math.max(recognitions.mostAtOnce, recognitions.running);
          try {
            return await engine.recognize(...args);
          } finally {
            recognitions.running -= 1;
          }
        },
      };
    },
  };
});

let scanned: { bytes: Uint8Array; words: DrawnWord[][] };
let pages: OcrPage[];
const progress: OcrProgress[] = [];

beforeAll(async () => {
  scanned = await makeScannedPdf([FIRST_PAGE, [], THIRD_PAGE]);
  pages = await ocrPdfPages(scanned.bytes, [1, 2, 3], {
    onProgress: (report) => progress.push(report),
  });
});

function normalize(word: string): string {
  return word.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function centre(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('ocrPdfPages on a scanned PDF', () => {
  it('reads the sentences of each page, line by line', () => {
    const [first, , third] = pages;
    expect(first?.status).toBe('recognized');
    expect(first?.text).toContain('1. The Supplier shall deliver the Goods within 30 days.');
    expect(first?.text).toMatch(/^MASTER SUPPLY AGREEMENT\n/);
    for (const [page, lines] of [
      [first, FIRST_PAGE],
      [third, THIRD_PAGE],
    ] as const) {
      const found = new Set(page?.words.map((word) => normalize(word.text)));
      const expected = lines.flatMap((line) => line.split(' ')).map(normalize);
      const matched = expected.filter((word) => found.has(word));
      expect(matched.length / expected.length).toBeGreaterThanOrEqual(0.9);
      expect(page?.text.split('\n').filter((line) => line.trim()).length).toBe(lines.length);
    }
  });

  it('gives each word its offsets in the page text and a box where it was printed', () => {
    for (const [index, page] of pages.entries()) {
      for (const word of page.words) expect(page.text.slice(word.start, word.end)).toBe(word.text);
      const drawn = scanned.words[index] ?? [];
      const placed = drawn.filter((expected) => {
        const target = centre(expected);
        return page.words.some((word) => {
          const actual = centre(word.box);
          return (
            normalize(word.text) === normalize(expected.text) &&
            Math.abs(actual.x - target.x) < 3 &&
            Math.abs(actual.y - target.y) < 3 &&
            Math.abs(word.box.width - expected.width) < 4
          );
        });
      });
      expect(placed.length).toBeGreaterThanOrEqual(Math.ceil(drawn.length * 0.9));
    }
    expect(pages[0]?.width).toBe(612);
    expect(pages[0]?.height).toBe(792);
  });

  it('is confident about a clean scan', () => {
    expect(pages[0]?.confidence).toBeGreaterThan(0.8);
    expect(pages[2]?.confidence).toBeGreaterThan(0.8);
  });

  it('returns a blank page as an empty page instead of failing', () => {
    expect(pages[1]).toMatchObject({
      pageNumber: 2,
      status: 'recognized',
      text: '',
      words: [],
      confidence: null,
    });
  });

  it('reports progress after each page, in the order they are done', () => {
    expect(progress.map((report) => report.completed)).toEqual([1, 2, 3]);
    expect(progress.map((report) => report.total)).toEqual([3, 3, 3]);
    expect(progress.map((report) => report.pageNumber).sort()).toEqual([1, 2, 3]);
  });

  it('reads pages side by side and returns them in the order asked for', async () => {
    recognitions.mostAtOnce = 0;
    const result = await ocrPdfPages(scanned.bytes, [3, 2]);
    expect(result.map((page) => page.pageNumber)).toEqual([3, 2]);
    expect(result[0]?.text).toBe(pages[2]?.text);
    expect(recognitions.mostAtOnce).toBe(2);
    recognitions.mostAtOnce = 0;
    await ocrPdfPages(scanned.bytes, [3, 2], { workers: 1 });
    expect(recognitions.mostAtOnce).toBe(1);
  }, 60_000);

  it('gives up on a page that runs out of time and goes on', async () => {
    const result = await ocrPdfPages(scanned.bytes, [1, 2], { pageTimeoutMs: 1 });
    expect(result.map((page) => page.status)).toEqual(['timed-out', 'timed-out']);
    expect(result[0]).toMatchObject({ text: '', words: [], width: 612, height: 792 });
  });

  it('rejects a page number the PDF does not have', async () => {
    await expect(ocrPdfPages(scanned.bytes, [4])).rejects.toBeInstanceOf(RangeError);
  });
});

describe('cancelling OCR', () => {
  it('stops between pages as soon as the signal aborts', async () => {
    // Small empty pages, so the test waits for the worker and little else.
    const pdf = await PDFDocument.create();
    for (let index = 0; index < 3; index++) pdf.addPage([144, 144]);
    const controller = new AbortController();
    const reports: OcrProgress[] = [];
    const run = ocrPdfPages(await pdf.save(), [1, 2, 3], {
      signal: controller.signal,
      onProgress: (report) => {
        reports.push(report);
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(reports).toHaveLength(1);
  });

  it('stops a recognition in flight within a moment', async () => {
    const image = await renderPdfPage(scanned.bytes, 1, { dpi: 150 });
    const engine = await createOcrEngine();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    await expect(engine.recognize(image, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    // The worker was terminated, so nothing keeps running behind the caller's back.
    await expect(engine.recognize(image)).rejects.toThrow('terminated');
  });

  it('does not start when the signal has already aborted', async () => {
    await expect(
      ocrPdfPages(scanned.bytes, [1], { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('renderPdfPage', () => {
  it('renders at 200 dpi and stays inside the pixel budget', async () => {
    const page = await renderPdfPage(scanned.bytes, 1, { maxPixels: 1_000_000 });
    expect(page.pixelWidth * page.pixelHeight).toBeLessThanOrEqual(1_000_000);
    expect(page.scale).toBeLessThan(200 / 72);
    expect(chooseScale(612, 792)).toBeCloseTo(200 / 72);
    expect(chooseScale(612 * 4, 792 * 4)).toBeLessThan(200 / 72);
  });

  it('gives Tesseract only the text area, or the whole page when asked', async () => {
    const header = (image: Uint8Array) => new TextDecoder().decode(image.subarray(0, 20));
    const cropped = await renderPdfPage(scanned.bytes, 1);
    // The scan's lines start an inch from the left and top and end half way down the page.
    expect(cropped.area.left).toBeGreaterThan(cropped.scale * 50);
    expect(cropped.area.top).toBeGreaterThan(cropped.scale * 70);
    expect(cropped.area.height).toBeLessThan(cropped.pixelHeight / 2);
    expect(header(cropped.image)).toMatch(
      new RegExp(`^P5\\n${cropped.area.width} ${cropped.area.height}\\n255\\n`),
    );
    const whole = await renderPdfPage(scanned.bytes, 1, { cropToText: false });
    expect(whole.area).toEqual({
      left: 0,
      top: 0,
      width: whole.pixelWidth,
      height: whole.pixelHeight,
    });
  });
});

describe('offline', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('recognizes text with the network cut off and writes no cache', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'ocr-offline-'));
    directories.push(root);
    const here = path.dirname(fileURLToPath(import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const node = [
      process.execPath,
      '--import',
      tsx,
      '--import',
      pathToFileURL(path.join(here, 'block-network.test-support.mjs')).href,
      path.join(here, 'offline-check.test-support.ts'),
    ];
    // A network namespace with no interfaces at all, where Linux allows it; the guard in every
    // thread reports any attempt either way.
    const command = canUnshareNetwork() ? ['unshare', '--net', '--map-root-user', ...node] : node;
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>(
      (resolve, reject) =>
        execFile(
          command[0] ?? '',
          command.slice(1),
          {
            cwd: root,
            env: { PATH: '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin', HOME: root, TMPDIR: root },
          },
          (error, out, err) => (error ? reject(error) : resolve({ stdout: out, stderr: err })),
        ),
    );
    expect(JSON.parse(stdout)).toMatchObject({
      text: 'The Supplier shall deliver the Goods within 30 days.',
    });
    expect(stderr).toContain('network guard loaded in a worker thread');
    expect(stderr).not.toContain('NETWORK ATTEMPT');
    // tsx keeps its own transform cache under TMPDIR; Tesseract must leave nothing behind.
    const left = await readdir(root, { recursive: true });
    expect(left.filter((name) => /traineddata|tesseract/i.test(name))).toEqual([]);
    expect(left.filter((name) => !name.startsWith('tsx-'))).toEqual([]);
  });
});

function canUnshareNetwork(): boolean {
  try {
    execFileSync('unshare', ['--net', '--map-root-user', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
