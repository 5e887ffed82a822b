import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SharedPages } from '../../../common/api/shares.ts';
import { fetchSharedPages } from './shared-view-api.ts';
import { shouldRetryShareRequest } from './share-unavailable.ts';

/** The react-query key of a share link's pages. */
export function sharedPagesQueryKey(token: string) {
  return ['shared-pages', token] as const;
}

/** The shared document's pages for the viewer, loaded once per link. Idle until the token is known. */
export function useSharedPages(token: string | undefined): UseQueryResult<SharedPages> {
  return useQuery({
    queryKey: sharedPagesQueryKey(token ?? ''),
    queryFn: token ? () => fetchSharedPages(token) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryShareRequest,
  });
}
