import { recordActivity } from '../activity/record-activity.ts';
import { findShareOfUser, revokeShare as revokeShareRow } from './share-queries.ts';
import { createShareNotFoundError, type ShareDependencies } from './share-dependencies.ts';

/**
 * Ends one of the user's links at once; revoking it again changes nothing. The first revoking
 * goes in the owner's activity log ('share_revoked', from `address`). NOT_FOUND for a missing
 * link and for anyone else's.
 */
export async function revokeShare(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  userId: string,
  shareId: string,
  address: string,
): Promise<void> {
  const { db } = dependencies;
  const revokedAt = dependencies.now().toISOString();
  const outcome = await revokeShareRow(db, userId, shareId, revokedAt);
  if (outcome === 'missing') throw createShareNotFoundError();
  if (outcome === 'revoked') {
    const share = await findShareOfUser(db, userId, shareId);
    await recordActivity(db, {
      userId,
      kind: 'share_revoked',
      documentId: share?.document_id ?? null,
      shareId,
      address,
    });
  }
}
