import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import {
  documentCache,
  viewableDocumentQueryKey,
  type DocumentCache,
  type ViewableDocument,
} from '../../../features/document-cache/index.ts';

/** Where a document's analysis is kept in this browser; the app's document cache by default. */
export type AnalysisCache = Pick<DocumentCache, 'updateAnalysis'>;

/**
 * Puts a new analysis of the document wherever the page keeps it: first the browser's document
 * cache (so a reload shows it too), then the page's data, which re-renders every section.
 */
export function useStoreAnalysis(
  documentId: string,
  userId: string,
  cache: AnalysisCache = documentCache,
) {
  const queryClient = useQueryClient();
  return useCallback(
    /** `latest`: the whole document as the server now has it, when it was fetched with it. */
    async (analysis: DocumentResponse['analysis'], latest?: DocumentResponse) => {
      // The cache only speeds things up: a copy it cannot update is fetched afresh later.
      await cache.updateAnalysis(documentId, analysis).catch(() => false);
      queryClient.setQueryData<ViewableDocument>(
        viewableDocumentQueryKey(documentId, userId),
        (current) =>
          current
            ? { ...current, document: { ...current.document, ...latest, analysis } }
            : current,
      );
    },
    [cache, documentId, queryClient, userId],
  );
}
