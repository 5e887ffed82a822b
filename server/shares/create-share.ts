import { randomUUID } from 'node:crypto';
import { DEFAULT_SHARE_SECTIONS, type CreateShareRequest } from '../../common/api/shares.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { findAnalysis } from '../analysis/analysis-queries.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { insertShare, type ShareRow, type ShareSummaryRow } from './share-queries.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import type { ShareDependencies } from './share-dependencies.ts';
import { normaliseShareSections } from './share-sections.ts';
import { hashSharePasscode } from './share-passcode.ts';
import { createShareToken, hashShareToken } from './share-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link and its token: the only time the token exists outside the link's URL. */
export interface CreatedShare {
  share: ShareSummaryRow;
  token: string;
}

/**
 * Makes a read-only link to one of the user's analysed documents, showing the chosen sections
 * until it expires, behind a passcode and view only when asked. Only the token's and the
 * passcode's hashes are stored; the owner's activity log records it ('shared', from `address`).
 * NOT_FOUND for another user's document; VALIDATION_ERROR for one not analysed yet, as there is
 * nothing to explain in it.
 */
export async function createShare(
  dependencies: Pick<ShareDependencies, 'db' | 'vault' | 'now'>,
  userId: string,
  documentId: string,
  request: CreateShareRequest,
  address: string,
): Promise<CreatedShare> {
  const { db } = dependencies;
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  if (!(await findAnalysis(db, dependencies.vault, userId, documentId))) {
    throw new AppError(
      'VALIDATION_ERROR',
      'This document has not been analyzed yet: analyze it first, then share it.',
    );
  }
  const token = createShareToken();
  const now = dependencies.now();
  const row: ShareRow = {
    id: randomUUID(),
    user_id: userId,
    document_id: documentId,
    token_hash: hashShareToken(token),
    include_json: JSON.stringify(normaliseShareSections(request.include ?? DEFAULT_SHARE_SECTIONS)),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + request.expiresInDays * DAY_MS).toISOString(),
    revoked_at: null,
    view_count: 0,
    last_viewed_at: null,
    passcode_hash:
      request.passcode === undefined ? null : await hashSharePasscode(request.passcode),
    is_view_only: request.isViewOnly === true ? 1 : 0,
    failed_passcode_attempts: 0,
    passcode_locked_until: null,
  };
  try {
    await insertShare(db, row);
  } catch (error) {
    // Deleted since it was found: the foreign key refused the link.
    if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
    throw error;
  }
  await recordActivity(db, {
    userId,
    kind: 'shared',
    documentId,
    shareId: row.id,
    address,
    detail: {
      expiresInDays: String(request.expiresInDays),
      passcode: row.passcode_hash === null ? 'no' : 'yes',
      viewOnly: row.is_view_only === 1 ? 'yes' : 'no',
    },
  });
  const {
    token_hash: _tokenHash,
    failed_passcode_attempts: _attempts,
    passcode_locked_until: _lockedUntil,
    ...share
  } = row;
  return { share, token };
}
