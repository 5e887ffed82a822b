import { revokeShare as revokeShareRow } from './share-queries.ts';
import { createShareNotFoundError, type ShareDependencies } from './share-dependencies.ts';

/**
 * Ends one of the user's links at once; revoking it again changes nothing. NOT_FOUND for a
 * missing link and for anyone else's.
 */
export async function revokeShare(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  userId: string,
  shareId: string,
): Promise<void> {
  const revokedAt = dependencies.now().toISOString();
  if (!(await revokeShareRow(dependencies.db, userId, shareId, revokedAt))) {
    throw createShareNotFoundError();
  }
}
