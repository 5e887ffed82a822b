import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { documentCache } from './default-document-cache.ts';
import type { DocumentCache } from './document-cache.ts';
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

/** The react-query key of a user's viewable document, for invalidating it from elsewhere. */
export function viewableDocumentQueryKey(documentId: string, userId: string) {
  return ['viewable-document', userId, documentId] as const;
}

/**
 * The analysis page's document (see loadViewableDocument). Idle until both ids are known.
 * While the document is still processing, `data.file` is null: call `refetch()` when
 * processing ends to load its pages and file. Needs a QueryClientProvider above it.
 */
export function useViewableDocument(
  documentId: string | undefined,
  userId: string | null | undefined,
  sources: ViewableDocumentSources = {},
): UseQueryResult<ViewableDocument> {
  const cache = sources.cache ?? documentCache;
  const api = sources.api ?? apiClient;
  return useQuery({
    queryKey: viewableDocumentQueryKey(documentId ?? '', userId ?? ''),
    queryFn:
      documentId && userId ? () => loadViewableDocument(cache, api, documentId, userId) : skipToken,
    // The result holds the file itself; the local cache, not react-query, decides freshness.
    staleTime: Infinity,
  });
}
