import { ApiError } from '../../lib/api-client.ts';

/**
 * Whether a share link no longer opens: missing, revoked and expired all answer 404 by design,
 * so nobody can learn which of them a token is.
 */
export function isShareUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Retries a failed request once, except a link that is gone: asking again cannot bring it back. */
export function shouldRetryShareRequest(failureCount: number, error: Error): boolean {
  return !isShareUnavailable(error) && failureCount < 1;
}
