import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  DocumentList,
  DocumentResponse,
  ProcessingProgress,
} from '../../../common/api/documents.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchDocumentPage } from './documents-api.ts';

// The cursors are the list's business; these helpers only read and change the documents.
type ListedPages = InfiniteData<DocumentList>;

/**
 * The user's documents, newest first, a page of GET /api/documents at a time: `documents` is
 * every page loaded so far, each document once.
 */
export function useDocumentList() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.documents(),
    queryFn: ({ pageParam }) => fetchDocumentPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return { query, documents: listedDocuments(query.data) };
}

/** The loaded pages as one list, a document on two pages (the list moved) shown once. */
function listedDocuments(data: ListedPages | undefined): DocumentResponse[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.documents.filter((document) => {
      if (seen.has(document.id)) return false;
      seen.add(document.id);
      return true;
    }),
  );
}

/** Changes every listed copy of the document; a list not loaded yet is left to load. */
function updateListed(
  queryClient: QueryClient,
  change: (documents: DocumentResponse[]) => DocumentResponse[],
): void {
  queryClient.setQueryData<ListedPages>(queryKeys.documents(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, documents: change(page.documents) })),
        }
      : data,
  );
}

/** Shows a new upload at the top of the list, or replaces the copy already listed. */
export function upsertListedDocument(queryClient: QueryClient, document: DocumentResponse): void {
  const data = queryClient.getQueryData<ListedPages>(queryKeys.documents());
  const isListed = listedDocuments(data).some((listed) => listed.id === document.id);
  if (isListed) {
    updateListed(queryClient, (documents) =>
      documents.map((listed) => (listed.id === document.id ? document : listed)),
    );
    return;
  }
  queryClient.setQueryData<ListedPages>(queryKeys.documents(), (current) => {
    const [first, ...rest] = current?.pages ?? [];
    return current && first
      ? { ...current, pages: [{ ...first, documents: [document, ...first.documents] }, ...rest] }
      : current;
  });
}

/** Takes a deleted (or dismissed) document out of the list. */
export function removeListedDocument(queryClient: QueryClient, documentId: string): void {
  updateListed(queryClient, (documents) =>
    documents.filter((document) => document.id !== documentId),
  );
}

/** A document found read: ready, with the page count its reading gave. */
export function settleListedDocument(queryClient: QueryClient, progress: ProcessingProgress): void {
  updateListed(queryClient, (documents) =>
    documents.map((document) =>
      document.id === progress.documentId
        ? {
            ...document,
            status: 'ready',
            pageCount: progress.totalPages > 0 ? progress.totalPages : document.pageCount,
          }
        : document,
    ),
  );
}
