import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { AUTH_EXPIRED_EVENT } from '../../lib/api-client.ts';
import { listenForSessionExpiry, SESSION_EXPIRED_MESSAGE } from './session-expiry.ts';

describe('listenForSessionExpiry', () => {
  let stop = () => {};
  afterEach(() => stop());

  it("clears the user and sets 'Your session has expired. Please login again.'", () => {
    useAuthStore.setState({
      status: 'signed-in',
      user: {
        id: 'u1',
        email: 'a@example.com',
        name: '',
        displayName: 'a@example.com',
        emailVerified: true,
        role: 'user',
      },
      message: null,
    });
    stop = listenForSessionExpiry();
    window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
    const state = useAuthStore.getState();
    expect(state.user).toBeNull();
    expect(state.status).toBe('signed-out');
    expect(state.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please login again.');
  });
});
