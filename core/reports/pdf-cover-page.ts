import type { ReportOutline } from './report-outline.ts';
import type { PdfStructure } from './pdf-document.ts';
import { drawArtifact, getColumnWidth, writeTagged, type PdfLayout } from './pdf-layout.ts';
import { COLORS, FONTS, LINE_GAP, PAGE_MARGINS, SIZES, TAG_COLORS } from './pdf-theme.ts';
import { pluralize } from './report-wording.ts';

const LABEL_WIDTH = 104;

/**
 * The first page, for a busy person: the document's name and type, between whom, whose side it
 * is read from, how far to trust it, its key facts and its most serious red flags. The sections
 * that follow hold the detail and the quotes.
 */
export function writeCoverPage(
  layout: PdfLayout,
  parent: PdfStructure,
  { stamp, overview }: ReportOutline,
): void {
  const { document } = layout;
  const width = getColumnWidth(document);
  const x = PAGE_MARGINS.left;
  writeTitleBlock(layout, parent, {
    kicker: 'CONTRACT ANALYSIS',
    title: stamp.documentName,
    subtitle: `${overview.documentType} · ${overview.documentTypeCertainty}`,
  });

  writeLabelledRow(layout, parent, 'Read as', stamp.reader);
  writeLabelledRow(layout, parent, 'Parties', overview.parties.join('\n') || 'None found');
  writeLabelledRow(layout, parent, 'Prepared', stamp.generatedAt);
  writeLabelledRow(layout, parent, 'Engine', stamp.engine);
  document.y += 10;

  writeConfidencePanel(layout, parent, overview.confidence);

  if (overview.keyFacts.length > 0) {
    writeCoverHeading(layout, parent, 'Key facts');
    for (const fact of overview.keyFacts) {
      writeLabelledRow(layout, parent, fact.label, fact.value, 150, false);
    }
  }
  if (overview.topRedFlags.length > 0) {
    writeCoverHeading(layout, parent, 'Most serious red flags');
    const list = document.struct('L');
    parent.add(list);
    for (const redFlag of overview.topRedFlags) {
      writeTagged(layout, list, 'LI', () => {
        const top = document.y;
        document
          .font(FONTS.bold)
          .fontSize(SIZES.tag)
          .fillColor(TAG_COLORS[redFlag.severity] ?? COLORS.muted)
          .text(redFlag.severity.toUpperCase(), x, top + 2, { width: 56 });
        document
          .font(FONTS.body)
          .fontSize(SIZES.body)
          .fillColor(COLORS.ink)
          .text(`${redFlag.title}`, x + 60, top, { width: width - 110, lineGap: LINE_GAP });
        const bottom = document.y;
        document
          .fillColor(COLORS.muted)
          .fontSize(SIZES.small)
          .text(`page ${redFlag.page}`, x + width - 50, top + 1.5, { width: 50, align: 'right' });
        document.y = bottom + 5;
      });
    }
    list.end();
    if (overview.redFlagCount > overview.topRedFlags.length) {
      writeTagged(layout, parent, 'P', () => {
        document
          .font(FONTS.body)
          .fontSize(SIZES.small)
          .fillColor(COLORS.muted)
          .text(
            `${pluralize(overview.redFlagCount, 'red flag')} in all; each is set out with its quote in "Red flags".`,
            x + 60,
            document.y + 2,
            { width: width - 60 },
          );
      });
    }
  }
}

/** What a report's first page opens with: a small capitalised kicker, the title, a line under it. */
export interface TitleBlock {
  kicker: string;
  title: string;
  subtitle: string;
}

/** The top of a first page: kicker, title (H1) and subtitle, then a rule across the column. */
export function writeTitleBlock(
  layout: PdfLayout,
  parent: PdfStructure,
  { kicker, title, subtitle }: TitleBlock,
): void {
  const { document } = layout;
  const width = getColumnWidth(document);
  const x = PAGE_MARGINS.left;
  writeTagged(layout, parent, 'P', () => {
    document
      .font(FONTS.bold)
      .fontSize(SIZES.small)
      .fillColor(COLORS.accent)
      .text(kicker, x, document.y, { width });
  });
  document.y += 8;
  writeTagged(layout, parent, 'H1', () => {
    document
      .font(FONTS.serif)
      .fontSize(getTitleSize(title))
      .fillColor(COLORS.ink)
      .text(title, x, document.y, { width, lineGap: 2 });
  });
  document.y += 4;
  writeTagged(layout, parent, 'P', () => {
    document
      .font(FONTS.body)
      .fontSize(10.5)
      .fillColor(COLORS.muted)
      .text(subtitle, x, document.y, { width });
  });
  drawRule(layout, document.y + 14, COLORS.accentSoft);
  document.y += 28;
}

