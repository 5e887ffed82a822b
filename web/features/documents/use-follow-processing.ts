import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { logger } from '../../lib/logger.ts';
import { followProcessing } from './document-actions.ts';
import { getShownStatus, useDocumentStore } from './document-store.ts';

/**
 * Keeps the progress of every listed document that is still being read up to date, so its
 * row moves from Processing to Ready or Failed without a reload.
 */
export function useFollowProcessing(documents: readonly DocumentResponse[]): void {
  const queryClient = useQueryClient();
  const processingProgress = useDocumentStore((state) => state.processingProgress);
  // A string, so the effect runs again only when the set of documents being read changes.
  const processingIds = documents
    .filter(
      (document) => getShownStatus(document, processingProgress[document.id]) === 'processing',
    )
    .map((document) => document.id)
    .join(' ');

  useEffect(() => {
    if (processingIds === '') return;
    for (const id of processingIds.split(' ')) {
      followProcessing(queryClient, id).catch((error: unknown) => {
        // The row keeps saying Processing; a reload asks again.
        if (!(error instanceof Error && error.name === 'AbortError')) {
          logger.warn(`Could not follow the processing of document ${id}`, error);
        }
      });
    }
  }, [processingIds, queryClient]);
}
