import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Sentences in the register of a commercial contract. The benchmarks need realistic density
 * (long words, numbers, defined terms), not meaning, so they are cycled in a fixed order and
 * every run draws the same pages.
 */
const CLAUSES = [
  'The Supplier shall deliver the Products to the Delivery Point in accordance with the Purchase Order and the Specifications set out in Schedule 2.',
  'Payment of each undisputed invoice shall be made within thirty (30) days of receipt, failing which interest shall accrue at two percent (2%) above the Base Rate.',
  'Either Party may terminate this Agreement with immediate effect by written notice if the other Party commits a material breach that is not remedied within fourteen (14) days.',
  'Neither Party shall be liable for any indirect, incidental, special or consequential loss, including loss of profit, revenue, goodwill or anticipated savings.',
  'The aggregate liability of the Supplier under or in connection with this Agreement shall not exceed the Charges paid in the twelve (12) months preceding the claim.',
  'Each Party shall keep the Confidential Information of the other Party secret and shall not disclose it except to its employees and advisers who need to know it.',
  'This Agreement shall automatically renew for successive periods of one (1) year unless either Party gives not less than ninety (90) days written notice of non-renewal.',
  'The Customer shall indemnify the Supplier against all claims, damages, costs and expenses arising from any use of the Products not permitted by this Agreement.',
  'All Intellectual Property Rights in the Deliverables shall vest in the Customer on creation, and the Supplier hereby assigns all such rights with full title guarantee.',
  'This Agreement and any dispute arising out of it shall be governed by the laws of the State of Delaware, and the Parties submit to the exclusive jurisdiction of its courts.',
  'The Supplier shall maintain, at its own cost, insurance with a reputable insurer of not less than five million dollars ($5,000,000) for each and every claim.',
  'Neither Party shall assign, transfer, subcontract or otherwise deal with its rights or obligations under this Agreement without the prior written consent of the other.',
];

/**
 * `count` lines of contract-like text, wrapped at `maxWidth` as `measure` gives widths. Widths
 * are added word by word (measuring whole lines again made a 300-page PDF take seconds).
 */
export function contractLines(
  count: number,
  maxWidth: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  const spaceWidth = measure(' ');
  let line = '';
  let lineWidth = 0;
  for (let clause = 0; lines.length < count; clause++) {
    const number = `${Math.floor(clause / CLAUSES.length) + 1}.${(clause % CLAUSES.length) + 1}`;
    for (const word of `${number} ${CLAUSES[clause % CLAUSES.length] ?? ''}`.split(' ')) {
      const wordWidth = measure(word);
      if (line && lineWidth + spaceWidth + wordWidth > maxWidth) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      lineWidth += (line ? spaceWidth : 0) + wordWidth;
      line = line ? `${line} ${word}` : word;
    }
  }
  return lines.slice(0, count);
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 60;
const FONT_SIZE = 10;
const LINE_HEIGHT = 14.5;

/**
 * A long text PDF like a typeset contract: Letter pages of `linesPerPage` full-width lines
 * of Helvetica with a page number, the text drawn continuously across pages.
 */
export async function makeLongPdf(pageCount: number, linesPerPage = 45): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const width = PAGE_WIDTH - 2 * MARGIN;
  const lines = contractLines(pageCount * linesPerPage, width, (text) =>
    font.widthOfTextAtSize(text, FONT_SIZE),
  );
  for (let index = 0; index < pageCount; index++) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    lines.slice(index * linesPerPage, (index + 1) * linesPerPage).forEach((line, row) =>
      page.drawText(line, {
        x: MARGIN,
        y: PAGE_HEIGHT - MARGIN - row * LINE_HEIGHT,
        size: FONT_SIZE,
        font,
      }),
    );
    page.drawText(`Page ${index + 1} of ${pageCount}`, {
      x: PAGE_WIDTH / 2 - 30,
      y: MARGIN / 2,
      size: 8,
      font,
    });
  }
  return pdf.save();
}
