import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, readStoredAccessToken } from './supabase-client.ts';

describe('readStoredAccessToken', () => {
  afterEach(() => localStorage.clear());

  it('reads the access token of the session supabase-js keeps', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'token-1', refresh_token: 'r', user: { id: 'u' } }),
    );
    expect(readStoredAccessToken()).toBe('token-1');
  });

  it('is null when signed out or the stored session is unreadable', () => {
    expect(readStoredAccessToken()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, '{broken');
    expect(readStoredAccessToken()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 7 }));
    expect(readStoredAccessToken()).toBeNull();
  });
});
