import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthFactorsTable, AuthUsersTable, Database } from '../db/schema.ts';

export type UserRow = Selectable<AuthUsersTable>;
export type FactorRow = Selectable<AuthFactorsTable>;

/** Product roles (SPEC section 3): kept in app metadata, `user` unless set. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const nowIso = () => new Date().toISOString();

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

export async function listFactors(db: Kysely<Database>, userId: string): Promise<FactorRow[]> {
  return db
    .selectFrom('auth_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export function parseJsonObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The product role of a user, from app metadata (SPEC section 3: defaults to user). */
export function getUserRole(appMetadata: Record<string, unknown>): UserRole {
  return appMetadata.role === 'admin' ? 'admin' : 'user';
}

/** The User object of the protocol (section 2.1), as every route returns it. */
export function presentUser(user: UserRow, factors: readonly FactorRow[] = []) {
  const optional = (key: string, value: string | null) => (value ? { [key]: value } : {});
  const userMetadata = parseJsonObject(user.user_metadata);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...optional('email_confirmed_at', user.email_confirmed_at),
    phone: '',
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.email_confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('new_email', user.new_email),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('reauthentication_sent_at', user.reauthentication_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: parseJsonObject(user.app_metadata),
    user_metadata: userMetadata,
    identities: [
      {
        identity_id: user.identity_id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          ...userMetadata,
          sub: user.id,
          email: user.email,
          email_verified: Boolean(user.email_confirmed_at),
          phone_verified: false,
        },
        provider: 'email',
        ...optional('last_sign_in_at', user.last_sign_in_at),
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    ...(factors.length
      ? {
          factors: factors.map((factor) => ({
            id: factor.id,
            created_at: factor.created_at,
            updated_at: factor.updated_at,
            status: factor.status,
            friendly_name: factor.friendly_name,
            factor_type: factor.factor_type,
            phone: '',
            last_challenged_at: factor.last_challenged_at,
          })),
        }
      : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...optional('banned_until', user.banned_until),
    is_anonymous: false,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;
