import { skipToken, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { documentCache } from './default-document-cache.ts';
import type { DocumentCache } from './document-cache.ts';
import { restoreChatHistory } from './restore-chat-history.ts';
import {
  loadViewableDocument,
  type DocumentApi,
  type ViewableDocument,
} from './viewable-document.ts';

/** Where useViewableDocument loads from; the app's cache and API unless a test says otherwise. */
export interface ViewableDocumentSources {
  cache?: Pick<DocumentCache, 'get' | 'put'>;
  api?: DocumentApi;
}

/**
 * The analysis page's document (see loadViewableDocument), restored from the browser's cache
 * when it holds a live copy, with its cached conversation put into the chat's query. Idle
 * until both ids are known. While the document is still processing, `data.file` is null: call
 * `refetch()` when processing ends to load its pages and file.
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
    // The result holds the file itself; the local cache, not react-query, decides freshness.
    staleTime: Infinity,
  });
}
