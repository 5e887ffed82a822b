import { AppError } from '../../../common/errors/app-error.ts';

/**
 * Uploads one person may be sending to one server process at once. Each is held whole in
 * memory while it is received and inspected (up to MAX_UPLOAD_MB), so forty sent together by
 * one account took the server past 1.2 GB before any limit on stored documents could refuse
 * them. The web app sends one file at a time.
 */
export const MAX_UPLOADS_IN_FLIGHT = 3;
const RETRY_AFTER_SECONDS = 5;

/** Counts each person's uploads under way in this process and refuses one past the limit. */
export function createUploadsInFlightLimit(max = MAX_UPLOADS_IN_FLIGHT) {
  const inFlight = new Map<string, number>();
  return async function whileUploading<T>(userId: string, receive: () => Promise<T>): Promise<T> {
    const count = inFlight.get(userId) ?? 0;
    if (count >= max)
      throw new AppError(
        'RATE_LIMIT_EXCEEDED',
        `You are already sending ${max} files. Send more once they are in, in a few seconds.`,
        { retryAfterSeconds: RETRY_AFTER_SECONDS },
      );
    inFlight.set(userId, count + 1);
    try {
      return await receive();
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    }
  };
}
