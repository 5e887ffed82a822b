import type { DocumentPages } from '../../common/api/documents.ts';
import { getDocumentPages } from '../documents/get-document-pages.ts';
import { openShare } from './open-share.ts';
import type { ShareDependencies } from './share-dependencies.ts';

/** The shared document's pages as the signed-in viewer gets them; NOT_FOUND as openShare. */
export async function getSharedPages(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  token: string,
): Promise<Omit<DocumentPages, 'documentId'>> {
  const share = await openShare(dependencies, token);
  const { pageCount, pages } = await getDocumentPages(
    dependencies,
    share.user_id,
    share.document_id,
  );
  return { pageCount, pages };
}
