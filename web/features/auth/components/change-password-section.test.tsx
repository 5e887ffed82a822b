import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../auth-actions.ts';
import { ChangePasswordSection } from './change-password-section.tsx';

vi.mock('../auth-actions.ts', () => ({ changePassword: vi.fn() }));

function providerError(message: string, status: number, code: string): Error {
  return Object.assign(new Error(message), { name: 'AuthApiError', status, code });
}

describe('ChangePasswordSection', () => {
  beforeEach(() => {
    vi.mocked(actions.changePassword).mockReset();
  });

  it('puts focus on the first field that needs fixing and saves nothing', async () => {
    render(<ChangePasswordSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Current password')),
    );
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(actions.changePassword).not.toHaveBeenCalled();
  });

  it('sends the current password with the new one, then clears the fields', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.changePassword).mockResolvedValue();
    render(<ChangePasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'Old#Secret1');
    await user.type(screen.getByLabelText('New password'), 'New#Secret2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Secret2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(actions.changePassword).toHaveBeenCalledWith('New#Secret2', 'Old#Secret1');
    expect(screen.getByRole('status').textContent).toContain('Your password has been changed.');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('says so when the current password is wrong', async () => {
    const user = userEvent.setup();
    vi.mocked(actions.changePassword).mockRejectedValue(
      providerError('Current password is incorrect.', 400, 'current_password_invalid'),
    );
    render(<ChangePasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'Guess#123');
    await user.type(screen.getByLabelText('New password'), 'New#Secret2');
    await user.type(screen.getByLabelText('Confirm new password'), 'New#Secret2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Current Password Not Accepted');
  });
});
