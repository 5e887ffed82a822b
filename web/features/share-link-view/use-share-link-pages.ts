import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SharedPages } from '../../../common/api/shares.ts';
import { fetchShareLinkPages } from './share-link-view-api.ts';
import { shouldRetryShareRequest } from './share-unavailable.ts';

/** The react-query key of a share link's pages, as one access to it sees them. */
export function shareLinkPagesQueryKey(token: string, accessToken?: string) {
  return ['shared-pages', token, accessToken ?? ''] as const;
}

/**
 * The shared document's pages for the viewer, loaded once per link and access. Idle until the
 * token is known.
 */
export function useShareLinkPages(
  token: string | undefined,
  accessToken?: string,
): UseQueryResult<SharedPages> {
  return useQuery({
    queryKey: shareLinkPagesQueryKey(token ?? '', accessToken),
    queryFn: token ? () => fetchShareLinkPages(token, accessToken) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryShareRequest,
  });
}
