import type { DocumentPages, DocumentResponse } from '../../../common/api/documents.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { logger } from '../../lib/logger.ts';
import {
  toDocumentResponse,
  type CachedChatMessage,
  type DocumentPage,
} from './cached-document.ts';
import type { DocumentCache } from './document-cache.ts';
import { joinPageText } from './page-text.ts';

/** The two calls the loader makes; the app's apiClient fits, and tests pass a fake. */
export type DocumentApi = Pick<ApiClient, 'get' | 'getBlob'>;

/** A document the viewer can open: its pages and original file, from the cache or the API. */
export interface ReadyViewableDocument {
  document: DocumentResponse;
  pages: DocumentPage[];
  file: Blob;
  /** True when nothing was fetched. */
  fromCache: boolean;
}

/** A document whose text is still being read ('processing'): nothing to view yet. */
export interface PendingViewableDocument {
  document: DocumentResponse;
  pages: null;
  file: null;
  fromCache: false;
}

/** What the analysis page loads; `file === null` until the document is ready. */
export type ViewableDocument = ReadyViewableDocument | PendingViewableDocument;

/**
 * Loads a document for the analysis page. A live cached copy of a ready document is returned
 * with no network call at all; otherwise the document is fetched and, once ready, so are its
 * pages and file, which are then cached. A document not yet ready is returned as it is and not
 * cached: call again when processing ends. A conversation cached with the document is handed
 * to `restoreChat`, to be shown before the server's copy arrives.
 * The cache only speeds things up: when it fails, the API is used and the failure logged.
 */
export async function loadViewableDocument(
  cache: Pick<DocumentCache, 'get' | 'put'>,
  api: DocumentApi,
  documentId: string,
  userId: string,
  restoreChat: (history: CachedChatMessage[]) => void = () => undefined,
): Promise<ViewableDocument> {
  const cached = await cache.get(documentId, userId).catch(warnAndForget('read'));
  if (cached) restoreChat(cached.chatHistory);
  if (cached?.status === 'ready') {
    return {
      document: toDocumentResponse(cached),
      pages: cached.pages,
      file: cached.file,
      fromCache: true,
    };
  }

  const path = `/api/documents/${encodeURIComponent(documentId)}`;
  const document = await api.get<DocumentResponse>(path);
  if (document.status !== 'ready') return { document, pages: null, file: null, fromCache: false };

  const [{ pages }, file] = await Promise.all([
    api.get<DocumentPages>(`${path}/pages`),
    api.getBlob(`${path}/file`),
  ]);
  await cache
    .put({
      id: document.id,
      fileName: document.fileName,
      fileSize: document.fileSize,
      fileType: document.fileType,
      status: document.status,
      createdAt: document.createdAt,
      analysis: document.analysis,
      pageCount: document.pageCount,
      extractedText: joinPageText(pages),
      userId,
      // A conversation held while the document was cached unready is not thrown away.
      chatHistory: cached?.chatHistory ?? [],
      pages,
      file,
    })
    .catch(warnAndForget('store'));
  return { document, pages, file, fromCache: false };
}

function warnAndForget(action: 'read' | 'store') {
  return (error: unknown): undefined => {
    logger.warn(`Could not ${action} the document in the local cache`, error);
    return undefined;
  };
}