// A long file name ("MANUFACTURERS_..._OUTSOURCING AGREEMENT.pdf") is set smaller, so the
// title stays two or three lines and the facts below still fit on the first page.
function getTitleSize(name: string): number {
  if (name.length > 60) return SIZES.title - 6;
  if (name.length > 36) return SIZES.title - 3;
  return SIZES.title;
}

/** A label in small capitals (or plain, at body size) beside its value, as the first page lists facts. */
export function writeLabelledRow(
  layout: PdfLayout,
  parent: PdfStructure,
  label: string,
  value: string,
  labelWidth = LABEL_WIDTH,
  isLabelCapitalised = true,
): void {
  const { document } = layout;
  const x = PAGE_MARGINS.left;
  const valueWidth = getColumnWidth(document) - labelWidth;
  writeTagged(layout, parent, 'P', () => {
    const top = document.y;
    document.font(isLabelCapitalised ? FONTS.bold : FONTS.body).fillColor(COLORS.muted);
    if (isLabelCapitalised) {
      document.fontSize(SIZES.tag).text(label.toUpperCase(), x, top + 2, { width: labelWidth - 8 });
    } else {
      document.fontSize(SIZES.body).text(label, x, top, { width: labelWidth - 8 });
    }
    const labelBottom = document.y;
    document
      .font(FONTS.body)
      .fontSize(SIZES.body)
      .fillColor(COLORS.ink)
      .text(value, x + labelWidth, top, { width: valueWidth, lineGap: LINE_GAP });
    document.y = Math.max(document.y, labelBottom) + 4;
  });
}

function writeConfidencePanel(
  layout: PdfLayout,
  parent: PdfStructure,
  confidence: ReportOutline['overview']['confidence'],
): void {
  const { document } = layout;
  const x = PAGE_MARGINS.left;
  const width = getColumnWidth(document);
  const padding = 14;
  const innerWidth = width - padding * 2;
  const reasons = confidence.reasons;
  document.font(FONTS.body).fontSize(SIZES.small);
  const reasonsHeight = reasons.reduce(
    (total, reason) =>
      total + document.heightOfString(reason, { width: innerWidth, lineGap: 1.5 }) + 3,
    0,
  );
  const height = padding * 2 + 12 + 30 + reasonsHeight;
  const top = document.y;
  drawArtifact(document, () => {
    document.rect(x, top, width, height).fill(COLORS.panel);
    document.rect(x, top, 2.5, height).fill(COLORS.accent);
  });
  document.y = top + padding;
  let scoreTop = 0;
  writeTagged(layout, parent, 'P', () => {
    document
      .font(FONTS.bold)
      .fontSize(SIZES.tag)
      .fillColor(COLORS.muted)
      .text('OVERALL CONFIDENCE', x + padding, document.y, { width: innerWidth });
    scoreTop = document.y + 4;
    document
      .font(FONTS.serif)
      .fontSize(20)
      .fillColor(COLORS.accent)
      .text(`${confidence.score}`, x + padding, scoreTop, { continued: true })
      .fontSize(11)
      .fillColor(COLORS.muted)
      .text(` / 100  ·  ${confidence.level}`);
  });
  // A run of two sizes leaves y at the smaller one's line; the next line starts under the score.
  document.y = scoreTop + 30;
  for (const reason of reasons) {
    writeTagged(layout, parent, 'P', () => {
      document
        .font(FONTS.body)
        .fontSize(SIZES.small)
        .fillColor(COLORS.muted)
        .text(reason, x + padding, document.y, { width: innerWidth, lineGap: 1.5 });
    });
    document.y += 3;
  }
  document.y = Math.max(document.y, top + height) + 18;
}

function writeCoverHeading(layout: PdfLayout, parent: PdfStructure, text: string): void {
  const { document } = layout;
  writeTagged(layout, parent, 'H2', () => {
    document
      .font(FONTS.serif)
      .fontSize(SIZES.subheading)
      .fillColor(COLORS.accent)
      .text(text, PAGE_MARGINS.left, document.y, { width: getColumnWidth(document) });
  });
  drawRule(layout, document.y + 3, COLORS.rule);
  document.y += 10;
}

function drawRule(layout: PdfLayout, y: number, color: string): void {
  const { document } = layout;
  drawArtifact(document, () => {
    document
      .moveTo(PAGE_MARGINS.left, y)
      .lineTo(PAGE_MARGINS.left + getColumnWidth(document), y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  });
}
