import { AUTH_EXPIRED_EVENT } from '../../lib/api-client.ts';
import { SESSION_EXPIRED_MESSAGE, useAuthStore } from './auth-store.ts';

export { SESSION_EXPIRED_MESSAGE };

/**
 * Clears the user when the product API answers 401 ('auth:expired'), and then runs `onExpired`
 * (which forgets the stored session); returns a function that stops listening.
 */
export function listenForSessionExpiry(
  target: Window = window,
  onExpired: () => void = () => {},
): () => void {
  const handle = () => {
    useAuthStore.getState().setSignedOut(SESSION_EXPIRED_MESSAGE);
    onExpired();
  };
  target.addEventListener(AUTH_EXPIRED_EVENT, handle);
  return () => target.removeEventListener(AUTH_EXPIRED_EVENT, handle);
}
