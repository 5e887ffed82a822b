import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isEmailAddress } from '../../common/auth/email-address.ts';
import { hasControlCharacters } from '../../common/text/control-characters.ts';
import type { Database } from '../db/schema.ts';
import { deleteOneTimeTokens } from './email/one-time-token-queries.ts';
import {
  checkPasswordStrength,
  hashPassword,
  MAX_PASSWORD_BYTES,
  type PasswordPolicy,
} from './passwords.ts';
import { deleteSessions } from './session-queries.ts';
import { deleteBackOffWindowsStartingWith } from './sign-in-back-off-queries.ts';
import { findUserByEmail, insertUser, updateUser } from './user-queries.ts';
import { parseJsonObject, USER_ROLES, type UserRole, type UserRow } from './users.ts';
import { nowIso } from '../db/timestamps.ts';

/** An operator's mistake, worded for the command line. */
export class AdminError extends Error {}

/** A password that meets every rule of the default policy, for users created without one. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}-Aa1!`;
}

/** Creates a confirmed user (the operator vouches for the address). */
export async function createUserAsAdmin(
  db: Kysely<Database>,
  input: { email: string; password: string; role: UserRole },
  policy: PasswordPolicy,
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (hasControlCharacters(input.email) || !isEmailAddress(email))
    throw new AdminError(`Not an email address: ${input.email}`);
  if (await findUserByEmail(db, email)) throw new AdminError(`A user with ${email} already exists`);
  assertPasswordAllowed(input.password, policy);
  return insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    userMetadata: {},
    confirmed: true,
    role: input.role,
  });
}

/** Sets a user's product role, kept in app metadata where tokens carry it. */
export async function setUserRole(
  db: Kysely<Database>,
  email: string,
  role: string,
): Promise<UserRow> {
  if (!USER_ROLES.includes(role as UserRole))
    throw new AdminError(`Unknown role ${role}; choose ${USER_ROLES.join(' or ')}`);
  const user = await requireUser(db, email);
  const metadata = { ...parseJsonObject(user.app_metadata), role };
  return updateUser(db, user.id, { app_metadata: JSON.stringify(metadata) });
}

/** Marks a user's email as confirmed, as the confirmation link would. */
export async function confirmUserEmail(db: Kysely<Database>, email: string): Promise<UserRow> {
  const user = await requireUser(db, email);
  if (user.email_confirmed_at) return user;
  return updateUser(db, user.id, { email_confirmed_at: nowIso() });
}

/**
 * Sets a user's password, as a reset link would: pending links end, every session is signed
 * out and the sign-in back-off of the address forgotten. The way back in for someone who forgot
 * their password on an installation without email (no SMTP_URL).
 */
export async function setUserPasswordAsAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  policy: PasswordPolicy,
): Promise<UserRow> {
  const user = await requireUser(db, email);
  assertPasswordAllowed(password, policy);
  const changed = await updateUser(db, user.id, {
    encrypted_password: await hashPassword(password),
    new_email: null,
    email_change_sent_at: null,
  });
  await deleteOneTimeTokens(db, user.id);
  await deleteSessions(db, user.id, 'global', '');
  await deleteBackOffWindowsStartingWith(db, `sign-in:email:${user.email}:`);
  return changed;
}

function assertPasswordAllowed(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    throw new AdminError(`A password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  const { message } = checkPasswordStrength(password, policy);
  if (message) throw new AdminError(message);
}

async function requireUser(db: Kysely<Database>, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdminError(`No user with ${email.trim().toLowerCase()}`);
  return user;
}
