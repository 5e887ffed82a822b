import { useState } from 'react';
import type { DocumentPage } from '../../../../common/api/documents.ts';
import {
  useDocumentContent,
  useRemoteDocumentFile,
  type ViewableDocument,
} from '../../../features/document-cache/index.ts';
import type { DocumentViewerProps } from '../../../features/viewer/index.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

// Until the pages arrive, the sidebar lists none and the viewer sizes pages from the PDF.
const NO_PAGES: DocumentPage[] = [];

/**
 * Where a stored document is shown from: its pages, this browser's copy of the file when it
 * has one, or the server's file read in ranges; and the viewer's props for it.
 */
export function useViewerSource(viewable: ViewableDocument, userId: string) {
  const { document } = viewable;
  const content = useDocumentContent(viewable, userId);
  const pages = content.data?.pages ?? NO_PAGES;
  const fileUrl = useObjectUrl(content.data?.file ?? null);
  // Decided once: switching a viewer from the server's file to the local copy would reopen it.
  const [readsFromServer] = useState(() => document.fileType === 'pdf' && !content.data);
  const remoteFile = useRemoteDocumentFile(document.id, readsFromServer);
  const viewerProps: DocumentViewerProps = {
    fileType: document.fileType,
    pages,
    error: content.error,
    ...(remoteFile ? { remoteFile } : {}),
    ...(document.fileType === 'pdf' && fileUrl && !remoteFile ? { fileUrl } : {}),
  };
  return { pages, fileUrl, viewerProps };
}
