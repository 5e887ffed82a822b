import { AppError } from '../../common/errors/app-error.ts';
import { getDocumentFile, type DocumentFile } from '../documents/get-document-file.ts';
import { openUnlockedShare } from './open-unlocked-share.ts';
import type { PublicShareDependencies } from './share-dependencies.ts';

/**
 * Why the file is asked for: 'view' when the shared view's viewer draws a PDF from it
 * (SHARE_FILE_PURPOSE_HEADER), 'download' for anything else.
 */
export type SharedFilePurpose = 'view' | 'download';

/**
 * The shared document's original file; NOT_FOUND and FORBIDDEN as openUnlockedShare. A view-only
 * link refuses it (FORBIDDEN) except to the viewer drawing a PDF, which cannot show the pages
 * without their bytes; DOCX and TXT are shown from their pages' text, so their files never go.
 */
export async function getSharedFile(
  dependencies: PublicShareDependencies,
  token: string,
  request: { accessToken: string | undefined; purpose: SharedFilePurpose },
): Promise<DocumentFile> {
  const share = await openUnlockedShare(dependencies, token, request.accessToken);
  if (share.is_view_only === 1 && (request.purpose !== 'view' || share.file_type !== 'pdf')) {
    throw new AppError(
      'FORBIDDEN',
      'This link is view only: its original file cannot be downloaded.',
    );
  }
  return getDocumentFile(dependencies, share.user_id, share.document_id);
}
