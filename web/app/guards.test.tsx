import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { RedirectSignedIn, RequireSignedIn } from './guards.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/login',
        element: (
          <RedirectSignedIn>
            <h1>Login</h1>
          </RedirectSignedIn>
        ),
      },
      {
        path: '/analysis/:documentId',
        element: (
          <RequireSignedIn>
            <h1>Document</h1>
          </RequireSignedIn>
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
  name: 'A',
  displayName: 'A',
  emailVerified: true,
  role: 'user',
};

describe('route guards', () => {
  beforeEach(() =>
    useAuthStore.setState({ status: 'loading', user: null, message: null, hasSignedOut: false }),
  );

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

  it('sends someone who signed out on purpose home, even after the client confirms it', async () => {
    useAuthStore.setState({ status: 'signed-in', user });
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    act(() => {
      useAuthStore.getState().setSignedOutOnPurpose();
      useAuthStore.getState().applyAuthEvent('SIGNED_OUT', null);
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    useAuthStore.setState({ status: 'signed-in', user });
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('after signing in again, returns to the page the expired session was on', async () => {
    useAuthStore.setState({ status: 'signed-out' });
    const router = renderAt('/analysis/doc-42?tab=red-flags');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    act(() => useAuthStore.setState({ status: 'signed-in', user }));
    expect(await screen.findByRole('heading', { name: 'Document' })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/analysis/doc-42?tab=red-flags',
    );
  });
});
