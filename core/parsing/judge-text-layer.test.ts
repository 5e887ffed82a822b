import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  isTextLayerThin,
  MAX_TEXT_TO_IMAGE_AREA,
  MIN_IMAGE_SHARE,
  MIN_TEXT_LAYER_CHARACTERS,
} from './judge-text-layer.ts';
import { measureImageCoverage } from './measure-image-coverage.ts';
import { drawScan } from './ocr/make-scanned-pdf.test-support.ts';
import { openPdf } from './open-pdf.ts';

async function measureFirstPage(bytes: Uint8Array): Promise<number> {
  const task = openPdf(bytes);
  try {
    const page = await (await task.promise).getPage(1);
    return await measureImageCoverage(page, page.getViewport({ scale: 1 }));
  } finally {
    await task.destroy();
  }
}

describe('isTextLayerThin', () => {
  const never = () => Promise.reject(new Error('the images should not have been measured'));

  it('sends a page with next to no characters to OCR without looking at its images', async () => {
    const amount = { visibleCharacters: MIN_TEXT_LAYER_CHARACTERS - 1, textShare: 0.001 };
    expect(await isTextLayerThin(amount, never)).toBe(true);
  });

  it('trusts text dense enough to be a page of its own whatever the images', async () => {
    const amount = { visibleCharacters: 2_000, textShare: MAX_TEXT_TO_IMAGE_AREA };
    expect(await isTextLayerThin(amount, never)).toBe(false);
  });

  it('doubts a thin text layer only over pictures covering a good share of the page', async () => {
    const header = { visibleCharacters: 120, textShare: 0.012 };
    expect(await isTextLayerThin(header, () => Promise.resolve(0.8))).toBe(true);
    expect(await isTextLayerThin(header, () => Promise.resolve(0.05))).toBe(false);
    expect(await isTextLayerThin(header, () => Promise.resolve(MIN_IMAGE_SHARE - 0.01))).toBe(
      false,
    );
    const shortLetter = { visibleCharacters: 600, textShare: 0.06 };
    expect(await isTextLayerThin(shortLetter, () => Promise.resolve(0.5))).toBe(false);
  });
});

describe('measureImageCoverage', () => {
  it('measures the share of the page an image covers', async () => {
    const pdf = await PDFDocument.create();
    const image = await pdf.embedJpg((await drawScan(['A'])).jpeg);
    pdf.addPage([600, 800]).drawImage(image, { x: 0, y: 400, width: 300, height: 400 });
    expect(await measureFirstPage(await pdf.save())).toBeCloseTo(0.25, 1);
  });

  it('counts overlapping images once and follows images inside embedded pages', async () => {
    const source = await PDFDocument.create();
    const image = await source.embedJpg((await drawScan(['A'])).jpeg);
    const sourcePage = source.addPage([600, 800]);
    sourcePage.drawImage(image, { x: 0, y: 0, width: 600, height: 800 });
    sourcePage.drawImage(image, { x: 0, y: 0, width: 600, height: 400 });
    const printed = await PDFDocument.create();
    // A page placed at half its size, as a form XObject: a quarter of the new page.
    const [embedded] = await printed.embedPdf(await source.save());
    if (!embedded) throw new Error('the page was not embedded');
    printed.addPage([600, 800]).drawPage(embedded, { x: 300, y: 0, xScale: 0.5, yScale: 0.5 });
    expect(await measureFirstPage(await printed.save())).toBeCloseTo(0.25, 1);
    expect(await measureFirstPage(await source.save())).toBeCloseTo(1, 2);
  });

  it('finds no images on a page of text', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([600, 800]).drawText('Only words here.', { x: 72, y: 700 });
    expect(await measureFirstPage(await pdf.save())).toBe(0);
  });
});
