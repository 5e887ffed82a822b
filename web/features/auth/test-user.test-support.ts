import { useAuthStore, type ShownUser } from './auth-store.ts';

/** A signed-in user for web tests. */
export const TEST_USER: ShownUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  displayName: 'Ada',
  emailVerified: true,
  role: 'user',
};

/** Puts the auth store in the signed-in state, as a test's starting point. */
export function signInTestUser(): void {
  useAuthStore.setState({ status: 'signed-in', user: TEST_USER, message: null });
}
