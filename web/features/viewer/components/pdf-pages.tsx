import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import '../pdf-worker.ts';
import { memo, useCallback, useMemo, useState } from 'react';
import { Document, Page } from 'react-pdf';
import { AppError } from '../../../../common/errors/app-error.ts';
import { logger } from '../../../lib/logger.ts';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import { HighlightBoxes } from './highlight-boxes.tsx';
import { boxesForRange } from '../highlight-ranges.ts';
import { pdfPageSize } from '../page-sizes.ts';
import { PageScroller } from './page-scroller.tsx';
import { useHighlightFocus } from '../use-highlight-focus.ts';
import { ViewerError, ViewerLoading } from './viewer-status.tsx';
import type { TextRange } from '../viewer-store.ts';

/** A PDF on the server, with the headers its requests need (such as the bearer token). */
export interface RemotePdfFile {
  url: string;
  httpHeaders: Record<string, string>;
}

interface PdfPagesProps {
  /**
   * An object URL of the PDF bytes, or the PDF on the server (stable per document), which
   * pdf.js reads as it streams in, asking for byte ranges of the parts it needs first.
   */
  file: string | RemotePdfFile;
  pages: readonly DocumentPage[];
  highlight: TextRange | null;
  highlightRequest: number;
}

// A PDF that pdf.js cannot open is, to the user, a damaged file.
const UNREADABLE_PDF = new AppError('INVALID_DOCUMENT', 'The PDF could not be loaded');

// The page's Content-Security-Policy forbids eval, so pdf.js is told not to try it (it reads
// a PDF's PostScript functions with its interpreter instead); a stable object, so react-pdf
// does not reload the document on every render.
const PDF_OPTIONS = { isEvalSupported: false };

/**
 * PDF documents: react-pdf draws each visible page (canvas, selectable text layer, links) in
 * the shared page scroller, with highlight boxes from the page layout on top. Loaded lazily,
 * so text documents never download pdf.js.
 */
export default function PdfPages({ file, pages, highlight, highlightRequest }: PdfPagesProps) {
  const [pdfPageCount, setPdfPageCount] = useState(0);
  // The PDF's own page count wins; until it is known, the server's page list sizes the stack.
  const pageCount = pdfPageCount > 0 ? pdfPageCount : pages.length;
  const pageSizes = useMemo(
    () => Array.from({ length: pageCount }, (_, index) => pdfPageSize(pages[index])),
    [pageCount, pages],
  );
  const focus = useHighlightFocus(pages, pageSizes, highlight, highlightRequest);
  const renderPage = useCallback(
    (index: number, scale: number) => (
      <PdfPage pageNumber={index + 1} page={pages[index]} scale={scale} highlight={highlight} />
    ),
    [pages, highlight],
  );

  return (
    <Document
      file={file}
      options={PDF_OPTIONS}
      className="flex min-h-0 flex-1 flex-col"
      onLoadSuccess={(pdf) => setPdfPageCount(pdf.numPages)}
      onLoadError={(error) => logger.warn('The PDF could not be loaded', error)}
      loading={<ViewerLoading />}
      error={<ViewerError error={UNREADABLE_PDF} />}
    >
      <PageScroller
        pageSizes={pageSizes}
        renderPage={renderPage}
        focus={focus}
        label="Document pages"
      />
    </Document>
  );
}

interface PdfPageProps {
  pageNumber: number;
  page: DocumentPage | undefined;
  scale: number;
  highlight: TextRange | null;
}

/**
 * One PDF page with its text and link layers, and the highlight boxes that fall on it. The
 * layers wait for the drawing: building them competes with it, and the page is seen first.
 */
const PdfPage = memo(function PdfPage({ pageNumber, page, scale, highlight }: PdfPageProps) {
  const [drawn, setDrawn] = useState(false);
  const boxes = page && highlight ? boxesForRange(page, highlight.start, highlight.end) : [];
  return (
    <>
      <Page
        pageNumber={pageNumber}
        scale={scale}
        renderTextLayer={drawn}
        renderAnnotationLayer={drawn}
        onRenderSuccess={() => setDrawn(true)}
        loading={<span className="sr-only">Loading page {pageNumber}...</span>}
        error={
          <p className="p-6 text-sm text-danger">
            Page {pageNumber} could not be shown. The rest of the document is still available.
          </p>
        }
      />
      <HighlightBoxes boxes={boxes} scale={scale} />
    </>
  );
});
