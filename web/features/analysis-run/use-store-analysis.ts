import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The part of the analysis page's document query this feature changes. */
interface DocumentQueryData {
  document: DocumentResponse;
}

/**
 * Puts a new analysis of the document into the page's document query, which re-renders every
 * section; the browser's document cache persists it from there (decision 018).
 */
export function useStoreAnalysis(documentId: string, userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    /** `latest`: the whole document as the server now has it, when it was fetched with it. */
    (analysis: DocumentResponse['analysis'], latest?: DocumentResponse) => {
      queryClient.setQueryData<DocumentQueryData>(
        queryKeys.document(documentId, userId),
        (current) =>
          current
            ? { ...current, document: { ...current.document, ...latest, analysis } }
            : current,
      );
    },
    [documentId, queryClient, userId],
  );
}
