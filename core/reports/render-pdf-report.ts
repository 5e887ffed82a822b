import type { ReportInput } from './report-input.ts';
import { buildReportOutline } from './build-report-outline.ts';
import { createPdfDocument, finishPdfDocument } from './pdf-document.ts';
import { writeBlocks, writeSectionHeading } from './pdf-blocks.ts';
import { writeCoverPage } from './pdf-cover-page.ts';
import type { PdfLayout } from './pdf-layout.ts';
import { writePageFurniture } from './pdf-page-furniture.ts';

/**
 * The report as a PDF a firm could send: a first page to read in a minute, then each chosen
 * section with every finding's quote, page and check mark; page numbers and the
 * not-legal-advice line on every page. Tagged, so screen readers follow headings, paragraphs,
 * lists and quotes in order, and bookmarked by section.
 */
export async function renderPdfReport(input: ReportInput): Promise<Buffer> {
  const outline = buildReportOutline(input);
  const { stamp, overview } = outline;
  const document = createPdfDocument({
    title: `${stamp.documentName}: contract analysis`,
    subject: `${overview.documentType}, read as ${stamp.reader}. ${stamp.notice}`,
    keywords: `contract analysis, ${overview.documentType}, ${stamp.engine}`,
    createdAt: input.generatedAt,
  });
  const layout: PdfLayout = { document, quoteRules: [] };
  const root = document.struct('Document');
  document.addStructure(root);

  writeCoverPage(layout, root, outline);
  outline.sections.forEach((section, index) => {
    // The detail starts on a fresh page, so the first page stays a summary on its own.
    if (index === 0) document.addPage();
    document.outline.addItem(section.title);
    const element = document.struct('Sect', { title: section.title });
    root.add(element);
    writeSectionHeading(layout, element, section.title);
    writeBlocks(layout, element, section.blocks);
    element.end();
    document.y += 10;
  });

  writePageFurniture(layout, stamp);
  root.end();
  return finishPdfDocument(document);
}
