import type { DocumentPages } from '../../common/api/documents.ts';
import { getDocumentPages } from '../documents/get-document-pages.ts';
import { openUnlockedShare } from './open-unlocked-share.ts';
import type { PublicShareDependencies } from './share-dependencies.ts';

/**
 * The shared document's pages as the signed-in viewer gets them, which the shared view needs to
 * show the document, view-only or not; NOT_FOUND and FORBIDDEN as openUnlockedShare.
 */
export async function getSharedPages(
  dependencies: Pick<PublicShareDependencies, 'db' | 'vault' | 'now' | 'accessSecret'>,
  token: string,
  accessToken: string | undefined,
): Promise<Omit<DocumentPages, 'documentId'>> {
  const share = await openUnlockedShare(dependencies, token, accessToken);
  const { pageCount, pages } = await getDocumentPages(
    dependencies,
    share.user_id,
    share.document_id,
  );
  return { pageCount, pages };
}
