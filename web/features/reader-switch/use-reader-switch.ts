import { useCallback, useRef, useState } from 'react';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { switchReaderRequest } from './reader-switch-api.ts';

/** Where a change of reader is. */
export type ReaderSwitchState =
  | { phase: 'idle' }
  | { phase: 'switching'; role: string }
  | { phase: 'switched'; role: string }
  | { phase: 'failed'; role: string; error: unknown };

/** What useReaderSwitch needs: the document, where the new analysis goes, and (for tests) the call. */
export interface ReaderSwitchOptions {
  documentId: string;
  /** Stores the analysis written for the new reader wherever the app keeps the document. */
  onSwitched: (analysis: Analysis) => Promise<void> | void;
  request?: (documentId: string, role: string) => Promise<Analysis>;
}

/**
 * Re-reads the document for another party: asks the API, hands the new analysis to
 * `onSwitched`, and says where it is. Only the latest choice counts: an answer to an earlier
 * one that arrives late is dropped. A failure keeps the current analysis as it is.
 */
export function useReaderSwitch({
  documentId,
  onSwitched,
  request = switchReaderRequest,
}: ReaderSwitchOptions) {
  const [state, setState] = useState<ReaderSwitchState>({ phase: 'idle' });
  const latest = useRef(0);

  const switchTo = useCallback(
    async (role: string) => {
      const attempt = ++latest.current;
      setState({ phase: 'switching', role });
      try {
        const analysis = await request(documentId, role);
        if (attempt !== latest.current) return;
        await onSwitched(analysis);
        if (attempt === latest.current) setState({ phase: 'switched', role });
      } catch (error) {
        if (attempt === latest.current) setState({ phase: 'failed', role, error });
      }
    },
    [documentId, onSwitched, request],
  );

  return { state, switchTo };
}
