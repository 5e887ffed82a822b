import { getDocumentFile, type DocumentFile } from '../documents/get-document-file.ts';
import { openShare } from './open-share.ts';
import type { ShareDependencies } from './share-dependencies.ts';

/** The shared document's original file, for the viewer; NOT_FOUND as openShare. */
export async function getSharedFile(
  dependencies: ShareDependencies,
  token: string,
): Promise<DocumentFile> {
  const share = await openShare(dependencies, token);
  return getDocumentFile(dependencies, share.user_id, share.document_id);
}
