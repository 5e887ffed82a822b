import { randomUUID } from 'node:crypto';
import { DEFAULT_SHARE_SECTIONS, type CreateShareRequest } from '../../common/api/shares.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findAnalysis } from '../analysis/analysis-queries.ts';
import { findDocument } from '../documents/document-queries.ts';
import { insertShare, type ShareRow, type ShareSummaryRow } from './share-queries.ts';
import { createDocumentNotFoundError } from '../documents/document-not-found.ts';
import type { ShareDependencies } from './share-dependencies.ts';
import { normaliseShareSections } from './share-sections.ts';
import { createShareToken, hashShareToken } from './share-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link and its token: the only time the token exists outside the link's URL. */
export interface CreatedShare {
  share: ShareSummaryRow;
  token: string;
}

/**
 * Makes a read-only link to one of the user's analysed documents, showing the chosen sections
 * until it expires. Only the token's hash is stored. NOT_FOUND for another user's document;
 * VALIDATION_ERROR for one not analysed yet, as there is nothing to explain in it.
 */
export async function createShare(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  userId: string,
  documentId: string,
  request: CreateShareRequest,
): Promise<CreatedShare> {
  const { db } = dependencies;
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  if (!(await findAnalysis(db, userId, documentId))) {
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
  };
  try {
    await insertShare(db, row);
  } catch (error) {
    // Deleted since it was found: the foreign key refused the link.
    if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
    throw error;
  }
  const { token_hash: _tokenHash, ...share } = row;
  return { share, token };
}
