import { ApiError } from '../../lib/api-client.ts';

/**
 * Whether a share link no longer opens: missing, revoked and expired all answer 404 by design,
 * so nobody can learn which of them a token is.
 */
export function isShareUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whether a link asks for its passcode: its answers are 403 until one is given, and again once
 * the access it gave has expired.
 */
export function isSharePasscodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * Retries a failed request once, except a link that is gone or asks for its passcode: asking
 * again cannot change either answer.
 */
export function shouldRetryShareRequest(failureCount: number, error: Error): boolean {
  return !isShareUnavailable(error) && !isSharePasscodeRequired(error) && failureCount < 1;
}
