import {
  sharedDocumentSchema,
  sharedPagesSchema,
  type SharedDocument,
  type SharedPages,
} from '../../../common/api/shares.ts';
import { getPublicJson } from './public-request.ts';

/** The public address of a share link's answers; the token is the link's only secret. */
function sharePath(token: string): string {
  return `/api/public/shares/${encodeURIComponent(token)}`;
}

/** GET /api/public/shares/:token: the shared analysis, read through its schema. */
export async function fetchSharedDocument(
  token: string,
  fetchImplementation?: typeof fetch,
): Promise<SharedDocument> {
  return sharedDocumentSchema.parse(await getPublicJson(sharePath(token), fetchImplementation));
}

/** GET /api/public/shares/:token/pages: the pages the viewer shows and highlights on. */
export async function fetchSharedPages(
  token: string,
  fetchImplementation?: typeof fetch,
): Promise<SharedPages> {
  return sharedPagesSchema.parse(
    await getPublicJson(`${sharePath(token)}/pages`, fetchImplementation),
  );
}

/** Where the viewer loads a shared PDF from: the original file, served to anyone with the link. */
export function getSharedFileUrl(token: string): string {
  return `${sharePath(token)}/file`;
}
