import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { fetchComparison } from './compare-api.ts';

/** Answers that asking again will not change: not found, not analyzed, not allowed. */
function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

/**
 * The comparison of two of the user's versions, asked for whenever the compare view opens (a
 * version may have been analyzed again since). A 404 or a refused pair is shown at once, not
 * asked for a second time.
 */
export function useComparison(
  oldDocumentId: string | undefined,
  newDocumentId: string | undefined,
) {
  return useQuery({
    queryKey: queryKeys.comparison(oldDocumentId ?? '', newDocumentId ?? ''),
    queryFn:
      oldDocumentId && newDocumentId
        ? () => fetchComparison(oldDocumentId, newDocumentId)
        : skipToken,
    retry: (failures, error) => !isFinalAnswer(error) && failures < 1,
  });
}
