import { HeadingLevel, Packer, Paragraph, TextRun, Document } from 'docx';
import { describePageAndSection } from '../../common/analysis/section-place.ts';
import type { ReportInput } from './report-input.ts';
import type { ReportBlock, ReportFinding, ReportOutline, ReportQuote } from './report-outline.ts';
import { buildReportOutline } from './build-report-outline.ts';
import {
  createStampFooter,
  createStampHeader,
  DOCX_COLORS,
  DOCX_PAGE,
  DOCX_STYLES,
  DOCX_TAG_COLORS,
  PLACE_STYLE,
  QUOTE_STYLE,
} from './docx-styles.ts';
import { tidyQuoteForDisplay, UNVERIFIED_MARK, VERIFIED_MARK } from './quote-display.ts';

const FINDING_HEADINGS = [HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

/**
 * The report as a Word document, saying what the PDF says in the same order: the stamp and a
 * first page to read in a minute, then each chosen section with every finding's quote, page and
 * check mark. Real heading styles, so Word's navigation pane lists the findings.
 */
export async function renderDocxReport(input: ReportInput): Promise<Buffer> {
  const outline = buildReportOutline(input);
  const { stamp, overview } = outline;
  const document = new Document({
    title: `${stamp.documentName}: contract analysis`,
    subject: `${overview.documentType}, read as ${stamp.reader}`,
    description: stamp.notice,
    keywords: `contract analysis, ${stamp.engine}`,
    creator: 'Legal Explainer',
    styles: DOCX_STYLES,
    sections: [
      {
        properties: { page: DOCX_PAGE },
        headers: { default: createStampHeader(stamp) },
        footers: { default: createStampFooter(stamp) },
        children: [
          ...writeCover(outline),
          ...outline.sections.flatMap((section, index) => [
            new Paragraph({
              text: section.title,
              heading: HeadingLevel.HEADING_2,
              // The detail starts on a fresh page, as in the PDF.
              pageBreakBefore: index === 0,
            }),
            ...writeBlocks(section.blocks),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

function writeCover({ stamp, overview }: ReportOutline): Paragraph[] {
  const label = (text: string) =>
    new TextRun({ text: `${text}: `, bold: true, color: DOCX_COLORS.muted });
  const paragraphs = [
    new Paragraph({
      children: [
        new TextRun({ text: 'CONTRACT ANALYSIS', bold: true, size: 16, color: DOCX_COLORS.accent }),
      ],
    }),
    new Paragraph({ text: stamp.documentName, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({
      children: [
        new TextRun({
          text: `${overview.documentType} · ${overview.documentTypeCertainty}`,
          color: DOCX_COLORS.muted,
        }),
      ],
    }),
    new Paragraph({ children: [label('Read as'), new TextRun(stamp.reader)] }),
    new Paragraph({
      children: [label('Parties'), new TextRun(overview.parties.join('; ') || 'None found')],
    }),
    new Paragraph({ children: [label('Prepared'), new TextRun(stamp.generatedAt)] }),
    new Paragraph({ children: [label('Engine'), new TextRun(stamp.engine)] }),
    new Paragraph({ children: [new TextRun({ text: stamp.notice, italics: true })] }),
    new Paragraph({ text: 'Overall confidence', heading: HeadingLevel.HEADING_3 }),
    new Paragraph({
      children: [
        new TextRun({ text: `${overview.confidence.score}`, size: 36, color: DOCX_COLORS.accent }),
        new TextRun({ text: ` / 100 · ${overview.confidence.level}`, color: DOCX_COLORS.muted }),
      ],
    }),
    ...overview.confidence.reasons.map(
      (reason) =>
        new Paragraph({
          children: [new TextRun({ text: reason, size: 18, color: DOCX_COLORS.muted })],
        }),
    ),
  ];
  if (overview.keyFacts.length > 0) {
    paragraphs.push(new Paragraph({ text: 'Key facts', heading: HeadingLevel.HEADING_3 }));
    for (const fact of overview.keyFacts) {
      paragraphs.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [label(fact.label), new TextRun(fact.value)],
        }),
      );
    }
  }
  if (overview.topRedFlags.length > 0) {
    paragraphs.push(
      new Paragraph({ text: 'Most serious red flags', heading: HeadingLevel.HEADING_3 }),
    );
    for (const redFlag of overview.topRedFlags) {
      paragraphs.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [
            tagRun(redFlag.severity),
            new TextRun(redFlag.title),
            new TextRun({ text: ` (page ${redFlag.page})`, color: DOCX_COLORS.muted }),
          ],
        }),
      );
    }
  }
  return paragraphs;
}

function writeBlocks(blocks: readonly ReportBlock[]): Paragraph[] {
  let findingHeading: (typeof FINDING_HEADINGS)[number] = FINDING_HEADINGS[0];
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'paragraph':
        return [new Paragraph(block.text)];
      case 'list':
        return block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
      case 'subheading':
        findingHeading = FINDING_HEADINGS[1];
        return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_3 })];
      case 'finding':
        return writeFinding(block.finding, findingHeading);
      case 'fact':
        return [
          new Paragraph({
            keepNext: block.fact.quotes.length > 0,
            children: [
              new TextRun({ text: `${block.fact.label}: `, color: DOCX_COLORS.muted }),
              new TextRun({ text: block.fact.value, bold: true }),
            ],
          }),
          ...block.fact.quotes.flatMap(writeQuote),
        ];
    }
  });
}

function writeFinding(
  finding: ReportFinding,
  heading: (typeof FINDING_HEADINGS)[number],
): Paragraph[] {
  return [
    new Paragraph({
      heading,
      children: [...(finding.tag ? [tagRun(finding.tag)] : []), new TextRun(finding.title)],
    }),
    ...finding.details.map((detail) => new Paragraph(detail)),
    ...finding.quotes.flatMap(writeQuote),
    ...(finding.note
      ? [
          new Paragraph({
            children: [new TextRun({ text: finding.note, color: DOCX_COLORS.muted })],
          }),
        ]
      : []),
  ];
}

/** A quote and, under it, its page and whether it was found word for word. */
export function writeQuote(quote: ReportQuote): Paragraph[] {
  return [
    new Paragraph({
      style: QUOTE_STYLE,
      keepNext: true,
      children: textRuns(tidyQuoteForDisplay(quote.text)),
    }),
    new Paragraph({
      style: PLACE_STYLE,
      children: [
        new TextRun(`${describePageAndSection(quote.page, quote.section)} · `),
        new TextRun({
          text: quote.isVerified ? VERIFIED_MARK : UNVERIFIED_MARK,
          color: quote.isVerified ? DOCX_COLORS.verified : DOCX_COLORS.unverified,
        }),
      ],
    }),
  ];
}

// A severity or type before a title, in small capitals of its colour: "HIGH  Liability …".
function tagRun(tag: string): TextRun {
  return new TextRun({
    text: `${tag.toUpperCase()}  `,
    bold: true,
    size: 16,
    color: DOCX_TAG_COLORS[tag] ?? DOCX_COLORS.muted,
  });
}

// Line breaks inside a quote stay line breaks, not one run-on line.
function textRuns(text: string): TextRun[] {
  return text
    .split('\n')
    .map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) }));
}
