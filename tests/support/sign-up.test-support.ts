import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.test-support.ts';

/** A new user signed up through the app's own /auth/v1, with the headers their requests need. */
export interface TestUser {
  id: string;
  headers: { authorization: string };
}

/** Signs a fresh user up on the in-process app (its anon key is read from /api/config). */
export async function signUpTestUser(testApp: TestApp): Promise<TestUser> {
  const config = await testApp.app.inject({ url: '/api/config' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    headers: { apikey: config.json<{ anonKey: string }>().anonKey },
    payload: { email: `user-${randomUUID()}@example.com`, password: 'Correct-Horse-9!' },
  });
  const session = response.json<{ access_token: string; user: { id: string } }>();
  return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
}
