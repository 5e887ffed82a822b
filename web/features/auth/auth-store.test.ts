import type { Session, User } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  needsSecondFactor,
  SESSION_EXPIRED_MESSAGE,
  toShownUser,
  useAuthStore,
} from './auth-store.ts';

function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00Z',
    email_confirmed_at: '2025-01-01T00:00:00Z',
    ...overrides,
  } as User;
}

function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'ES256' })}.${encode(claims)}.signature`;
}

function makeSession(user = makeUser(), aal = 'aal1'): Session {
  return {
    access_token: makeToken({ sub: user.id, aal }),
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

const verifiedFactor = {
  id: 'f1',
  factor_type: 'totp',
  status: 'verified',
  created_at: '',
  updated_at: '',
} as const;

const state = () => useAuthStore.getState();

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState({
      status: 'loading',
      user: null,
      message: null,
      step: null,
      stepEmail: null,
    });
  });

  it('starts loading, then follows the initial session', () => {
    expect(state().status).toBe('loading');
    state().applyAuthEvent('INITIAL_SESSION', makeSession());
    expect(state().status).toBe('signed-in');
    expect(state().user?.email).toBe('ada@example.com');
  });

  it('is signed out when the initial session is empty', () => {
    state().applyAuthEvent('INITIAL_SESSION', null);
    expect(state()).toMatchObject({ status: 'signed-out', user: null, message: null });
  });

  it('sets the user on sign-in and token refresh, and clears it on sign-out', () => {
    state().applyAuthEvent('SIGNED_IN', makeSession());
    expect(state().user?.displayName).toBe('ada@example.com');
    const renamed = makeUser({ user_metadata: { full_name: 'Ada Lovelace' } });
    state().applyAuthEvent('TOKEN_REFRESHED', makeSession(renamed));
    expect(state().user?.displayName).toBe('Ada Lovelace');
    state().applyAuthEvent('USER_UPDATED', makeSession(makeUser({ email: 'ada@new.example' })));
    expect(state().user?.email).toBe('ada@new.example');
    state().setSignedOut();
    state().applyAuthEvent('SIGNED_OUT', null);
    expect(state()).toMatchObject({ status: 'signed-out', user: null, message: null });
  });

  it('treats losing the session without signing out as expiry', () => {
    state().applyAuthEvent('SIGNED_IN', makeSession());
    state().applyAuthEvent('SIGNED_OUT', null);
    expect(state().status).toBe('signed-out');
    expect(state().message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('keeps the expiry message when the sign-out event follows auth:expired', () => {
    state().applyAuthEvent('SIGNED_IN', makeSession());
    state().setSignedOut(SESSION_EXPIRED_MESSAGE);
    state().applyAuthEvent('SIGNED_OUT', null);
    expect(state().message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('asks for the TOTP code while a user with a factor has an aal1 session', () => {
    const user = makeUser({ factors: [verifiedFactor] });
    state().applyAuthEvent('SIGNED_IN', makeSession(user, 'aal1'));
    expect(state()).toMatchObject({ status: 'signed-out', step: 'mfa', user: null });
    expect(state().stepEmail).toBe('ada@example.com');
    state().applyAuthEvent('MFA_CHALLENGE_VERIFIED', makeSession(user, 'aal2'));
    expect(state()).toMatchObject({ status: 'signed-in', step: null });
  });

  it('holds a password-recovery session on the new-password step until the user is updated', () => {
    state().expectPasswordRecovery();
    state().applyAuthEvent('INITIAL_SESSION', makeSession());
    expect(state()).toMatchObject({ status: 'signed-out', step: 'recovery' });
    state().applyAuthEvent('PASSWORD_RECOVERY', makeSession());
    state().applyAuthEvent('TOKEN_REFRESHED', makeSession());
    expect(state().step).toBe('recovery');
    state().applyAuthEvent('USER_UPDATED', makeSession());
    expect(state()).toMatchObject({ status: 'signed-in', step: null });
  });

  it('keeps a two-step recovery on the new-password step while its code raises it to aal2', () => {
    const user = makeUser({ factors: [verifiedFactor] });
    state().expectPasswordRecovery();
    state().applyAuthEvent('INITIAL_SESSION', makeSession(user, 'aal1'));
    expect(state()).toMatchObject({ status: 'signed-out', step: 'recovery' });
    // The code was asked for so the password can be saved: the visitor is not signed in yet.
    state().applyAuthEvent('MFA_CHALLENGE_VERIFIED', makeSession(user, 'aal2'));
    expect(state()).toMatchObject({ status: 'signed-out', step: 'recovery' });
    state().applyAuthEvent('USER_UPDATED', makeSession(user, 'aal2'));
    expect(state()).toMatchObject({ status: 'signed-in', step: null });
  });

  it('clears a login-screen message once signed in', () => {
    state().setSignedOut(SESSION_EXPIRED_MESSAGE);
    state().applyAuthEvent('SIGNED_IN', makeSession());
    expect(state().message).toBeNull();
  });
});

describe('toShownUser', () => {
  it('falls back to the email for the name and reads confirmation and role', () => {
    expect(toShownUser(makeUser({ email_confirmed_at: undefined }))).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      name: '',
      displayName: 'ada@example.com',
      emailVerified: false,
      role: 'user',
    });
    const admin = toShownUser(
      makeUser({ app_metadata: { role: 'admin' }, user_metadata: { full_name: ' Ada L ' } }),
    );
    expect(admin).toMatchObject({
      name: 'Ada L',
      displayName: 'Ada L',
      emailVerified: true,
      role: 'admin',
    });
  });
});

describe('needsSecondFactor', () => {
  it('is false without a verified factor or once the session is aal2', () => {
    expect(needsSecondFactor(makeSession())).toBe(false);
    const user = makeUser({ factors: [{ ...verifiedFactor, status: 'unverified' }] });
    expect(needsSecondFactor(makeSession(user))).toBe(false);
    const enrolled = makeUser({ factors: [verifiedFactor] });
    expect(needsSecondFactor(makeSession(enrolled, 'aal1'))).toBe(true);
    expect(needsSecondFactor(makeSession(enrolled, 'aal2'))).toBe(false);
  });
});
