import { describePageAndSection } from '../../common/analysis/section-place.ts';
import type { ReportBlock, ReportFact, ReportFinding, ReportQuote } from './report-outline.ts';
import type { PdfStructure } from './pdf-document.ts';
import {
  drawArtifact,
  getColumnWidth,
  getBottom,
  getQuoteColumn,
  estimateTextHeight,
  keepSpace,
  writeQuoteBlock,
  writeTagged,
  type PdfLayout,
} from './pdf-layout.ts';
import {
  COLORS,
  FONTS,
  LINE_GAP,
  PAGE_MARGINS,
  QUOTE_INDENT,
  SIZES,
  TAG_COLORS,
} from './pdf-theme.ts';
import { writeRedlinePassage } from './pdf-redline-passage.ts';
import { tidyQuoteForDisplay, UNVERIFIED_MARK, VERIFIED_MARK } from './quote-display.ts';

/*
 * The report's blocks as PDF: each written at the left margin across the text column, tagged
 * with its structure type, and followed by the space that separates it from the next.
 */

/** A section's heading, kept with the first lines that follow it. */
export function writeSectionHeading(layout: PdfLayout, parent: PdfStructure, title: string): void {
  const { document } = layout;
  keepSpace(document, 140);
  writeTagged(layout, parent, 'H2', () => {
    document
      .font(FONTS.serif)
      .fontSize(SIZES.section)
      .fillColor(COLORS.accent)
      .text(title, PAGE_MARGINS.left, document.y, { width: getColumnWidth(document) });
  });
  const y = document.y + 4;
  drawArtifact(document, () => {
    document
      .moveTo(PAGE_MARGINS.left, y)
      .lineTo(PAGE_MARGINS.left + getColumnWidth(document), y)
      .lineWidth(0.6)
      .strokeColor(COLORS.accentSoft)
      .stroke();
  });
  document.y = y + 14;
}

/** The report's blocks, findings one heading level under their section or subheading. */
export function writeBlocks(
  layout: PdfLayout,
  parent: PdfStructure,
  blocks: readonly ReportBlock[],
): void {
  let findingLevel = 3;
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        writeParagraph(layout, parent, block.text);
        break;
      case 'list':
        writeList(layout, parent, block.items);
        break;
      case 'subheading':
        findingLevel = 4;
        writeSubheading(layout, parent, block.text);
        break;
      case 'finding':
        writeFinding(layout, parent, block.finding, findingLevel);
        break;
      case 'fact':
        writeFact(layout, parent, block.fact);
        break;
    }
  }
}

/** A paragraph of body text. */
export function writeParagraph(
  layout: PdfLayout,
  parent: PdfStructure,
  text: string,
  color: string = COLORS.ink,
): void {
  const { document } = layout;
  writeTagged(layout, parent, 'P', () => {
    bodyFont(layout, color).text(text, PAGE_MARGINS.left, document.y, {
      width: getColumnWidth(document),
      lineGap: LINE_GAP,
    });
  });
  document.y += 6;
}

/** A bulleted list, tagged as a list with its items. */
export function writeList(layout: PdfLayout, parent: PdfStructure, items: readonly string[]): void {
  const { document } = layout;
  const list = document.struct('L');
  parent.add(list);
  bodyFont(layout, COLORS.ink).list([...items], PAGE_MARGINS.left + 4, document.y, {
    width: getColumnWidth(document) - 4,
    lineGap: LINE_GAP,
    bulletRadius: 1.6,
    textIndent: 12,
    paragraphGap: 4,
    structParent: list,
  });
  list.end();
  document.y += 6;
}

function writeSubheading(layout: PdfLayout, parent: PdfStructure, text: string): void {
  const { document } = layout;
  keepSpace(document, 90);
  document.y += 4;
  writeTagged(layout, parent, 'H3', () => {
    document
      .font(FONTS.serif)
      .fontSize(SIZES.subheading)
      .fillColor(COLORS.ink)
      .text(text, PAGE_MARGINS.left, document.y, { width: getColumnWidth(document) });
  });
  document.y += 6;
}

/** A finding: its tag and title, what it means, the words it rests on and where they are. */
export function writeFinding(
  layout: PdfLayout,
  parent: PdfStructure,
  finding: ReportFinding,
  level: number,
): void {
  const { document } = layout;
  const width = getColumnWidth(document);
  // A finding that fits on a page is kept on one; a longer one at least keeps its title with
  // the start of its text.
  const height = measureFinding(layout, finding);
  keepSpace(document, height <= getBottom(document) - PAGE_MARGINS.top ? height : 70);
  const element = document.struct('Div');
  parent.add(element);
  writeTagged(layout, element, `H${level}`, () => {
    if (finding.tag) {
      document
        .font(FONTS.bold)
        .fontSize(SIZES.tag)
        .fillColor(TAG_COLORS[finding.tag] ?? COLORS.muted)
        .text(finding.tag.toUpperCase(), PAGE_MARGINS.left, document.y, { width });
      document.y += 1.5;
    }
    document
      .font(FONTS.bold)
      .fontSize(SIZES.findingTitle)
      .fillColor(COLORS.ink)
      .text(finding.title, PAGE_MARGINS.left, document.y, { width, lineGap: 1 });
  });
  document.y += 3;
  for (const detail of finding.details) writeParagraph(layout, element, detail);
  for (const quote of finding.quotes) writeQuote(layout, element, quote);
  if (finding.redline) writeRedlinePassage(layout, element, finding.redline);
  if (finding.note) writeParagraph(layout, element, finding.note, COLORS.muted);
  element.end();
  document.y += 8;
}

