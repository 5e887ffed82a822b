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

/** The two calls the loaders make; the app's apiClient fits, and tests pass a fake. */
export type DocumentApi = Pick<ApiClient, 'get' | 'getBlob'>;

/** What the viewer shows of a ready document: its pages and original file. */
export interface DocumentContent {
  pages: DocumentPage[];
  file: Blob;
}

/** What the analysis page opens with: the document, and its content when this browser has it. */
export interface ViewableDocument {
  document: DocumentResponse;
  /** The pages and file from the local cache, so nothing more is fetched; null otherwise. */
  cachedContent: DocumentContent | null;
  /** The conversation cached with the document, kept when the document is cached again. */
  cachedChat: CachedChatMessage[];
}

/**
 * Loads a document for the analysis page. A live cached copy of a ready document is returned,
 * content included, with no network call at all; otherwise only the document itself is
 * fetched, so the page can open while loadDocumentContent fetches the rest. A conversation
 * cached with the document is handed to `restoreChat`, to be shown before the server's copy.
 * The cache only speeds things up: when it fails, the API is used and the failure logged.
 */
export async function loadViewableDocument(
  cache: Pick<DocumentCache, 'get'>,
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
      cachedContent: { pages: cached.pages, file: cached.file },
      cachedChat: cached.chatHistory,
    };
  }
  const document = await api.get<DocumentResponse>(documentPath(documentId));
  return { document, cachedContent: null, cachedChat: cached?.chatHistory ?? [] };
}

/**
 * The pages and file of a ready document: the cached ones, or fetched together and then
 * cached for next time. The page does not wait for the cache write, which for a long
 * document takes longer than showing it.
 */
export async function loadDocumentContent(
  cache: Pick<DocumentCache, 'put'>,
  api: DocumentApi,
  viewable: ViewableDocument,
  userId: string,
): Promise<DocumentContent> {
  if (viewable.cachedContent) return viewable.cachedContent;
  const { document } = viewable;
  const path = documentPath(document.id);
  const [{ pages }, file] = await Promise.all([
    api.get<DocumentPages>(`${path}/pages`),
    api.getBlob(`${path}/file`),
  ]);
  void cache
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
      chatHistory: viewable.cachedChat,
      pages,
      file,
    })
    .catch(warnAndForget('store'));
  return { pages, file };
}

/** Where the API serves a document; its original file is at `${path}/file`. */
export function documentPath(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}`;
}

function warnAndForget(action: 'read' | 'store') {
  return (error: unknown): undefined => {
    logger.warn(`Could not ${action} the document in the local cache`, error);
    return undefined;
  };
}
