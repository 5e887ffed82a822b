import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import LoginPage from './login-page.tsx';

function renderLogin() {
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'signed-out', user: null, message: null });
  });

  it('says honestly that accounts are not available yet, without a form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(/accounts are not available on this server yet/i)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBe(null);
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('announces the message the auth store carries, such as an expired session', () => {
    useAuthStore.getState().setSignedOut('Your session has expired. Please login again.');
    renderLogin();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your session has expired. Please login again.',
    );
  });
});
