import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';

/** The signed-in user as the app shows them (SPEC section 3). */
export interface ShownUser {
  id: string;
  email: string;
  /** The name the user gave; empty when they gave none (it is never the email). */
  name: string;
  /** The name to show: `name`, falling back to the email (SPEC section 3). */
  displayName: string;
  emailVerified: boolean;
  role: string;
}

/** The notice shown on the login screen after a session ends by itself (SPEC section 4). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * A session that is not yet a sign-in: the password is right but a TOTP code is still owed
 * ('mfa'), or the visitor came from a reset link and must choose a new password ('recovery'),
 * and, with two-step verification on, give the code before that password can be saved.
 * Either way they stay on /login, signed out, until the step is done.
 */
export type AuthStep = 'mfa' | 'recovery' | null;

interface AuthState {
  status: AuthStatus;
  user: ShownUser | null;
  /** A message for the login screen, such as the session-expired notice. */
  message: string | null;
  step: AuthStep;
  /** The email address of the half-finished sign-in of `step`, to remind the visitor. */
  stepEmail: string | null;
  /** The user signed out on purpose here: signed-in-only pages then lead home, not to /login. */
  hasSignedOut: boolean;
  setSignedOut: (message?: string | null) => void;
  /** Signing out on purpose, before the client confirms it. */
  setSignedOutOnPurpose: () => void;
  /** Follows one event of the authentication client (SPEC section 4). */
  applyAuthEvent: (event: AuthChangeEvent, session: Session | null) => void;
  /** Marks the start-up as a return from a password-reset link, before its session arrives. */
  expectPasswordRecovery: () => void;
}

type AuthFields = Pick<
  AuthState,
  'status' | 'user' | 'message' | 'step' | 'stepEmail' | 'hasSignedOut'
>;

const SIGNED_OUT = {
  status: 'signed-out',
  user: null,
  step: null,
  stepEmail: null,
  hasSignedOut: false,
} as const;

/** Authentication state: loading until the session is known, then signed in or signed out. */
export const useAuthStore = create<AuthState>((set) => ({
  status: 'loading',
  user: null,
  message: null,
  step: null,
  stepEmail: null,
  hasSignedOut: false,
  setSignedOut: (message = null) => set({ ...SIGNED_OUT, message }),
  setSignedOutOnPurpose: () => set({ ...SIGNED_OUT, message: null, hasSignedOut: true }),
  applyAuthEvent: (event, session) => set((state) => nextAuthState(state, event, session)),
  expectPasswordRecovery: () => set({ step: 'recovery' }),
}));

/** The state after one authentication event; pure, so every transition is testable. */
export function nextAuthState(
  state: AuthFields,
  event: AuthChangeEvent,
  session: Session | null,
): AuthFields {
  if (event === 'SIGNED_OUT' || !session) {
    // A signed-in user losing the session without signing out (the refresh failed): it expired.
    // Signing out on purpose goes through setSignedOutOnPurpose first, so it is not mistaken
    // for this, and the client's confirming event keeps it marked as on purpose.
    const message = state.status === 'signed-in' ? SESSION_EXPIRED_MESSAGE : state.message;
    return { ...SIGNED_OUT, message, hasSignedOut: state.hasSignedOut };
  }

  const email = session.user.email ?? '';
  // A reset link's session stays on the new-password step until the password is saved; for a
  // two-step account that includes the code it owes first (MFA_CHALLENGE_VERIFIED, still here).
  if (event === 'PASSWORD_RECOVERY' || (state.step === 'recovery' && event !== 'USER_UPDATED')) {
    return { ...SIGNED_OUT, step: 'recovery', stepEmail: email, message: null };
  }
  if (needsSecondFactor(session)) {
    return { ...SIGNED_OUT, step: 'mfa', stepEmail: email, message: null };
  }
  return {
    status: 'signed-in',
    user: toShownUser(session.user),
    message: null,
    step: null,
    stepEmail: null,
    hasSignedOut: false,
  };
}

/** The user as shown: display name falling back to the email, verified once confirmed. */
export function toShownUser(user: User): ShownUser {
  const email = user.email ?? '';
  const metadata: Record<string, unknown> = user.user_metadata ?? {};
  const fullName = [metadata.full_name, metadata.name].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const role = (user.app_metadata as Record<string, unknown> | undefined)?.role;
  return {
    id: user.id,
    email,
    name: fullName?.trim() ?? '',
    displayName: fullName?.trim() ?? email,
    emailVerified: Boolean(user.email_confirmed_at),
    role: typeof role === 'string' && role !== '' ? role : 'user',
  };
}

/** True when the user has a verified factor but this session has not yet used it (aal1). */
export function needsSecondFactor(session: Session): boolean {
  const hasVerifiedFactor = (session.user.factors ?? []).some(
    (factor) => factor.status === 'verified',
  );
  return hasVerifiedFactor && readAssuranceLevel(session.access_token) !== 'aal2';
}

function readAssuranceLevel(accessToken: string): string | undefined {
  const payload = accessToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      aal?: unknown;
    };
    return typeof claims.aal === 'string' ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}
