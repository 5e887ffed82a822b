import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { RedirectSignedIn, RequireSignedIn } from './guards.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <RedirectSignedIn>
            <h1>Login</h1>
          </RedirectSignedIn>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireSignedIn>
            <h1>Dashboard</h1>
          </RequireSignedIn>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const user = {
  id: 'u1',
  email: 'a@example.com',
  displayName: 'A',
  emailVerified: true,
  role: 'user',
};

describe('route guards', () => {
  beforeEach(() => useAuthStore.setState({ status: 'loading', user: null, message: null }));

  it('shows the start-up text while the session is unknown', () => {
    renderAt('/dashboard');
    expect(screen.getByText('Initializing Legal Explainer...')).toBeTruthy();
  });

  it('sends a signed-out visitor from a protected page to /login', async () => {
    useAuthStore.setState({ status: 'signed-out' });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    useAuthStore.setState({ status: 'signed-in', user });
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
