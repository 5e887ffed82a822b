import type { Kysely } from 'kysely';
import type {
  ActivityLogEntry,
  ActivityPage,
  AdminActivityEntry,
  AdminActivityPage,
} from '../../common/api/activity.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { Database } from '../db/schema.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { decodePageCursor, encodePageCursor } from '../db/page-cursor.ts';
import {
  findAccountIdByEmail,
  listActivityRows,
  type ActivityFilter,
  type ActivityRow,
} from './activity-queries.ts';
import { presentActivity, presentAdminActivity } from './present-activity.ts';

/** Which page: `limit` entries older than `before` (a cursor this API gave out). */
export interface ActivityPageQuery {
  limit: number;
  before?: string | undefined;
}

// A CSV holds the whole log, read this many entries at a time; past the cap it ends (a year of
// even a busy account's log is far less).
const CSV_BATCH = 1000;
const CSV_MAX_ENTRIES = 200_000;

/** One page of the account's whole log, newest first. */
export async function listAccountActivity(
  db: Kysely<Database>,
  userId: string,
  query: ActivityPageQuery,
): Promise<ActivityPage> {
  return readPage(db, { userId }, query, presentActivity);
}

/** One page of one of the user's documents' log; NOT_FOUND as any other document route. */
export async function listDocumentActivity(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
  query: ActivityPageQuery,
): Promise<ActivityPage> {
  await requireOwnDocument(db, userId, documentId);
  return readPage(db, { userId, documentId }, query, presentActivity);
}

/** Every entry of the account's log (older than `before`), for the CSV. */
export async function readAccountActivity(
  db: Kysely<Database>,
  userId: string,
  before?: string,
): Promise<ActivityLogEntry[]> {
  return readAll(db, { userId }, before, presentActivity);
}

/**
 * Every entry of one of the user's documents' log (older than `before`), with the document's
 * name, for the CSV; NOT_FOUND as any other document route.
 */
export async function readDocumentActivity(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
  before?: string,
): Promise<{ documentName: string; entries: ActivityLogEntry[] }> {
  const documentName = await requireOwnDocument(db, userId, documentId);
  return {
    documentName,
    entries: await readAll(db, { userId, documentId }, before, presentActivity),
  };
}

/**
 * Everyone's log for an admin, or one account's when `user` names it by id or email. An email
 * with no sign-in here lists nothing.
 */
export async function listAllActivity(
  db: Kysely<Database>,
  query: ActivityPageQuery & { user?: string | undefined },
): Promise<AdminActivityPage> {
  const userId = query.user === undefined ? undefined : await resolveUserId(db, query.user);
  if (userId === null) return { entries: [], nextBefore: null };
  return readPage(
    db,
    { ...(userId !== undefined && { userId }), withUserEmail: true },
    query,
    presentAdminActivity,
  );
}

/** Every entry an admin asked for (see listAllActivity), for the CSV. */
export async function readAllActivity(
  db: Kysely<Database>,
  query: { user?: string | undefined; before?: string | undefined },
): Promise<AdminActivityEntry[]> {
  const userId = query.user === undefined ? undefined : await resolveUserId(db, query.user);
  if (userId === null) return [];
  const filter = { ...(userId !== undefined && { userId }), withUserEmail: true };
  return readAll(db, filter, query.before, presentAdminActivity);
}

/** The document's name when it is the user's; NOT_FOUND otherwise. */
async function requireOwnDocument(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<string> {
  const document = await findDocument(db, userId, documentId);
  if (!document) throw createDocumentNotFoundError();
  return document.file_name;
}

async function resolveUserId(db: Kysely<Database>, user: string): Promise<string | null> {
  if (!user.includes('@')) return user;
  return (await findAccountIdByEmail(db, user)) ?? null;
}

async function readPage<Entry extends ActivityLogEntry>(
  db: Kysely<Database>,
  filter: Omit<ActivityFilter, 'limit' | 'before'>,
  query: ActivityPageQuery,
  present: (row: ActivityRow) => Entry | undefined,
): Promise<{ entries: Entry[]; nextBefore: string | null }> {
  // One more than asked tells whether there is a next page without a second query.
  const rows = await listActivityRows(db, {
    ...filter,
    limit: query.limit + 1,
    ...(query.before !== undefined && { before: decodePageCursor(query.before, 'before') }),
  });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    entries: pageRows.flatMap((row) => present(row) ?? []),
    nextBefore:
      rows.length > query.limit && last
        ? encodePageCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

async function readAll<Entry extends ActivityLogEntry>(
  db: Kysely<Database>,
  filter: Omit<ActivityFilter, 'limit' | 'before'>,
  before: string | undefined,
  present: (row: ActivityRow) => Entry | undefined,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor = before;
  while (entries.length < CSV_MAX_ENTRIES) {
    const page = await readPage(db, filter, { limit: CSV_BATCH, before: cursor }, present);
    entries.push(...page.entries);
    if (page.nextBefore === null) break;
    cursor = page.nextBefore;
  }
  return entries;
}

/** The answer for a non-admin asking for everyone's log. */
export function createNotAdminError(): AppError {
  return new AppError('FORBIDDEN', 'Only an administrator can read every account’s activity.');
}
