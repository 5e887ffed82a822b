import { PDFDocument, StandardFonts } from 'pdf-lib';
import { drawScan, type DrawnWord } from './make-scanned-pdf.test-support.ts';

/** What the browser printed around each page: its header and footer lines, left and right. */
export interface BrowserPrintMarks {
  header: [string, string];
  footer: [string, string];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
// Chrome's default margins, about 0.4 inch, where it prints its header and footer in 8 pt.
const MARGIN = 29;
const MARK_SIZE = 8;

/**
 * A PDF like the one a browser makes when a scanned PDF open in it is printed to PDF: each page
 * the scan, shrunk to fit inside the margins, and a real text layer of the browser's own: the
 * date and the title above, the address and "page/pages" below. Returns the words drawn on each
 * page (boxes in PDF points on the printed page, origin top-left) and each page's marks.
 */
export async function makeBrowserPrintedScan(
  pages: string[][],
  title = 'Master Supply Agreement.pdf',
): Promise<{ bytes: Uint8Array; words: DrawnWord[][]; marks: BrowserPrintMarks[] }> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const scale = (PAGE_WIDTH - 2 * MARGIN) / PAGE_WIDTH;
  const imageHeight = PAGE_HEIGHT * scale;
  const imageTop = (PAGE_HEIGHT - imageHeight) / 2;
  const words: DrawnWord[][] = [];
  const marks: BrowserPrintMarks[] = [];
  for (const [index, lines] of pages.entries()) {
    const scan = await drawScan(lines);
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.drawImage(await pdf.embedJpg(scan.jpeg), {
      x: MARGIN,
      y: PAGE_HEIGHT - imageTop - imageHeight,
      width: PAGE_WIDTH - 2 * MARGIN,
      height: imageHeight,
    });
    const pageMarks: BrowserPrintMarks = {
      header: ['4/12/24, 10:31 AM', title],
      footer: [
        `file:///C:/Users/jane/Downloads/${encodeURIComponent(title)}`,
        `${index + 1}/${pages.length}`,
      ],
    };
    for (const [[left, right], baseline] of [
      [pageMarks.header, PAGE_HEIGHT - 18],
      [pageMarks.footer, 12],
    ] as const) {
      page.drawText(left, { x: MARGIN, y: baseline, size: MARK_SIZE, font });
      const rightWidth = font.widthOfTextAtSize(right, MARK_SIZE);
      page.drawText(right, {
        x: PAGE_WIDTH - MARGIN - rightWidth,
        y: baseline,
        size: MARK_SIZE,
        font,
      });
    }
    words.push(
      scan.words.map((word) => ({
        text: word.text,
        x: MARGIN + word.x * scale,
        y: imageTop + word.y * scale,
        width: word.width * scale,
        height: word.height * scale,
      })),
    );
    marks.push(pageMarks);
  }
  return { bytes: await pdf.save(), words, marks };
}
