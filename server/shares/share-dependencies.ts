import type { Kysely } from 'kysely';
import { AppError } from '../../common/errors/app-error.ts';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/** What the share use cases need: the rows, the files, and the clock links expire by. */
export interface ShareDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  /** The current time; injected so tests can move it past a link's expiry. */
  now: () => Date;
}

/**
 * The answer for a link that is missing, revoked or expired, and for another user's link: the
 * same body as any unknown path, so nobody learns which of them it was.
 */
export function createShareNotFoundError(): AppError {
  return new AppError('NOT_FOUND', 'Not found.');
}
