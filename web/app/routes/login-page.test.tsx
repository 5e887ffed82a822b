import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../../features/auth/auth-actions.ts';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { DEFAULT_PUBLIC_CONFIG, usePublicConfig } from '../../lib/public-config.ts';
import LoginPage from './login-page.tsx';

vi.mock('../../features/auth/auth-actions.ts', () => ({
  LOGIN_FAILED_MESSAGE: 'Login failed',
  signIn: vi.fn(),
  signUp: vi.fn(),
  sendPasswordReset: vi.fn(),
  changePassword: vi.fn(),
  passwordChangeNeedsCode: vi.fn(),
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
    vi.mocked(actions.changePassword).mockReset();
    vi.mocked(actions.passwordChangeNeedsCode).mockReset().mockResolvedValue(false);
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

  it('says plainly when this installation cannot send a reset link', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.sendPasswordReset).mockRejectedValue(
      providerError(
        'Email is not set up on this installation, so no link or code can be sent.',
        400,
        'email_provider_disabled',
      ),
    );
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email Is Not Set Up');
    expect(alert.textContent).toContain('Ask the person who runs');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers no reset link where the server says it cannot send email', async () => {
    const user = userEvent.setup();
    act(() => usePublicConfig.setState({ emailEnabled: false }));
    try {
      renderLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
      expect(screen.getByText(/cannot send you a reset link/)).toBeTruthy();
      expect(screen.getByText(/Ask the person who runs it/)).toBeTruthy();
      expect(actions.sendPasswordReset).not.toHaveBeenCalled();
    } finally {
      act(() => usePublicConfig.setState(DEFAULT_PUBLIC_CONFIG));
    }
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

  describe('the new password after a reset link', () => {
    const newPassword = 'Fresh#Start2025';

    async function chooseNewPassword(user: ReturnType<typeof userEvent.setup>) {
      act(() => useAuthStore.setState({ step: 'recovery', stepEmail: 'ada@example.com' }));
      renderLogin();
      expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
      await user.type(screen.getByLabelText('New password'), newPassword);
      await user.type(screen.getByLabelText('Confirm new password'), newPassword);
      await user.click(screen.getByRole('button', { name: 'Save password and sign in' }));
    }

    it('saves it at once for an account without two-step verification', async () => {
      const user = userEvent.setup();
      vi.mocked(actions.changePassword).mockResolvedValue();
      await chooseNewPassword(user);
      expect(actions.changePassword).toHaveBeenCalledWith(newPassword);
      expect(actions.verifySignInCode).not.toHaveBeenCalled();
      expect(screen.queryByLabelText('Authentication code')).toBe(null);
      expect(screen.queryByRole('alert')).toBe(null);
    });

    it('asks a two-step account for its code first, then saves the password', async () => {
      const user = userEvent.setup();
      const calls: string[] = [];
      vi.mocked(actions.passwordChangeNeedsCode).mockResolvedValue(true);
      vi.mocked(actions.verifySignInCode).mockImplementation((code) => {
        calls.push(`verify ${code}`);
        return Promise.resolve();
      });
      vi.mocked(actions.changePassword).mockImplementation((password) => {
        calls.push(`save ${password}`);
        return Promise.resolve();
      });
      await chooseNewPassword(user);
      expect(actions.changePassword).not.toHaveBeenCalled();
      const heading = await screen.findByRole('heading', {
        level: 2,
        name: 'Enter your authenticator code',
      });
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText(/a reset link alone cannot change its password/)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBe(null);

      await user.click(screen.getByRole('button', { name: 'Verify and save password' }));
      expect(actions.verifySignInCode).not.toHaveBeenCalled();
      expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();

      await user.type(screen.getByLabelText('Authentication code'), '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify and save password' }));
      expect(calls).toEqual(['verify 123456', `save ${newPassword}`]);
      expect(screen.queryByRole('alert')).toBe(null);
    });

    it('asks for the code when the service answers insufficient_aal', async () => {
      const user = userEvent.setup();
      vi.mocked(actions.changePassword)
        .mockRejectedValueOnce(providerError('AAL2 session is required', 401, 'insufficient_aal'))
        .mockResolvedValueOnce();
      vi.mocked(actions.verifySignInCode).mockResolvedValue();
      await chooseNewPassword(user);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Enter your authenticator code' }),
      ).toBeTruthy();
      expect(screen.queryByText('Verification Needed')).toBe(null);
      await user.type(screen.getByLabelText('Authentication code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Verify and save password' }));
      expect(actions.verifySignInCode).toHaveBeenCalledWith('654321');
      expect(actions.changePassword).toHaveBeenCalledTimes(2);
    });

    it('keeps asking for the code while it is refused, without saving', async () => {
      const user = userEvent.setup();
      vi.mocked(actions.passwordChangeNeedsCode).mockResolvedValue(true);
      vi.mocked(actions.verifySignInCode).mockRejectedValue(
        providerError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
      );
      await chooseNewPassword(user);
      await user.type(await screen.findByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify and save password' }));
      expect((await screen.findByRole('alert')).textContent).toContain('code is not right');
      expect(actions.changePassword).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Authentication code') as HTMLInputElement).value).toBe('');
    });

    it('goes back to the password, focused, when the service refuses it after the code', async () => {
      const user = userEvent.setup();
      vi.mocked(actions.passwordChangeNeedsCode).mockResolvedValue(true);
      vi.mocked(actions.verifySignInCode).mockResolvedValue();
      vi.mocked(actions.changePassword).mockRejectedValue(
        providerError('New password should be different', 422, 'same_password'),
      );
      await chooseNewPassword(user);
      await user.type(await screen.findByLabelText('Authentication code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and save password' }));
      expect((await screen.findByRole('alert')).textContent).toContain('Same Password');
      expect(document.activeElement).toBe(screen.getByLabelText('New password'));
      expect(screen.queryByLabelText('Authentication code')).toBe(null);
    });

    it('lets the visitor go back from the code to a different password', async () => {
      const user = userEvent.setup();
      vi.mocked(actions.passwordChangeNeedsCode).mockResolvedValue(true);
      await chooseNewPassword(user);
      await user.click(await screen.findByRole('button', { name: 'Choose a different password' }));
      expect(document.activeElement).toBe(screen.getByLabelText('New password'));
      expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(newPassword);
    });
  });

  it('announces the message the auth store carries, such as an expired session', () => {
    useAuthStore.getState().setSignedOut('Your session has expired. Please login again.');
    renderLogin();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your session has expired. Please login again.',
    );
  });
});
