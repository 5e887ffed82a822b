import { useCallback, useMemo } from 'react';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import { TEXT_SHEET, textSheetSize } from '../page-sizes.ts';
import { PageScroller } from './page-scroller.tsx';
import { TextSheet } from './text-sheet.tsx';
import { useHighlightFocus } from '../use-highlight-focus.ts';
import type { TextRange } from '../viewer-store.ts';

interface TextPagesProps {
  pages: readonly DocumentPage[];
  highlight: TextRange | null;
  highlightRequest: number;
}

/** DOCX and TXT documents: their pages as text sheets in the shared page scroller. */
export function TextPages({ pages, highlight, highlightRequest }: TextPagesProps) {
  const pageSizes = useMemo(() => pages.map((page) => textSheetSize(page.text)), [pages]);
  const focus = useHighlightFocus(
    pages,
    pageSizes,
    highlight,
    highlightRequest,
    TEXT_SHEET.fontSize,
  );
  const renderPage = useCallback(
    (index: number, scale: number) => {
      const page = pages[index];
      return page ? <TextSheet page={page} scale={scale} highlight={highlight} /> : null;
    },
    [pages, highlight],
  );
  return (
    <PageScroller
      pageSizes={pageSizes}
      renderPage={renderPage}
      focus={focus}
      growable
      label="Document pages"
    />
  );
}
