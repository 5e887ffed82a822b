import { useEffect, useState } from 'react';
import type { Stats } from '../../../common/api/stats.ts';
import { TIME_SAVED_BASIS, EMPTY_STATS } from '../../../common/stats/compute-stats.ts';
import { fetchStats } from './stats-api.ts';

/**
 * Changes of the refresh key closer together than this make one request: loading the list
 * changes it several times in a row.
 */
export const STATS_REFRESH_DELAY_MS = 250;

export interface StatsState {
  /** All 0 until the first answer (SPEC section 3), then the latest answer. */
  stats: Stats;
  /** The first answer has arrived. */
  loaded: boolean;
  /** A request is under way. */
  loading: boolean;
  /** Why the latest request failed; the numbers shown are then the last known ones. */
  error: unknown;
  /** Asks again, e.g. from a Try again button. */
  reload: () => void;
}

const INITIAL_STATS: Stats = { ...EMPTY_STATS, timeSavedBasis: { ...TIME_SAVED_BASIS } };

/**
 * The user's statistics, asked for when the component appears and again whenever `refreshKey`
 * changes (e.g. a document was deleted or an analysis finished). A late answer to an older
 * request never replaces a newer one.
 */
export function useStats(refreshKey: string | number = 0): StatsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<StatsState, 'reload'>>({
    stats: INITIAL_STATS,
    loaded: false,
    loading: true,
    error: null,
  });

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      fetchStats()
        .then((stats) => {
          if (isCurrent) setState({ stats, loaded: true, loading: false, error: null });
        })
        .catch((error: unknown) => {
          if (isCurrent) setState((previous) => ({ ...previous, loading: false, error }));
        });
    }, STATS_REFRESH_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [refreshKey, attempt]);

  return { ...state, reload: () => setAttempt((count) => count + 1) };
}
