import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EXPIRED_EVENT } from '../../lib/api-client.ts';
import { AUTH_STORAGE_KEY } from '../../lib/supabase-client.ts';
import { readReturnFromEmailLink, startAuth, type AuthEventSource } from './auth-session.ts';
import { SESSION_EXPIRED_MESSAGE, useAuthStore } from './auth-store.ts';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

function createFakeAuth() {
  let listener: Listener = () => {};
  const signOut = vi.fn(() => Promise.resolve({ error: null }));
  const unsubscribe = vi.fn();
  const auth = {
    onAuthStateChange: (callback: Listener) => {
      listener = callback;
      return { data: { subscription: { id: '1', callback, unsubscribe } } };
    },
    signOut,
  } as unknown as AuthEventSource;
  return {
    auth,
    signOut,
    unsubscribe,
    emit: (e: AuthChangeEvent, s: Session | null) => listener(e, s),
  };
}

const session = {
  access_token: 'a.e30.c',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ada@example.com', app_metadata: {}, user_metadata: {} },
} as unknown as Session;

const state = () => useAuthStore.getState();

describe('startAuth', () => {
  let stop = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useAuthStore.setState({
      status: 'loading',
      user: null,
      message: null,
      step: null,
      stepEmail: null,
    });
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stays loading until the initial session, then follows live events', async () => {
    const fake = createFakeAuth();
    stop = startAuth({ getAuth: () => Promise.resolve(fake.auth) });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('loading');
    fake.emit('INITIAL_SESSION', session);
    expect(state().status).toBe('signed-in');
    fake.emit('SIGNED_OUT', null);
    expect(state().status).toBe('signed-out');
  });

  it('ends loading signed out after 2 seconds without an answer', async () => {
    stop = startAuth({ getAuth: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(1999);
    expect(state().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(state().status).toBe('signed-out');
  });

  it('still signs the user in when the session arrives after the time-out', async () => {
    const fake = createFakeAuth();
    let resolve: (auth: AuthEventSource) => void = () => {};
    stop = startAuth({ getAuth: () => new Promise((done) => (resolve = done)) });
    await vi.advanceTimersByTimeAsync(2000);
    expect(state().status).toBe('signed-out');
    resolve(fake.auth);
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('INITIAL_SESSION', session);
    expect(state().status).toBe('signed-in');
  });

  it('is signed out at once when the sign-in service cannot be set up', async () => {
    stop = startAuth({ getAuth: () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('signed-out');
  });

  it("on 'auth:expired' clears the user, shows the message and forgets the stored session", async () => {
    const fake = createFakeAuth();
    stop = startAuth({ getAuth: () => Promise.resolve(fake.auth) });
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('INITIAL_SESSION', session);
    window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
    expect(state()).toMatchObject({
      status: 'signed-out',
      user: null,
      message: SESSION_EXPIRED_MESSAGE,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('says the session expired when a stored session could not be restored', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{}');
    const fake = createFakeAuth();
    stop = startAuth({ getAuth: () => Promise.resolve(fake.auth) });
    await vi.advanceTimersByTimeAsync(0);
    fake.emit('INITIAL_SESSION', null);
    expect(state().message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('stops listening when stopped', async () => {
    const fake = createFakeAuth();
    stop = startAuth({ getAuth: () => Promise.resolve(fake.auth) });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });
});

describe('readReturnFromEmailLink', () => {
  it('recognises a password-reset link and a failed link', () => {
    expect(
      readReturnFromEmailLink({
        hash: '#access_token=x&type=recovery&expires_in=3600',
        search: '',
      }),
    ).toEqual({ isPasswordRecovery: true, linkError: null });
    expect(
      readReturnFromEmailLink({
        hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
        search: '',
      }),
    ).toEqual({
      isPasswordRecovery: false,
      linkError: 'Email link is invalid or has expired. Please request a new one.',
    });
    expect(readReturnFromEmailLink({ hash: '', search: '?mode=signup' })).toEqual({
      isPasswordRecovery: false,
      linkError: null,
    });
  });
});
