import {
  AlignmentType,
  BorderStyle,
  Footer,
  Header,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type IStylesOptions,
} from 'docx';
import type { ReportStamp } from './report-stamp.ts';

/*
 * The Word files' shared look: the PDF report's calm typography in fonts every copy of Word has
 * (Georgia headings, Calibri text), the same muted blue, and a header and footer that carry the
 * stamp on every page.
 */

/** The PDF report's colours, as Word writes them (hex without #). */
export const DOCX_COLORS = {
  ink: '1F2630',
  muted: '5D6774',
  accent: '2F4D66',
  accentSoft: 'B9C8D6',
  verified: '2E6A4F',
  unverified: '9A5B13',
} as const;

/** Severity colours, as in the PDF. */
export const DOCX_TAG_COLORS: Record<string, string> = {
  High: '9B2F2F',
  Medium: '94620F',
  Low: '44627F',
};

/** The style of a quoted passage of the document. */
export const QUOTE_STYLE = 'DocumentQuote';
/** The small grey line under a quote: its page and whether it was checked. */
export const PLACE_STYLE = 'QuotePlace';

const HEADING_FONT = 'Georgia';
const BODY_FONT = 'Calibri';

/**
 * Default, heading and quote styles. Sizes are in half-points and spacing in twentieths of a
 * point, as WordprocessingML counts them.
 */
export const DOCX_STYLES: IStylesOptions = {
  default: {
    document: {
      run: { font: BODY_FONT, size: 21, color: DOCX_COLORS.ink },
      paragraph: { spacing: { after: 100, line: 276 } },
    },
    title: { run: { font: HEADING_FONT, size: 44, color: DOCX_COLORS.ink } },
    heading1: {
      run: { font: HEADING_FONT, size: 40, color: DOCX_COLORS.ink },
      paragraph: { spacing: { after: 80 } },
    },
    heading2: {
      run: { font: HEADING_FONT, size: 32, color: DOCX_COLORS.accent },
      paragraph: {
        spacing: { before: 360, after: 160 },
        border: {
          bottom: { style: BorderStyle.SINGLE, size: 4, color: DOCX_COLORS.accentSoft, space: 4 },
        },
      },
    },
    heading3: {
      run: { font: BODY_FONT, size: 22, bold: true, color: DOCX_COLORS.ink },
      paragraph: { spacing: { before: 240, after: 60 }, keepNext: true },
    },
    heading4: {
      run: { font: BODY_FONT, size: 21, bold: true, color: DOCX_COLORS.ink },
      paragraph: { spacing: { before: 200, after: 40 }, keepNext: true },
    },
  },
  paragraphStyles: [
    {
      id: QUOTE_STYLE,
      name: 'Document Quote',
      basedOn: 'Normal',
      next: 'Normal',
      run: { font: HEADING_FONT, size: 20, color: DOCX_COLORS.ink },
      paragraph: {
        indent: { left: 360 },
        spacing: { before: 80, after: 20 },
        border: {
          left: { style: BorderStyle.SINGLE, size: 12, color: DOCX_COLORS.accentSoft, space: 8 },
        },
      },
    },
    {
      id: PLACE_STYLE,
      name: 'Quote Place',
      basedOn: 'Normal',
      next: 'Normal',
      run: { size: 16, color: DOCX_COLORS.muted },
      paragraph: { indent: { left: 360 }, spacing: { after: 160 } },
    },
  ],
};

/** One inch margins all round, in twips. */
export const DOCX_PAGE = { margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } };

/** The header: which document and whose side, so a printed page says what it is about. */
export function createStampHeader(stamp: ReportStamp): Header {
  return new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9026 }],
        children: [
          new TextRun({ text: stamp.documentName, size: 16, color: DOCX_COLORS.muted }),
          new TextRun({ text: `\tRead as ${stamp.reader}`, size: 16, color: DOCX_COLORS.muted }),
        ],
      }),
    ],
  });
}

/** The footer: the not-legal-advice line and "Page n of N" on every page. */
export function createStampFooter(stamp: Pick<ReportStamp, 'notice'>): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.LEFT,
        tabStops: [{ type: TabStopType.RIGHT, position: 9026 }],
        border: {
          top: { style: BorderStyle.SINGLE, size: 4, color: 'D8DDE3', space: 6 },
        },
        children: [
          new TextRun({ text: stamp.notice, size: 16, color: DOCX_COLORS.muted }),
          new TextRun({
            children: ['\tPage ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            size: 16,
            color: DOCX_COLORS.muted,
          }),
        ],
      }),
    ],
  });
}
