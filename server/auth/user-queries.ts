import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso, type UserRole, type UserRow } from './users.ts';

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('auth_users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('auth_users').selectAll().orderBy('created_at').execute();
}

/** Inserts a user with the email identity; the caller decides whether it starts confirmed. */
export async function insertUser(
  db: Kysely<Database>,
  values: {
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    confirmed: boolean;
    role?: UserRole;
  },
): Promise<UserRow> {
  const now = nowIso();
  const row: UserRow = {
    id: randomUUID(),
    email: values.email.trim().toLowerCase(),
    encrypted_password: values.passwordHash,
    email_confirmed_at: values.confirmed ? now : null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    new_email: null,
    email_change_sent_at: null,
    reauthentication_sent_at: null,
    last_sign_in_at: null,
    app_metadata: JSON.stringify({
      provider: 'email',
      providers: ['email'],
      role: values.role ?? 'user',
    }),
    user_metadata: JSON.stringify(values.userMetadata),
    identity_id: randomUUID(),
    failed_sign_ins: 0,
    locked_until: null,
    banned_until: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('auth_users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
): Promise<UserRow> {
  await db
    .updateTable('auth_users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  const row = await findUserById(db, id);
  if (!row) throw new Error(`User ${id} vanished during an update`);
  return row;
}

/**
 * Counts a wrong password and returns the user's lock, if any. One atomic UPDATE reads and
 * writes the count, so parallel wrong passwords are each counted (a read, then a write, let
 * them all write back the same small number and never lock).
 */
export async function countFailedSignIn(
  db: Kysely<Database>,
  userId: string,
  lock: { afterFailures: number; until: string },
): Promise<string | null> {
  const now = nowIso();
  const row = await db
    .updateTable('auth_users')
    .set((eb) => {
      // A lock that has run out starts the count again.
      const lockRanOut = eb.and([
        eb('locked_until', 'is not', null),
        eb('locked_until', '<=', now),
      ]);
      const failures = eb
        .case()
        .when(lockRanOut)
        .then(1)
        .else(eb('failed_sign_ins', '+', 1))
        .end();
      return {
        failed_sign_ins: failures,
        locked_until: eb
          .case()
          // Locked meanwhile by a parallel attempt: the lock stands as it is.
          .when(eb.and([eb('locked_until', 'is not', null), eb('locked_until', '>', now)]))
          .then(eb.ref('locked_until'))
          .when(failures, '>=', lock.afterFailures)
          .then(lock.until)
          .else(null)
          .end(),
        updated_at: now,
      };
    })
    .where('id', '=', userId)
    .returning(['locked_until'])
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/**
 * Ends a run of failed sign-ins, unless the account was locked meanwhile (by wrong passwords
 * racing this one); false when it was.
 */
export async function clearFailedSignIns(db: Kysely<Database>, userId: string): Promise<boolean> {
  const now = nowIso();
  const cleared = await db
    .updateTable('auth_users')
    .set({ failed_sign_ins: 0, locked_until: null })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows) > 0;
}
