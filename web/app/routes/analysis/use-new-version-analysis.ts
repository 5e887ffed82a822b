import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisJob, AnalysisProgress } from '../../../../common/api/analysis-jobs.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { readAnalysis } from '../../../features/analysis-results/index.ts';
import { analyzeAndWait } from '../../../features/analysis-run/index.ts';
import { switchReaderRequest } from '../../../features/reader-switch/index.ts';
import { logger } from '../../../lib/logger.ts';

/** Where the analysis of an uploaded new version is. */
export type NewVersionState =
  | { phase: 'idle' }
  | { phase: 'analyzing'; fileName: string; progress: AnalysisProgress | null }
  | { phase: 'matching-reader'; fileName: string }
  | { phase: 'failed'; job: AnalysisJob }
  | { phase: 'error'; error: unknown };

/**
 * Analyzes a new version uploaded to compare with, as any analysis (one credit, refunded if it
 * fails), then reads it for the old version's reader when it was read for another party who
 * it also names, so both versions speak to the same person; then `onReady`. Leaving stops
 * following it (the analysis itself goes on and is kept). A failed switch of reader does not
 * stop the comparison: the server compares for the old version's reader either way.
 */
export function useNewVersionAnalysis({
  readerRole,
  onReady,
}: {
  /** The old version's reader ("Buyer"); null when it has none. */
  readerRole: string | null;
  onReady: (document: DocumentResponse) => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<NewVersionState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  // One key per confirmed request: a double click or a retry is charged once.
  const idempotencyKey = useRef(crypto.randomUUID());
  useEffect(() => () => controllerRef.current?.abort(), []);

  const matchReader = useCallback(
    async (document: DocumentResponse) => {
      const analysis = readAnalysis(document.analysis);
      if (!readerRole || !analysis || analysis.perspective?.role === readerRole) return;
      if (!analysis.readers.some((reader) => reader.role === readerRole)) return;
      setState({ phase: 'matching-reader', fileName: document.fileName });
      try {
        await switchReaderRequest(document.id, readerRole);
      } catch (error) {
        logger.warn(`Could not read ${document.id} for the ${readerRole}`, error);
      }
    },
    [readerRole],
  );

  const analyze = useCallback(
    async (document: DocumentResponse) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const key = idempotencyKey.current;
      idempotencyKey.current = crypto.randomUUID();
      const { fileName } = document;
      setState({ phase: 'analyzing', fileName, progress: null });
      try {
        const outcome = await analyzeAndWait(queryClient, document.id, key, {
          signal: controller.signal,
          onProgress: (progress) => setState({ phase: 'analyzing', fileName, progress }),
        });
        if (controller.signal.aborted) return;
        if (outcome.status === 'failed') {
          setState({ phase: 'failed', job: outcome.job });
          return;
        }
        await matchReader(outcome.document);
        if (!controller.signal.aborted) onReady(outcome.document);
      } catch (error) {
        if (controller.signal.aborted) return;
        logger.error('The new version could not be analyzed', error);
        setState({ phase: 'error', error });
      }
    },
    [matchReader, onReady, queryClient],
  );

  return { state, analyze };
}
