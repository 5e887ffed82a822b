import type { Kysely, Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { AuthSessionsTable, Database } from '../db/schema.ts';
import type { AuthMethod } from './access-tokens.ts';
import { parseStoredJson } from '../db/stored-json.ts';
import { changedAnyRow } from '../db/changed-any-row.ts';

/** A session as the service works with it: its sign-in methods (`amr`) already parsed. */
export type SessionRow = Omit<Selectable<AuthSessionsTable>, 'amr'> & { amr: AuthMethod[] };

export type SessionEndScope = 'global' | 'local' | 'others';

const amrSchema = z.array(z.object({ method: z.string(), timestamp: z.number() }));

function readSession(row: Selectable<AuthSessionsTable>): SessionRow {
  return { ...row, amr: parseStoredJson(amrSchema, row.amr, `The amr of session ${row.id}`) };
}

/** A session as it is started: where it is used from may be unknown (e.g. rows made in tests). */
export type NewSession = Omit<SessionRow, 'user_agent' | 'network' | 'last_seen_at'> &
  Partial<Pick<SessionRow, 'user_agent' | 'network' | 'last_seen_at'>>;

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('auth_sessions')
    .values({ ...session, amr: JSON.stringify(session.amr) })
    .execute();
}

export async function findSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && readSession(row);
}

/**
 * A user's session if it still exists (signed out or revoked ones are gone), with when it was
 * last seen: one read per API request answers both.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<{ last_seen_at: string | null } | undefined> {
  return db
    .selectFrom('auth_sessions')
    .select('last_seen_at')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every session of a user, newest first (the "Signed-in devices" list). */
export async function listUserSessions(
  db: Kysely<Database>,
  userId: string,
): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(readSession);
}

/**
 * Ends one session of a user (its refresh tokens go with it: the foreign key cascades). False
 * when the user has no such session, so another user's session id changes nothing.
 */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return changedAnyRow(result);
}

/** Notes API use of a session; the caller writes it only when the last note is a while old. */
export async function markSessionSeen(
  db: Kysely<Database>,
  sessionId: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ last_seen_at: at })
    .where('id', '=', sessionId)
    .execute();
}

export async function raiseSessionToAal2(
  db: Kysely<Database>,
  sessionId: string,
  amr: AuthMethod[],
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({ aal: 'aal2', amr: JSON.stringify(amr) })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteOtherAal1Sessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('aal', '=', 'aal1')
    .execute();
}

/**
 * A refresh: also when the session was last seen, and from which browser and network (a client
 * that sends none keeps what was known).
 */
export async function markSessionRefreshed(
  db: Kysely<Database>,
  sessionId: string,
  at: string,
  client: { userAgent: string | null; network: string | null },
): Promise<void> {
  await db
    .updateTable('auth_sessions')
    .set({
      refreshed_at: at,
      last_seen_at: at,
      ...(client.userAgent !== null && { user_agent: client.userAgent }),
      ...(client.network !== null && { network: client.network }),
    })
    .where('id', '=', sessionId)
    .execute();
}

/** Deletes sessions of a user: all, only this one, or all but this one (logout scopes). */
export async function deleteSessions(
  db: Kysely<Database>,
  userId: string,
  scope: SessionEndScope,
  sessionId: string,
): Promise<void> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (scope === 'local') query = query.where('id', '=', sessionId);
  if (scope === 'others') query = query.where('id', '!=', sessionId);
  await query.execute();
}

/**
 * After a verified factor is removed, the user's sessions raised with TOTP drop back to aal1
 * (their next token says so). Sessions do not record which factor raised them, so every TOTP
 * session of the user is downgraded: stricter than GoTrue when a user has several factors.
 */
export async function downgradeTotpSessions(db: Kysely<Database>, userId: string): Promise<void> {
  const rows = await db
    .selectFrom('auth_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  for (const session of rows.map(readSession)) {
    if (!session.amr.some((entry) => entry.method === 'totp')) continue;
    await db
      .updateTable('auth_sessions')
      .set({
        aal: 'aal1',
        amr: JSON.stringify(session.amr.filter((entry) => entry.method !== 'totp')),
      })
      .where('id', '=', session.id)
      .execute();
  }
}
