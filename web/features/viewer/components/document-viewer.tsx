import { lazy, Suspense, useEffect, useState } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import { handleViewerKeyDown } from '../keyboard-shortcuts.ts';
import { loadPdfPages } from '../load-pdf-pages.ts';
import type { RemotePdfFile } from './pdf-pages.tsx';
import { TextPages } from './text-pages.tsx';
import { ViewerToolbar } from './viewer-toolbar.tsx';
import { ViewerError, ViewerLoading } from './viewer-status.tsx';
import { useViewerStore, type TextRange } from '../viewer-store.ts';

// pdf.js is large; only PDF documents load it.
const PdfPages = lazy(loadPdfPages);

/** What DocumentViewer shows. */
export interface DocumentViewerProps {
  fileType: 'pdf' | 'docx' | 'txt';
  /** The document's pages (GET /api/documents/:id/pages); PDF pages carry their layout. */
  pages: readonly DocumentPage[];
  /** For PDFs: an object URL of the file's bytes. Falls back to the store's pdfPreviewUrl. */
  fileUrl?: string;
  /**
   * For PDFs not downloaded yet: the file on the server, which pdf.js reads as it arrives, so
   * the first page needs no other download. Wins over fileUrl; give one or the other.
   */
  remoteFile?: RemotePdfFile;
  /**
   * Document text to highlight and scroll to. Leave it out to follow the store's highlight
   * (set with useViewerStore.getState().showRange(start, end)); null shows no highlight.
   */
  highlight?: TextRange | null;
  /** Set when the document or its pages could not be loaded; shown in the catalogue's words. */
  error?: unknown;
  /** False to place ViewerToolbar elsewhere; the shortcuts still work inside the viewer. */
  showToolbar?: boolean;
  className?: string;
}

/**
 * The document viewer (SPEC sections 2 to 4): the pages stacked in a scrolling column (PDFs
 * drawn by pdf.js, DOCX and TXT as text sheets) with page tracking, zoom, fit width,
 * drag-to-pan when zoomed in, highlights, the toolbar and keyboard shortcuts. It fills its
 * parent, which must have a height. Mount it once per document (key it by document id): a
 * fresh viewer starts at the top of page 1 and ignores highlights asked for before it mounted.
 */
export function DocumentViewer({
  fileType,
  pages,
  fileUrl,
  remoteFile,
  highlight,
  error,
  showToolbar = true,
  className,
}: DocumentViewerProps) {
  const storedUrl = useViewerStore((state) => state.pdfPreviewUrl);
  const storedHighlight = useViewerStore((state) => state.highlight);
  const highlightRequest = useViewerStore((state) => state.highlightRequest);
  const [requestAtMount] = useState(highlightRequest);
  const followsStore = highlight === undefined;
  const shownHighlight = followsStore
    ? highlightRequest > requestAtMount
      ? storedHighlight
      : null
    : highlight;
  const pdfFile = remoteFile ?? fileUrl ?? storedUrl;

  useEffect(() => {
    if (fileUrl) useViewerStore.getState().setPdfPreviewUrl(fileUrl);
  }, [fileUrl]);

  useEffect(() => {
    if (pages.length > 0) useViewerStore.getState().setTotalPages(pages.length);
  }, [pages.length]);

  return (
    <section
      aria-label="Document viewer"
      onKeyDown={handleViewerKeyDown}
      className={classNames(
        'flex h-full min-h-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white',
        className,
      )}
    >
      {showToolbar ? <ViewerToolbar /> : null}
      {error !== undefined && error !== null ? (
        <ViewerError error={error} />
      ) : fileType === 'pdf' ? (
        pdfFile ? (
          <Suspense fallback={<ViewerLoading />}>
            <PdfPages
              file={pdfFile}
              pages={pages}
              highlight={shownHighlight}
              highlightRequest={followsStore ? highlightRequest : 0}
            />
          </Suspense>
        ) : (
          <ViewerLoading />
        )
      ) : pages.length > 0 ? (
        <TextPages
          pages={pages}
          highlight={shownHighlight}
          highlightRequest={followsStore ? highlightRequest : 0}
        />
      ) : (
        <ViewerLoading />
      )}
    </section>
  );
}
