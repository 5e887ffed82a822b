import type { TextRun } from './parsed-document.ts';

/**
 * A page with fewer visible characters than this has no real text layer: a scan, perhaps with a
 * stamped page number or Bates number, which OCR should read instead.
 */
export const MIN_TEXT_LAYER_CHARACTERS = 16;

/**
 * Images must cover at least this share of the page before its text layer is doubted. Logos,
 * signatures and letterheads cover a few percent (at most 5% on the 501 pages of the CUAD PDFs);
 * a scanned page printed from a browser inside its margins about 80%, and even one shrunk to fit
 * sideways over 40%; tables pasted as pictures in the CUAD PDFs cover 31 to 44%.
 */
export const MIN_IMAGE_SHARE = 0.25;

/**
 * A text layer covering less than this share of the area its images cover cannot be all the
 * page says. Text boxes (each line's width by its font size) cover 10 to 20% of a full page of
 * running text (CUAD), so under a tenth of the pictures' area is a few lines beside them: a
 * browser's header and footer over a printed scan cover about 1% of the page, a pasted table's
 * heading and page number 1 to 2.5% of the picture (CUAD). A short letter over a page-sized
 * scanned letterhead is read by OCR too; what OCR reads again of its text layer is dropped
 * (joinOcrWithTextLayer), so that costs seconds, never text.
 */
export const MAX_TEXT_TO_IMAGE_AREA = 0.1;

/** What a PDF page's text layer holds: its visible characters and the area of its runs. */
export interface TextLayerAmount {
  visibleCharacters: number;
  /** The runs' boxes added up, as a share of the page's area. */
  textShare: number;
}

/** How much of the page a text layer's runs cover (0..1), overlaps counted twice. */
export function measureTextShare(runs: readonly TextRun[], width: number, height: number): number {
  const pageArea = width * height;
  if (!(pageArea > 0)) return 0;
  let area = 0;
  for (const run of runs) area += Math.max(0, run.width) * Math.max(0, run.height);
  return Math.min(1, area / pageArea);
}

/**
 * Whether a page's text layer is missing, or too thin to be what the page shows, so OCR should
 * read the page: a scan with a browser's header and footer, a table pasted as a picture under
 * its heading. Ordinary text pages with a logo keep their text layer. `measureImageShare` (which
 * decodes the page's images) is only called when the answer depends on it.
 */
export async function isTextLayerThin(
  amount: TextLayerAmount,
  measureImageShare: () => Promise<number>,
): Promise<boolean> {
  if (amount.visibleCharacters < MIN_TEXT_LAYER_CHARACTERS) return true;
  // No picture covers more than the whole page: text this dense is the page's content.
  if (amount.textShare >= MAX_TEXT_TO_IMAGE_AREA) return false;
  const imageShare = await measureImageShare();
  return imageShare >= MIN_IMAGE_SHARE && amount.textShare < imageShare * MAX_TEXT_TO_IMAGE_AREA;
}
