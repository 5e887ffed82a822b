import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../../features/auth/auth-actions.ts';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import LoginPage from './login-page.tsx';

vi.mock('../../features/auth/auth-actions.ts', () => ({
  LOGIN_FAILED_MESSAGE: 'Login failed',
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  changePassword: vi.fn(),
  verifySignInCode: vi.fn(),
  signOut: vi.fn(),
}));

function renderLogin(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

function providerError(message: string, status: number, code: string): Error {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, code });
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(actions.signIn).mockReset();
    vi.mocked(actions.signUp).mockReset();
    vi.mocked(actions.sendPasswordReset).mockReset();
    vi.mocked(actions.verifySignInCode).mockReset();
    useAuthStore.setState({
      status: 'signed-out',
      user: null,
      message: null,
      step: null,
      stepEmail: null,
    });
  });

  it('signs in with the email and password typed', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signIn).mockResolvedValue();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(actions.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret#123');
    expect(screen.queryByRole('alert')).toBe(null);
  });

  it('points at empty fields without calling the service', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(actions.signIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it("announces 'Invalid email or password' for wrong credentials", async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signIn).mockRejectedValue(
      providerError('Invalid login credentials', 400, 'invalid_credentials'),
    );
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
  });

  it("announces 'Login failed' when no user came back", async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signIn).mockRejectedValue(new Error('Login failed'));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed');
  });

  it('announces a locked account', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signIn).mockRejectedValue(
      providerError('Account locked', 423, 'account_locked'),
    );
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('temporarily locked');
  });

  it('checks the password rule before creating an account, then creates it', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signUp).mockResolvedValue({ confirmEmail: false });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(actions.signUp).not.toHaveBeenCalled();
    expect(
      screen.getByText(/needs at least 8 characters, an uppercase letter, a number and a symbol/),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(actions.signUp).toHaveBeenCalledWith('ada@example.com', 'Secret#123', '');
  });

  it('tells the user when the email is already registered', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.signUp).mockRejectedValue(
      providerError('User already registered', 422, 'user_already_exists'),
    );
    renderLogin('/login?mode=signup');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already exists');
  });

  it('sends a reset link and says so without confirming the account exists', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.sendPasswordReset).mockResolvedValue();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(actions.sendPasswordReset).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('status').textContent).toContain(
      'If an account exists for ada@example.com',
    );
  });

  it('asks for the authenticator code when the sign-in needs a second step', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.verifySignInCode).mockResolvedValue();
    act(() => useAuthStore.setState({ step: 'mfa', stepEmail: 'ada@example.com' }));
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(actions.verifySignInCode).toHaveBeenCalledWith('123456');
  });

  it('announces the message the auth store carries, such as an expired session', () => {
    useAuthStore.getState().setSignedOut('Your session has expired. Please login again.');
    renderLogin();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your session has expired. Please login again.',
    );
  });
});
