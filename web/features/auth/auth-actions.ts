import type { Factor } from '@supabase/supabase-js';
import { getPublicConfig } from '../../lib/public-config.ts';
import { getSupabaseClient } from '../../lib/supabase-client.ts';
import { useAuthStore } from './auth-store.ts';

/** Sign-in failure when the service answers without a user (SPEC section 8). */
export const LOGIN_FAILED_MESSAGE = 'Login failed';

/** Where email links bring the visitor back to: the login screen finishes what they started. */
function loginUrl(): string {
  return `${window.location.origin}/login`;
}

async function auth() {
  return (await getSupabaseClient()).auth;
}

/** Signs in with email and password; a user with a TOTP factor still owes a code after this. */
export async function signIn(email: string, password: string): Promise<void> {
  const { data, error } = await (await auth()).signInWithPassword({ email, password });
  if (error?.name === 'AuthInvalidTokenResponseError') throw new Error(LOGIN_FAILED_MESSAGE);
  if (error) throw error;
  if (!data.user) throw new Error(LOGIN_FAILED_MESSAGE);
}

/** Creates an account; `confirmEmail` is true when the server sent a confirmation link instead. */
export async function signUp(
  email: string,
  password: string,
  fullName: string,
): Promise<{ confirmEmail: boolean }> {
  const name = fullName.trim();
  const { data, error } = await (
    await auth()
  ).signUp({
    email,
    password,
    options: { emailRedirectTo: loginUrl(), data: name ? { full_name: name } : {} },
  });
  if (error) throw error;
  if (!data.user) throw new Error(LOGIN_FAILED_MESSAGE);
  return { confirmEmail: !data.session };
}

/** Emails a password-reset link (the service answers the same for unknown addresses). */
export async function sendPasswordReset(email: string): Promise<void> {
  const { error } = await (await auth()).resetPasswordForEmail(email, { redirectTo: loginUrl() });
  if (error) throw error;
}

/**
 * Sets a new password for the signed-in user, who proves it is them with their current
 * password, or for the visitor just back from a reset link, whose link proved it. With a
 * verified factor the session must be aal2, or the service refuses with `insufficient_aal`.
 */
export async function changePassword(password: string, currentPassword?: string): Promise<void> {
  const { error } = await (
    await auth()
  ).updateUser(currentPassword ? { password, current_password: currentPassword } : { password });
  if (error) throw error;
}

/** Changes the name the app shows for the signed-in user (their metadata's full_name). */
export async function changeDisplayName(name: string): Promise<void> {
  const { error } = await (await auth()).updateUser({ data: { full_name: name.trim() } });
  if (error) throw error;
}

/**
 * True when the session must use the authenticator app before the password can change: the user
 * has a verified factor and this session (such as one from a reset link) is still aal1.
 */
export async function passwordChangeNeedsCode(): Promise<boolean> {
  const { data, error } = await (await auth()).mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

/**
 * Raises the session to aal2 with the code of the user's authenticator app: it finishes a
 * two-step sign-in, and lets a visitor back from a reset link save their new password.
 */
export async function verifySignInCode(code: string): Promise<void> {
  const client = await auth();
  const { data: factors, error: listError } = await client.mfa.listFactors();
  if (listError) throw listError;
  const factor = factors.totp[0];
  if (!factor) throw new Error(LOGIN_FAILED_MESSAGE);
  const { error } = await client.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw error;
}

/** Signs out on purpose (this device), so the login screen shows no expiry notice. */
export async function signOut(): Promise<void> {
  useAuthStore.getState().setSignedOutOnPurpose();
  const { error } = await (await auth()).signOut({ scope: 'local' });
  if (error) throw error;
}

/** The user's authenticator-app factors, verified or not. */
export async function listTotpFactors(): Promise<Factor[]> {
  const { data, error } = await (await auth()).mfa.listFactors();
  if (error) throw error;
  return data.all.filter((factor) => factor.factor_type === 'totp');
}

/** A started TOTP enrolment: the QR code image (a data: URL), the secret and the factor id. */
export interface TotpEnrolment {
  factorId: string;
  qrCode: string;
  secret: string;
  uri: string;
}

/** Starts adding an authenticator app; earlier unfinished attempts are removed first. */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const client = await auth();
  for (const factor of await listTotpFactors()) {
    if (factor.status !== 'verified') await client.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await client.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
    issuer: getPublicConfig().productName,
  });
  if (error) throw error;
  return {
    factorId: data.id,
    qrCode: data.totp.qr_code,
    secret: data.totp.secret,
    uri: data.totp.uri,
  };
}

/** Confirms the enrolment with a first code; the session becomes two-step (aal2). */
export async function confirmTotpEnrolment(factorId: string, code: string): Promise<void> {
  const { error } = await (await auth()).mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** Removes an authenticator app (the session must have used it: aal2). */
export async function removeTotpFactor(factorId: string): Promise<void> {
  const client = await auth();
  const { error } = await client.mfa.unenroll({ factorId });
  if (error) throw error;
  // The session's token still names the removed factor; a fresh one reflects the change.
  await client.refreshSession();
}
