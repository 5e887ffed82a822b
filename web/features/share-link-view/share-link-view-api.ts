import {
  SHARE_ACCESS_HEADER,
  SHARE_FILE_PURPOSE_HEADER,
  sharedDocumentSchema,
  sharedPagesSchema,
  unlockShareResponseSchema,
  type SharedDocument,
  type SharedPages,
  type UnlockShareResponse,
} from '../../../common/api/shares.ts';
import { ApiError, interpretApiAnswer } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getPublicJson, postPublicJson } from './public-request.ts';

/** The public address of a share link's answers; the token is the link's only secret. */
function sharePath(token: string): string {
  return `/api/public/shares/${encodeURIComponent(token)}`;
}

/** The headers that prove a link's passcode was given: none for a link without one. */
export function shareAccessHeaders(accessToken: string | undefined): Record<string, string> {
  return accessToken ? { [SHARE_ACCESS_HEADER]: accessToken } : {};
}

/** GET /api/public/shares/:token: the shared analysis, read through its schema. */
export async function fetchShareLinkDocument(
  token: string,
  accessToken: string | undefined,
  fetchImplementation?: typeof fetch,
): Promise<SharedDocument> {
  return sharedDocumentSchema.parse(
    await getPublicJson(sharePath(token), fetchImplementation, shareAccessHeaders(accessToken)),
  );
}

/** GET /api/public/shares/:token/pages: the pages the viewer shows and highlights on. */
export async function fetchShareLinkPages(
  token: string,
  accessToken: string | undefined,
  fetchImplementation?: typeof fetch,
): Promise<SharedPages> {
  return sharedPagesSchema.parse(
    await getPublicJson(
      `${sharePath(token)}/pages`,
      fetchImplementation,
      shareAccessHeaders(accessToken),
    ),
  );
}

/** Where the viewer loads a shared PDF from: the original file, served to anyone with the link. */
export function getShareLinkFileUrl(token: string): string {
  return `${sharePath(token)}/file`;
}

/**
 * The headers of the viewer's requests for a shared PDF: the access token, and that the bytes
 * are to be drawn, which a view-only link allows and a download it refuses.
 */
export function getShareLinkViewerHeaders(accessToken: string | undefined): Record<string, string> {
  return { ...shareAccessHeaders(accessToken), [SHARE_FILE_PURPOSE_HEADER]: 'view' };
}

/**
 * GET /api/public/shares/:token/file as a download: the original file's bytes, which a link
 * that is not view only offers. Failures as getPublicJson's.
 */
export async function fetchShareLinkFile(
  token: string,
  accessToken: string | undefined,
  fetchImplementation: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Blob> {
  const response = await fetchImplementation(getShareLinkFileUrl(token), {
    headers: { ...shareAccessHeaders(accessToken), [SHARE_FILE_PURPOSE_HEADER]: 'download' },
  });
  if (response.ok) return response.blob();
  const answer = interpretApiAnswer(response.status, await response.text().catch(() => ''));
  throw answer.ok
    ? new ApiError(`Request failed with status ${response.status}`, {})
    : answer.error;
}

/**
 * POST /api/public/shares/:token/unlock: the passcode for an access token. A wrong one fails
 * with the server's words (how many tries are left); a locked link with when it opens again,
 * in the reader's own time, from the answer's Retry-After.
 */
export async function unlockShareLinkDocument(
  token: string,
  passcode: string,
  fetchImplementation?: typeof fetch,
): Promise<UnlockShareResponse> {
  const { response, answer } = await postPublicJson(
    `${sharePath(token)}/unlock`,
    { passcode },
    fetchImplementation,
  );
  if (answer.ok) return unlockShareResponseSchema.parse(answer.value);
  const retryAfterSeconds = Number(response.headers.get('retry-after'));
  if (answer.error.code === 'ACCOUNT_LOCKED' && retryAfterSeconds > 0) {
    const until = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
    throw new ApiError(
      `Too many wrong passcodes: this link is locked until ${formatDateTime(until)}. Try again then.`,
      { status: answer.error.status, code: 'ACCOUNT_LOCKED', body: answer.error.body },
    );
  }
  throw answer.error;
}
