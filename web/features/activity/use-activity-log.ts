import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchActivityPage, type ActivityScope } from './activity-api.ts';

/**
 * A log, a page at a time, newest first; `entries` is every page loaded so far. Asked again
 * each time it is shown, so what was just done is on it.
 */
export function useActivityLog(scope: ActivityScope) {
  const query = useInfiniteQuery({
    queryKey:
      scope.kind === 'account'
        ? queryKeys.accountActivity()
        : queryKeys.documentActivity(scope.documentId),
    queryFn: ({ pageParam }) => fetchActivityPage(scope, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return { query, entries: query.data?.pages.flatMap((page) => page.entries) ?? [] };
}
