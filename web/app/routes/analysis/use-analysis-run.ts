import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isFinishedJob,
  type AnalysisJob,
  type AnalysisProgress,
} from '../../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { loadUserPlan } from '../../../features/account/index.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { followAnalysisJob } from './follow-analysis-job.ts';
import { useStoreAnalysis } from './use-store-analysis.ts';

/** Where an analysis the user asked for is. */
export type AnalysisRunState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: AnalysisProgress | null }
  | { phase: 'failed'; job: AnalysisJob }
  | { phase: 'error'; error: unknown };

/**
 * Runs an analysis of the document: spends a credit with an Idempotency-Key (so a retried or
 * doubled request is charged once), follows the job step by step, and when it succeeds puts
 * the analysis into the page's data and the browser cache. A job already under way when the
 * page opens (asked for before a reload) is followed too.
 */
export function useAnalysisRun(document: DocumentResponse, userId: string) {
  const storeAnalysis = useStoreAnalysis(document.id, userId);
  const [state, setState] = useState<AnalysisRunState>({ phase: 'idle' });
  const leaving = useRef<AbortController | null>(null);
  const isAnalysed = document.analysis.documentType.type !== 'Unknown';

  const follow = useCallback(
    async (job: AnalysisJob) => {
      const { signal } = (leaving.current ??= new AbortController());
      setState({ phase: 'running', progress: null });
      const finished = await followAnalysisJob(job, {
        signal,
        onProgress: (progress) => setState({ phase: 'running', progress }),
      });
      // Spent, or given back when it failed: the shown balance follows either way.
      void loadUserPlan();
      if (finished.status === 'failed') {
        setState({ phase: 'failed', job: finished });
        return;
      }
      const analysed = await apiClient.get<DocumentResponse>(`/api/documents/${document.id}`);
      await storeAnalysis(analysed.analysis, analysed);
      setState({ phase: 'idle' });
    },
    [document.id, storeAnalysis],
  );

  const run = useCallback(
    async (idempotencyKey: string) => {
      setState({ phase: 'running', progress: null });
      try {
        const { job } = await apiClient.post<{ job: AnalysisJob }>(
          `/api/documents/${document.id}/analyze`,
          undefined,
          { headers: { 'Idempotency-Key': idempotencyKey } },
        );
        void loadUserPlan();
        await follow(job);
      } catch (error) {
        if (!leaving.current?.signal.aborted) setState({ phase: 'error', error });
      }
    },
    [document.id, follow],
  );

  // Asked only when the document says so, so a document opened from the cache offline asks
  // nothing of the network.
  const isAnalysing = document.isAnalysing === true;
  useEffect(() => {
    if (isAnalysed || !isAnalysing) return undefined;
    const controller = new AbortController();
    leaving.current = controller;
    // A 404 means no analysis was ever asked for: nothing to pick up.
    apiClient
      .get<{ job: AnalysisJob }>(`/api/documents/${document.id}/analysis-job`)
      .then(({ job }) =>
        isFinishedJob(job) || controller.signal.aborted ? undefined : follow(job),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [document.id, follow, isAnalysed, isAnalysing]);

  return { state, run };
}
