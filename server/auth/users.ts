import type { Selectable } from 'kysely';
import type { AuthUsersTable } from '../db/schema.ts';
import type { FactorRow } from './mfa/factor-queries.ts';
import { nowIso } from '../db/timestamps.ts';

export type UserRow = Selectable<AuthUsersTable>;

/** Product roles (SPEC section 3): kept in app metadata, `user` unless set. */
export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Whether an operator's ban on the user still holds. */
export const isBanned = (user: UserRow) =>
  user.banned_until !== null && user.banned_until > nowIso();

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
