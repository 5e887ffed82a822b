import { skipToken, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { documentCache } from './default-document-cache.ts';
import type { DocumentCache } from './document-cache.ts';
import { restoreChatHistory } from './restore-chat-history.ts';
import {
  loadDocumentContent,
  loadViewableDocument,
  type DocumentApi,
  type DocumentContent,
  type ViewableDocument,
} from './viewable-document.ts';

/** Where the hooks load from; the app's cache and API unless a test says otherwise. */
export interface ViewableDocumentSources {
  cache?: Pick<DocumentCache, 'get' | 'put'>;
  api?: DocumentApi;
}

/**
 * The analysis page's document (see loadViewableDocument), restored from the browser's cache
 * when it holds a live copy, with its cached conversation put into the chat's query. Idle
 * until both ids are known. While the document is still processing, call `refetch()` when
 * processing ends; useDocumentContent then loads its pages and file.
 */
export function useViewableDocument(
  documentId: string | undefined,
  userId: string | null | undefined,
  sources: ViewableDocumentSources = {},
): UseQueryResult<ViewableDocument> {
  const cache = sources.cache ?? documentCache;
  const api = sources.api ?? apiClient;
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.document(documentId ?? '', userId ?? ''),
    queryFn:
      documentId && userId
        ? () =>
            loadViewableDocument(cache, api, documentId, userId, (history) =>
              restoreChatHistory(queryClient, documentId, history),
            )
        : skipToken,
    // The result may hold the file itself; the local cache, not react-query, decides freshness.
    staleTime: Infinity,
  });
}

/**
 * The pages and file of a ready document (see loadDocumentContent): at once when the cache
 * held them, fetched otherwise. Idle until the document is known and ready.
 */
export function useDocumentContent(
  viewable: ViewableDocument | undefined,
  userId: string | null | undefined,
  sources: ViewableDocumentSources = {},
): UseQueryResult<DocumentContent> {
  const cache = sources.cache ?? documentCache;
  const api = sources.api ?? apiClient;
  const cachedContent = viewable?.cachedContent;
  return useQuery({
    queryKey: queryKeys.documentContent(viewable?.document.id ?? '', userId ?? ''),
    queryFn:
      viewable?.document.status === 'ready' && userId
        ? () => loadDocumentContent(cache, api, viewable, userId)
        : skipToken,
    ...(cachedContent ? { initialData: cachedContent } : {}),
    staleTime: Infinity,
  });
}
