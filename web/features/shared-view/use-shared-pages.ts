import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SharedPages } from '../../../common/api/shares.ts';
import { fetchSharedPages } from './shared-view-api.ts';
import { shouldRetryShareRequest } from './share-unavailable.ts';

/** The react-query key of a share link's pages, as one access to it sees them. */
export function sharedPagesQueryKey(token: string, accessToken?: string) {
  return ['shared-pages', token, accessToken ?? ''] as const;
}

/**
 * The shared document's pages for the viewer, loaded once per link and access. Idle until the
 * token is known.
 */
export function useSharedPages(
  token: string | undefined,
  accessToken?: string,
): UseQueryResult<SharedPages> {
  return useQuery({
    queryKey: sharedPagesQueryKey(token ?? '', accessToken),
    queryFn: token ? () => fetchSharedPages(token, accessToken) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryShareRequest,
  });
}
