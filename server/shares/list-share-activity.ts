import { findShareOfUser } from './share-queries.ts';
import {
  listShareActivity as listShareActivityRows,
  type ShareActivityRow,
} from './share-activity-queries.ts';
import { createShareNotFoundError, type ShareDependencies } from './share-dependencies.ts';

/**
 * One link's access log for its owner: when it was made, opened, given a wrong passcode and
 * revoked, newest first. NOT_FOUND for a link that is not the user's or not of this document.
 */
export async function listShareActivity(
  dependencies: Pick<ShareDependencies, 'db'>,
  userId: string,
  documentId: string,
  shareId: string,
): Promise<ShareActivityRow[]> {
  const share = await findShareOfUser(dependencies.db, userId, shareId);
  if (!share || share.document_id !== documentId) throw createShareNotFoundError();
  return listShareActivityRows(dependencies.db, userId, shareId);
}
