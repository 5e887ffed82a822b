import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type UserRole, type UserRow } from './users.ts';
import { nowIso } from '../db/timestamps.ts';

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
