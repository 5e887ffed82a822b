import type { WordRun } from '../../common/compare/comparison.ts';
import type { PdfStructure } from './pdf-document.ts';
import {
  estimateTextHeight,
  getQuoteColumn,
  writeQuoteBlock,
  type PdfLayout,
} from './pdf-layout.ts';
import { COLORS, FONTS, LINE_GAP, REDLINE_COLORS, SIZES } from './pdf-theme.ts';
import { tidyQuoteForDisplay } from './quote-display.ts';

/** How each kind of run is set: struck through, underlined, or as the text around it. */
const RUN_STYLES: Record<WordRun['op'], { color: string; strike: boolean; underline: boolean }> = {
  equal: { color: COLORS.ink, strike: false, underline: false },
  delete: { color: REDLINE_COLORS.struck, strike: true, underline: false },
  insert: { color: REDLINE_COLORS.inserted, strike: false, underline: true },
};

/**
 * A clause's words as they changed, set off like a quote: words struck through were in the
 * old version only, underlined words are new, so the two read apart in print without colour.
 * Runs hold words, not the spaces between them (diffWords), so a space is set between each two.
 */
export function writeRedlinePassage(
  layout: PdfLayout,
  parent: PdfStructure,
  runs: readonly WordRun[],
): void {
  const { document } = layout;
  const parts = runs
    .map((run) => ({ op: run.op, text: tidyQuoteForDisplay(run.text) }))
    .filter((part) => part.text);
  if (parts.length === 0) return;
  const column = getQuoteColumn(document);
  const { x, width } = column;
  const whole = parts.map((part) => part.text).join(' ');
  const height = estimateTextHeight(whole, SIZES.quote, width, LINE_GAP);
  writeQuoteBlock(layout, parent, column, height, () => {
    document.font(FONTS.serif).fontSize(SIZES.quote);
    parts.forEach((part, index) => {
      const isLast = index === parts.length - 1;
      const style = RUN_STYLES[part.op];
      const options = {
        width,
        lineGap: LINE_GAP,
        strike: style.strike,
        underline: style.underline,
      };
      document.fillColor(style.color);
      if (index === 0) document.text(part.text, x, document.y, { ...options, continued: !isLast });
      else document.text(part.text, { ...options, continued: !isLast });
      // The space between two runs belongs to neither: it is not struck or underlined.
      if (!isLast)
        document
          .fillColor(COLORS.ink)
          .text(' ', { strike: false, underline: false, continued: true });
    });
  });
  document.y += 4;
}
