import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SharedDocument } from '../../../common/api/shares.ts';
import { fetchShareLinkDocument } from './share-link-view-api.ts';
import { shouldRetryShareRequest } from './share-unavailable.ts';

/** The react-query key of a share link's analysis, as one access to it sees it. */
export function shareLinkDocumentQueryKey(token: string, accessToken?: string) {
  return ['shared-document', token, accessToken ?? ''] as const;
}

/**
 * The shared analysis behind a link, loaded once per access: every answer counts as a view for
 * the owner, so it is not asked again on focus or reconnect. Idle until the token is known.
 * `accessToken` is what the link's passcode gave, for a link that has one.
 */
export function useShareLinkDocument(
  token: string | undefined,
  accessToken?: string,
): UseQueryResult<SharedDocument> {
  return useQuery({
    queryKey: shareLinkDocumentQueryKey(token ?? '', accessToken),
    queryFn: token ? () => fetchShareLinkDocument(token, accessToken) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryShareRequest,
  });
}
