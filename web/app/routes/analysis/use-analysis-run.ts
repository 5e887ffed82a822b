import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AnalysisJob } from '../../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { loadUserPlan } from '../../../features/account/index.ts';
import {
  documentCache,
  viewableDocumentQueryKey,
  type ViewableDocument,
} from '../../../features/document-cache/index.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Where an analysis the user asked for is. */
export type AnalysisRunState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'failed'; job: AnalysisJob }
  | { phase: 'error'; error: unknown };

// The built-in engine takes about a second; a language model longer.
const POLL_EVERY_MS = 1000;

/**
 * Runs an analysis of the document: spends a credit with an Idempotency-Key (so a retried or
 * doubled request is charged once), follows the job, and when it succeeds puts the analysis
 * into the page's data and the browser cache.
 */
export function useAnalysisRun(document: DocumentResponse, userId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AnalysisRunState>({ phase: 'idle' });

  const run = useCallback(
    async (idempotencyKey: string) => {
      setState({ phase: 'running' });
      try {
        const { job } = await apiClient.post<{ job: AnalysisJob }>(
          `/api/documents/${document.id}/analyze`,
          undefined,
          { headers: { 'Idempotency-Key': idempotencyKey } },
        );
        void loadUserPlan();
        const finished = await waitForJob(job);
        // A failed job's credit came back; the shown balance follows.
        if (finished.status === 'failed') void loadUserPlan();
        if (finished.status === 'failed') {
          setState({ phase: 'failed', job: finished });
          return;
        }
        const analysed = await apiClient.get<DocumentResponse>(`/api/documents/${document.id}`);
        await documentCache.updateAnalysis(document.id, analysed.analysis).catch(() => false);
        queryClient.setQueryData<ViewableDocument>(
          viewableDocumentQueryKey(document.id, userId),
          (current) => (current ? { ...current, document: analysed } : current),
        );
        setState({ phase: 'idle' });
      } catch (error) {
        setState({ phase: 'error', error });
      }
    },
    [document.id, queryClient, userId],
  );

  return { state, run };
}

async function waitForJob(job: AnalysisJob): Promise<AnalysisJob> {
  let current = job;
  while (current.status === 'queued' || current.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
    current = (
      await apiClient.get<{ job: AnalysisJob }>(`/api/documents/${job.documentId}/analysis-job`)
    ).job;
  }
  return current;
}
