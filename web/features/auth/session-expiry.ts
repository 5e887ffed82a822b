import { AUTH_EXPIRED_EVENT } from '../../lib/api-client.ts';
import { useAuthStore } from './auth-store.ts';

/** The notice shown on the login screen after a session ends by itself (SPEC section 4). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';

/** Clears the user when the session expires; returns a function that stops listening. */
export function listenForSessionExpiry(target: Window = window): () => void {
  const handle = () => useAuthStore.getState().setSignedOut(SESSION_EXPIRED_MESSAGE);
  target.addEventListener(AUTH_EXPIRED_EVENT, handle);
  return () => target.removeEventListener(AUTH_EXPIRED_EVENT, handle);
}
