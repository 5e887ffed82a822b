import { useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../common/api/stats.ts';
import { TIME_SAVED_BASIS, EMPTY_STATS } from '../../../common/stats/compute-stats.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchStats } from './stats-api.ts';

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
 * The user's statistics, from the stats query: asked for when a screen shows them, and again
 * whenever what they count changes (an analysis ended, a document was deleted), since those
 * mark the query stale.
 */
export function useStats(): StatsState {
  const query = useQuery({ queryKey: queryKeys.stats(), queryFn: fetchStats });
  return {
    stats: query.data ?? INITIAL_STATS,
    loaded: query.data !== undefined,
    loading: query.isFetching,
    error: query.error,
    reload: () => void query.refetch(),
  };
}
