import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentsTable, SharesTable } from '../db/schema.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

/** A stored share link, token hash included: only for inserting. */
export type ShareRow = Selectable<SharesTable>;

/**
 * A link as the owner's list and the public page read it: never the token hash. The passcode
 * hash is read to check access tokens and say whether there is a passcode; presenters never
 * show it.
 */
export type ShareSummaryRow = Omit<
  ShareRow,
  'token_hash' | 'failed_passcode_attempts' | 'passcode_locked_until'
>;

const SUMMARY_COLUMNS = [
  'shares.id',
  'shares.user_id',
  'shares.document_id',
  'shares.include_json',
  'shares.created_at',
  'shares.expires_at',
  'shares.revoked_at',
  'shares.view_count',
  'shares.last_viewed_at',
  'shares.passcode_hash',
  'shares.is_view_only',
] as const;

/** A link found by its token, with what the public page shows of its document. */
export type SharedDocumentRow = ShareSummaryRow &
  Pick<Selectable<DocumentsTable>, 'file_name' | 'file_type' | 'page_count'> & {
    analysis_json: string | null;
  };

/** Stores a new link. */
export async function insertShare(db: Kysely<Database>, row: ShareRow): Promise<void> {
  await db.insertInto('shares').values(row).execute();
}

/** The user's links of one document, newest first, live or not. */
export async function listShares(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<ShareSummaryRow[]> {
  return db
    .selectFrom('shares')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the user's links by its id, live or not; undefined for anyone else's. */
export async function findShareOfUser(
  db: Kysely<Database>,
  userId: string,
  shareId: string,
): Promise<ShareSummaryRow | undefined> {
  return db
    .selectFrom('shares')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', shareId)
    .executeTakeFirst();
}

/**
 * Revokes one of the user's links from `revokedAt` on; a link revoked before keeps its first
 * time. Returns 'missing' when the user has no such link, 'unchanged' when it was revoked
 * already (by this or a concurrent request), else 'revoked'.
 */
export async function revokeShare(
  db: Kysely<Database>,
  userId: string,
  shareId: string,
  revokedAt: string,
): Promise<'missing' | 'unchanged' | 'revoked'> {
  const row = await db
    .selectFrom('shares')
    .select(['id', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('id', '=', shareId)
    .executeTakeFirst();
  if (!row) return 'missing';
  if (row.revoked_at !== null) return 'unchanged';
  const result = await db
    .updateTable('shares')
    .set({ revoked_at: revokedAt })
    .where('id', '=', shareId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return changedAnyRow(result) ? 'revoked' : 'unchanged';
}

/**
 * The link whose token has this hash, with its document's name, type, page count and latest
 * analysis, whether or not it is still live: the caller judges that by its own clock.
 */
export async function findShareByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SharedDocumentRow | undefined> {
  // Joined on the owner too: only the owner's own document and analysis can be reached.
  return db
    .selectFrom('shares')
    .innerJoin('documents', (join) =>
      join
        .onRef('documents.id', '=', 'shares.document_id')
        .onRef('documents.user_id', '=', 'shares.user_id'),
    )
    .leftJoin('analyses', (join) =>
      join
        .onRef('analyses.document_id', '=', 'shares.document_id')
        .onRef('analyses.user_id', '=', 'shares.user_id'),
    )
    .select([
      ...SUMMARY_COLUMNS,
      'documents.file_name',
      'documents.file_type',
      'documents.page_count',
      'analyses.analysis_json',
    ])
    .where('shares.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Counts one opening of a link and remembers when it was. */
export async function recordShareView(
  db: Kysely<Database>,
  shareId: string,
  viewedAt: string,
): Promise<void> {
  await db
    .updateTable('shares')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: viewedAt }))
    .where('id', '=', shareId)
    .execute();
}
