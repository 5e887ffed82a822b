import type { CreateShareResponse } from '../../common/api/shares.ts';
import type { UploadDocumentResponse } from '../../common/api/documents.ts';
import { analyseStoredDocument } from './analyse-stored-document.test-support.ts';
import { injectUpload } from './multipart.test-support.ts';
import { signUpTestUser, type TestUser } from './sign-up.test-support.ts';
import type { TestApp } from './test-app.test-support.ts';

/** An uploaded, read and analysed document with a live share link, as a user makes one. */
export interface SharedUpload {
  user: TestUser;
  documentId: string;
  /** The secret part of the link, /s/<token>. */
  token: string;
}

/**
 * Signs a user up, uploads the file under the given name through the real route, waits for it
 * to be read and analysed, and shares it for a week.
 */
export async function createSharedUpload(
  testApp: TestApp,
  fileName: string,
  bytes: Uint8Array,
): Promise<SharedUpload> {
  const user = await signUpTestUser(testApp);
  const upload = await injectUpload(testApp.app, user.headers, fileName, bytes);
  if (upload.statusCode !== 201) throw new Error(`Upload refused: ${upload.body}`);
  const documentId = upload.json<UploadDocumentResponse>().id;
  await testApp.waitForReadings();
  await analyseStoredDocument(testApp.app, testApp.db, user, documentId);
  const share = await testApp.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/shares`,
    headers: user.headers,
    payload: { expiresInDays: 7 },
  });
  if (share.statusCode !== 201) throw new Error(`Share refused: ${share.body}`);
  const token = share.json<CreateShareResponse>().url.split('/s/')[1] ?? '';
  return { user, documentId, token };
}
