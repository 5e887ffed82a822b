import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { describeComparisonReader } from '../../common/compare/change-wording.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import {
  buildClauseChangeBlocks,
  buildFindingChangeBlocks,
  buildKeyTermChangeBlocks,
} from './outline-comparison.ts';
import { writeBlocks, writeParagraph, writeSectionHeading } from './pdf-blocks.ts';
import { writeLabelledRow, writeTitleBlock } from './pdf-cover-page.ts';
import { createPdfDocument, finishPdfDocument } from './pdf-document.ts';
import type { PdfLayout } from './pdf-layout.ts';
import { writePageFurniture } from './pdf-page-furniture.ts';
import type { ReportBlock } from './report-outline.ts';
import { formatGeneratedAt } from './report-stamp.ts';

/** What the PDF of a comparison is made from. */
export interface ComparisonPdfInput {
  /** The old version's file name. */
  beforeName: string;
  /** The new version's file name. */
  afterName: string;
  comparison: Comparison;
  /** When the file is made; the same comparison at the same moment makes the same file. */
  generatedAt: Date;
}

/**
 * What changed between two versions as a PDF, laid out like the analysis report: the two
 * names, whose side it is read for and when, the summary; then what changed for the reader
 * (risks new, worse, resolved, better), the key terms that changed, and every change in the new
 * version's order with its words struck through and underlined. Tagged and bookmarked by
 * section, with the not-legal-advice line and page numbers on every page.
 */
export async function renderComparisonPdf(input: ComparisonPdfInput): Promise<Buffer> {
  const { comparison } = input;
  const names = `${input.beforeName} → ${input.afterName}`;
  const reader =
    describeComparisonReader(comparison.reader) ??
    'neither side in particular (no party could be identified)';
  const document = createPdfDocument({
    title: `What changed from ${input.beforeName} to ${input.afterName}`,
    subject: `Read for you as ${reader}. ${NOT_LEGAL_ADVICE_NOTICE}`,
    keywords: 'contract comparison, redline, what changed',
    createdAt: input.generatedAt,
  });
  const layout: PdfLayout = { document, quoteRules: [] };
  const root = document.struct('Document');
  document.addStructure(root);

  writeTitleBlock(layout, root, {
    kicker: 'CONTRACT COMPARISON',
    title: 'What changed',
    subtitle: names,
  });
  writeLabelledRow(layout, root, 'Read for you as', reader);
  writeLabelledRow(layout, root, 'Prepared', formatGeneratedAt(input.generatedAt));
  document.y += 10;
  writeParagraph(layout, root, comparison.summary);
  document.y += 10;

  const sections: [string, ReportBlock[]][] = [
    ['What changed for you', buildFindingChangeBlocks(comparison.findings)],
    ['Key terms changed', buildKeyTermChangeBlocks(comparison.keyTerms)],
    ['Every change', buildClauseChangeBlocks(comparison.changes)],
  ];
  for (const [title, blocks] of sections) {
    document.outline.addItem(title);
    const element = document.struct('Sect', { title });
    root.add(element);
    writeSectionHeading(layout, element, title);
    writeBlocks(layout, element, blocks);
    element.end();
    document.y += 10;
  }

  writePageFurniture(layout, { documentName: names, reader, notice: NOT_LEGAL_ADVICE_NOTICE });
  root.end();
  return finishPdfDocument(document);
}
