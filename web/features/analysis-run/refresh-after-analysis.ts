import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Marks stale what an ended analysis changes on the server: the credit spent or given back
 * (plan and credit history), the dashboard's numbers and the documents list. Whatever is on
 * screen is fetched again; the rest when it is next shown.
 */
export function refreshAfterAnalysis(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [queryKeys.userPlan(), queryKeys.creditHistory(), queryKeys.stats(), queryKeys.documents()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
