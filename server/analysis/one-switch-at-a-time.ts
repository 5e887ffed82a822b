import { AppError } from '../../common/errors/app-error.ts';

// A switch takes well under a second, a few on the longest documents.
const RETRY_AFTER_SECONDS = 2;

// People with a change of reader under way in this process. Each re-reads a whole document on
// the process's one engine thread, so this is where one person's parallel requests are counted.
const switchingUsers = new Set<string>();

/**
 * Runs the person's change of reader, refusing it with RATE_LIMIT_EXCEEDED (429, Retry-After)
 * while another of theirs is under way: one person's dozen parallel switches are one re-read
 * at a time, and the refused ones change nothing. A person switches one document at a time by
 * hand; the web app sends the next choice only once the last one is answered.
 */
export async function runOneSwitchAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  if (switchingUsers.has(userId))
    throw new AppError(
      'RATE_LIMIT_EXCEEDED',
      `You are already switching the reader of a document. Try again in ${RETRY_AFTER_SECONDS} seconds, once it is done.`,
      { retryAfterSeconds: RETRY_AFTER_SECONDS },
    );
  switchingUsers.add(userId);
  try {
    return await work();
  } finally {
    switchingUsers.delete(userId);
  }
}
