import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import type { ViewableDocument } from '../../../features/document-cache/index.ts';
import { DocumentViewer, useViewerStore } from '../../../features/viewer/index.ts';
import { useViewerSource } from '../analysis/use-viewer-source.ts';

// Until the version loads the viewer says so, with no pages to lay out.
const NO_PAGES: readonly DocumentPage[] = [];

/** Words to highlight in the version shown; a new object for each time they are asked for. */
export interface ViewerTarget {
  start: number;
  end: number;
}

/**
 * One version in the document viewer, loaded as the workspace loads a document (this
 * browser's copy when it has one, a PDF read straight from the server otherwise). When it is
 * given words to show, it highlights and scrolls to them once it is on screen, the viewer
 * having started fresh (it ignores what was asked before it mounted).
 */
export function VersionViewer({
  query,
  userId,
  target,
}: {
  query: UseQueryResult<ViewableDocument>;
  userId: string;
  target: ViewerTarget | null;
}) {
  if (!query.data) {
    return <DocumentViewer fileType="txt" pages={NO_PAGES} error={query.error ?? undefined} />;
  }
  return <LoadedVersionViewer viewable={query.data} userId={userId} target={target} />;
}

function LoadedVersionViewer({
  viewable,
  userId,
  target,
}: {
  viewable: ViewableDocument;
  userId: string;
  target: ViewerTarget | null;
}) {
  const { viewerProps } = useViewerSource(viewable, userId);

  // After the viewer's own effects (children's run first), so it counts this as a new request.
  useEffect(() => {
    if (target) useViewerStore.getState().showRange(target.start, target.end);
  }, [target]);

  return <DocumentViewer {...viewerProps} />;
}
