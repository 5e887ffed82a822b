import type { SupabaseClient } from '@supabase/supabase-js';
import { logger } from '../../lib/logger.ts';
import { AUTH_STORAGE_KEY, getSupabaseClient } from '../../lib/supabase-client.ts';
import { SESSION_EXPIRED_MESSAGE, useAuthStore } from './auth-store.ts';
import { listenForSessionExpiry } from './session-expiry.ts';

/** How long start-up waits for the session before treating the visitor as signed out. */
export const AUTH_START_TIMEOUT_MS = 2000;

/** The part of the supabase-js client that start-up uses (a fake in tests). */
export type AuthEventSource = Pick<SupabaseClient['auth'], 'onAuthStateChange' | 'signOut'>;

interface StartAuthOptions {
  getAuth?: () => Promise<AuthEventSource>;
  timeoutMs?: number;
  target?: Window;
}

/**
 * Follows the session from start-up on (SPEC section 4): loading until the client reports the
 * stored session, or until the 2-second time-out; then every change live. Returns a stop function.
 */
export function startAuth({
  getAuth = async () => (await getSupabaseClient()).auth,
  timeoutMs = AUTH_START_TIMEOUT_MS,
  target = window,
}: StartAuthOptions = {}): () => void {
  const store = useAuthStore.getState();
  const hints = readReturnFromEmailLink(target.location);
  if (hints.isPasswordRecovery) store.expectPasswordRecovery();
  const hadStoredSession = hasStoredSession(target);

  let stopped = false;
  let unsubscribe = () => {};
  const timer = setTimeout(() => {
    if (useAuthStore.getState().status === 'loading') {
      logger.warn(`No session answer within ${timeoutMs} ms; continuing signed out`);
      useAuthStore.getState().setSignedOut();
    }
  }, timeoutMs);

  const stopListening = listenForSessionExpiry(target, () => {
    // The API refused the token: forget it here too, or a reload would bring it back.
    getAuth()
      .then((auth) => auth.signOut({ scope: 'local' }))
      .catch((error: unknown) => logger.warn('Could not clear the expired session', error));
  });

  getAuth()
    .then((auth) => {
      if (stopped) return;
      const { data } = auth.onAuthStateChange((event, session) => {
        const state = useAuthStore.getState();
        if (event === 'INITIAL_SESSION') {
          clearTimeout(timer);
          state.applyAuthEvent(event, session);
          // A stored session that could not be restored (its refresh token was refused) ended.
          if (!session && hadStoredSession) state.setSignedOut(SESSION_EXPIRED_MESSAGE);
          if (hints.linkError) {
            useAuthStore.setState({ message: hints.linkError });
            clearAddressFragment(target);
          }
          return;
        }
        state.applyAuthEvent(event, session);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    })
    .catch((error: unknown) => {
      logger.warn('The sign-in service is not available', error);
      clearTimeout(timer);
      if (useAuthStore.getState().status === 'loading') useAuthStore.getState().setSignedOut();
    });

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    stopListening();
  };
}

interface EmailLinkHints {
  isPasswordRecovery: boolean;
  /** The reason an email link failed (e.g. it expired), as the service words it. */
  linkError: string | null;
}

/** What an email link put in the address (protocol section 4.8), read before the client clears it. */
export function readReturnFromEmailLink(
  location: Pick<Location, 'hash' | 'search'>,
): EmailLinkHints {
  const parameters = new URLSearchParams(location.hash.replace(/^#/, ''));
  new URLSearchParams(location.search).forEach((value, key) => parameters.set(key, value));
  const description = parameters.get('error_description');
  const hasError = parameters.has('error') || parameters.has('error_code') || description !== null;
  return {
    isPasswordRecovery: parameters.get('type') === 'recovery' && parameters.has('access_token'),
    linkError: hasError
      ? `${description?.trim() || 'This link could not be used'}. Please request a new one.`
      : null,
  };
}

function hasStoredSession(target: Window): boolean {
  try {
    return target.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function clearAddressFragment(target: Window): void {
  const { pathname, search } = target.location;
  const cleanSearch = new URLSearchParams(search);
  for (const key of ['error', 'error_code', 'error_description', 'sb']) cleanSearch.delete(key);
  const query = cleanSearch.toString();
  target.history.replaceState(target.history.state, '', `${pathname}${query ? `?${query}` : ''}`);
}