/** The document's own words, set off by a rule, with their page and whether they were checked. */
export function writeQuote(
  layout: PdfLayout,
  parent: PdfStructure,
  quote: ReportQuote,
  indent = 0,
): void {
  const { document } = layout;
  const column = getQuoteColumn(document, indent);
  const { x, width } = column;
  // A quote that fits on a page starts on one with room for it and its page line; a longer one
  // runs on, its rule following it over the break.
  const text = tidyQuoteForDisplay(quote.text);
  const height = estimateTextHeight(text, SIZES.quote, width, LINE_GAP) + SIZES.small + 6;
  writeQuoteBlock(layout, parent, column, height, () => {
    document
      .font(FONTS.serif)
      .fontSize(SIZES.quote)
      .fillColor(COLORS.ink)
      .text(text, x, document.y, { width, lineGap: LINE_GAP });
  });
  document.y += 2;
  writeTagged(layout, parent, 'P', () => {
    document
      .font(FONTS.body)
      .fontSize(SIZES.small)
      .fillColor(COLORS.muted)
      .text(`${describePageAndSection(quote.page, quote.section)} · `, x, document.y, {
        width,
        continued: true,
      })
      .fillColor(quote.isVerified ? COLORS.verified : COLORS.unverified)
      .text(quote.isVerified ? VERIFIED_MARK : UNVERIFIED_MARK);
  });
  document.y += 7;
}

const FACT_LABEL_WIDTH = 150;

/** A key fact: its label and value side by side, the words it was read from beneath. */
export function writeFact(layout: PdfLayout, parent: PdfStructure, fact: ReportFact): void {
  const { document } = layout;
  const valueWidth = getColumnWidth(document) - FACT_LABEL_WIDTH;
  // A fact stays on one page with the words it was read from.
  const height = fact.quotes.reduce(
    (total, quote) =>
      total +
      estimateTextHeight(quote.text, SIZES.quote, valueWidth - QUOTE_INDENT, LINE_GAP) +
      SIZES.small +
      13,
    estimateTextHeight(fact.value, SIZES.body, valueWidth, LINE_GAP) + 3,
  );
  keepSpace(document, Math.min(height, 200));
  const element = document.struct('Div');
  parent.add(element);
  writeTagged(layout, element, 'P', () => {
    const top = document.y;
    bodyFont(layout, COLORS.muted).text(fact.label, PAGE_MARGINS.left, top, {
      width: FACT_LABEL_WIDTH - 10,
    });
    const labelBottom = document.y;
    document
      .font(FONTS.bold)
      .fillColor(COLORS.ink)
      .text(fact.value, PAGE_MARGINS.left + FACT_LABEL_WIDTH, top, {
        width: valueWidth,
        lineGap: LINE_GAP,
      });
    document.y = Math.max(document.y, labelBottom) + 3;
  });
  for (const quote of fact.quotes) writeQuote(layout, element, quote, FACT_LABEL_WIDTH);
  if (fact.quotes.length === 0) document.y += 6;
  element.end();
}

// About the height a finding will take. Counting characters, not laying the text out twice:
// measuring every finding with pdfkit cost a quarter of a long contract's report, and deciding
// whether a finding fits needs a line's precision, not a point's.
function measureFinding(layout: PdfLayout, finding: ReportFinding): number {
  const width = getColumnWidth(layout.document);
  let height = finding.tag ? SIZES.tag + 4 : 0;
  height += estimateTextHeight(finding.title, SIZES.findingTitle, width, 1) + 3;
  for (const detail of [...finding.details, ...(finding.note ? [finding.note] : [])]) {
    height += estimateTextHeight(detail, SIZES.body, width, LINE_GAP) + 6;
  }
  for (const quote of finding.quotes) {
    height += estimateTextHeight(quote.text, SIZES.quote, width - QUOTE_INDENT, LINE_GAP);
    height += SIZES.small + 12;
  }
  const redline = finding.redline?.map((run) => run.text).join(' ');
  if (redline)
    height += estimateTextHeight(redline, SIZES.quote, width - QUOTE_INDENT, LINE_GAP) + 4;
  return height;
}

function bodyFont(layout: PdfLayout, color: string) {
  return layout.document.font(FONTS.body).fontSize(SIZES.body).fillColor(color);
}
