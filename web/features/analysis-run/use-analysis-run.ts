import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isFinishedJob,
  type AnalysisJob,
  type AnalysisProgress,
} from '../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../common/api/documents.ts';
import { logger } from '../../lib/logger.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  fetchAnalysedDocument,
  fetchLatestAnalysisJob,
  requestAnalysis,
} from './analysis-run-api.ts';
import { followAnalysisJob } from './follow-analysis-job.ts';
import { refreshAfterAnalysis } from './refresh-after-analysis.ts';
import { useStoreAnalysis } from './use-store-analysis.ts';

/** Where an analysis the user asked for is. */
export type AnalysisRunState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: AnalysisProgress | null }
  | { phase: 'failed'; job: AnalysisJob }
  | { phase: 'error'; error: unknown };

/**
 * Runs an analysis of the document: spends a credit with an Idempotency-Key (so a retried or
 * doubled request is charged once), follows the job step by step, and when it ends puts the
 * analysis into the page's document query and refreshes what the job changed (plan, credit
 * history, statistics, documents list). A job already under way when the page opens (asked
 * for before a reload) is followed too. Failures other than "no analysis yet" are shown.
 */
export function useAnalysisRun(document: DocumentResponse, userId: string) {
  const queryClient = useQueryClient();
  const storeAnalysis = useStoreAnalysis(document.id, userId);
  const [state, setState] = useState<AnalysisRunState>({ phase: 'idle' });
  const leaving = useRef<AbortController | null>(null);
  const isAnalysed = document.analysis.documentType.type !== 'Unknown';

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const showProgress = (progress: AnalysisProgress) => setState({ phase: 'running', progress });

  // What an ended job leaves: its analysis shown, or why it failed, and everything it changed
  // marked stale.
  const finish = useCallback(
    async (finished: AnalysisJob) => {
      void refreshAfterAnalysis(queryClient);
      if (finished.status === 'succeeded') {
        const analyzed = await fetchAnalysedDocument(document.id);
        storeAnalysis(analyzed.analysis, analyzed);
      }
      queryClient.setQueryData(queryKeys.analysisJob(document.id), finished);
      setState(
        finished.status === 'failed' ? { phase: 'failed', job: finished } : { phase: 'idle' },
      );
    },
    [document.id, queryClient, storeAnalysis],
  );

  const run = useCallback(
    async (idempotencyKey: string) => {
      const signal = leaving.current?.signal ?? AbortSignal.abort();
      setState({ phase: 'running', progress: null });
      try {
        const job = await requestAnalysis(document.id, idempotencyKey);
        // The credit is spent as the job is queued: the balance shown follows at once.
        void queryClient.invalidateQueries({ queryKey: queryKeys.userPlan() });
        await finish(await followAnalysisJob(job, { signal, onProgress: showProgress }));
      } catch (error) {
        if (signal.aborted) return;
        logger.error('The analysis could not be run', error);
        setState({ phase: 'error', error });
      }
    },
    [document.id, finish, queryClient],
  );

  // Asked only when the document says so, so a document opened from the cache offline asks
  // nothing of the network.
  const latestJob = useQuery({
    queryKey: queryKeys.analysisJob(document.id),
    queryFn: () => fetchLatestAnalysisJob(document.id),
    enabled: document.isAnalysing === true && !isAnalysed,
  });
  const jobToFollow = latestJob.data && !isFinishedJob(latestJob.data) ? latestJob.data : null;
  useEffect(() => {
    if (!jobToFollow) return undefined;
    const controller = new AbortController();
    const following = followAnalysisJob(jobToFollow, {
      signal: controller.signal,
      onProgress: showProgress,
    });
    following.then(finish).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      logger.error('Could not follow the analysis under way', error);
      setState({ phase: 'error', error });
    });
    return () => controller.abort();
  }, [jobToFollow, finish]);

  // Until the job under way reports a step, it shows as starting.
  const shown: AnalysisRunState =
    state.phase !== 'idle'
      ? state
      : jobToFollow
        ? { phase: 'running', progress: null }
        : latestJob.isError
          ? { phase: 'error', error: latestJob.error }
          : state;
  return { state: shown, run };
}
