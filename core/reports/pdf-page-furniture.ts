import type { ReportStamp } from './report-stamp.ts';
import { drawArtifact, getColumnWidth, type PdfLayout } from './pdf-layout.ts';
import { COLORS, FONTS, PAGE_MARGINS, SIZES } from './pdf-theme.ts';

/**
 * What every page carries once the text is laid out: a running header from page 2 (the
 * document and the reader, so a page forwarded alone says what it is about), a footer with the
 * not-legal-advice line and "Page n of N", and the rules beside quotes. All of it is marked as
 * artifacts, which screen readers skip.
 */
export function writePageFurniture(
  layout: PdfLayout,
  stamp: Pick<ReportStamp, 'documentName' | 'reader' | 'notice'>,
): void {
  const { document } = layout;
  const range = document.bufferedPageRange();
  for (let pageIndex = range.start; pageIndex < range.start + range.count; pageIndex++) {
    document.switchToPage(pageIndex);
    // Text below the bottom margin would otherwise make pdfkit start a new page.
    const bottomMargin = document.page.margins.bottom;
    document.page.margins.bottom = 0;
    const width = getColumnWidth(document);
    const x = PAGE_MARGINS.left;
    drawArtifact(document, () => {
      for (const rule of layout.quoteRules.filter((each) => each.pageIndex === pageIndex)) {
        document
          .rect(rule.x + 2, rule.top + 1, 1.6, Math.max(rule.bottom - rule.top - 1, 4))
          .fill(COLORS.accentSoft);
      }
      document.font(FONTS.body).fontSize(SIZES.small).fillColor(COLORS.muted);
      if (pageIndex > range.start) {
        const headerY = PAGE_MARGINS.top - 30;
        document.text(stamp.documentName, x, headerY, {
          width: width * 0.55,
          height: SIZES.small + 3,
          ellipsis: true,
        });
        document.text(`Read as ${stamp.reader}`, x + width * 0.45, headerY, {
          width: width * 0.55,
          align: 'right',
          height: SIZES.small + 3,
          ellipsis: true,
        });
      }
      const footerY = document.page.height - PAGE_MARGINS.bottom + 26;
      document
        .moveTo(x, footerY - 8)
        .lineTo(x + width, footerY - 8)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      document.fillColor(COLORS.muted).text(stamp.notice, x, footerY, {
        width: width - 80,
        lineBreak: false,
      });
      document.text(
        `Page ${pageIndex - range.start + 1} of ${range.count}`,
        x + width - 80,
        footerY,
        {
          width: 80,
          align: 'right',
          lineBreak: false,
        },
      );
    });
    document.page.margins.bottom = bottomMargin;
  }
}
