import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.test-support.ts';

/** The password every test user is made with. */
export const TEST_PASSWORD = 'Correct-Horse-9!';

/** A user signed in through the app's own /auth/v1, with the headers their requests need. */
export interface TestUser {
  id: string;
  email: string;
  headers: { authorization: string };
  refreshToken: string;
}

/** Where a sign-in comes from, as the server sees it: the browser and the address. */
export interface SignInOrigin {
  userAgent?: string;
  remoteAddress?: string;
}

/** Signs a fresh user up on the in-process app (its anon key is read from /api/config). */
export function signUpTestUser(testApp: TestApp, from: SignInOrigin = {}): Promise<TestUser> {
  return requestSession(testApp, '/auth/v1/signup', `user-${randomUUID()}@example.com`, from);
}

/** Signs a test user in again with their password, as another device would. */
export function signInTestUser(
  testApp: TestApp,
  email: string,
  from: SignInOrigin = {},
): Promise<TestUser> {
  return requestSession(testApp, '/auth/v1/token?grant_type=password', email, from);
}

async function requestSession(
  testApp: TestApp,
  url: string,
  email: string,
  from: SignInOrigin,
): Promise<TestUser> {
  const config = await testApp.app.inject({ url: '/api/config' });
  const response = await testApp.app.inject({
    method: 'POST',
    url,
    headers: {
      apikey: config.json<{ anonKey: string }>().anonKey,
      ...(from.userAgent && { 'user-agent': from.userAgent }),
    },
    payload: { email, password: TEST_PASSWORD },
    ...(from.remoteAddress && { remoteAddress: from.remoteAddress }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`Signing ${email} in failed (${response.statusCode}): ${response.body}`);
  }
  const session = response.json<{
    access_token: string;
    refresh_token: string;
    user: { id: string };
  }>();
  return {
    id: session.user.id,
    email,
    headers: { authorization: `Bearer ${session.access_token}` },
    refreshToken: session.refresh_token,
  };
}
