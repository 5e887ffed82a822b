import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SharedDocument } from '../../../common/api/shares.ts';
import { fetchSharedDocument } from './shared-view-api.ts';
import { shouldRetryShareRequest } from './share-unavailable.ts';

/** The react-query key of a share link's analysis. */
export function sharedDocumentQueryKey(token: string) {
  return ['shared-document', token] as const;
}

/**
 * The shared analysis behind a link, loaded once: every answer counts as a view for the owner,
 * so it is not asked again on focus or reconnect. Idle until the token is known.
 */
export function useSharedDocument(token: string | undefined): UseQueryResult<SharedDocument> {
  return useQuery({
    queryKey: sharedDocumentQueryKey(token ?? ''),
    queryFn: token ? () => fetchSharedDocument(token) : skipToken,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryShareRequest,
  });
}
