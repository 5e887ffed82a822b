import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as actions from '../auth-actions.ts';
import { ChangePasswordSection } from './change-password-section.tsx';

vi.mock('../auth-actions.ts', () => ({ changePassword: vi.fn() }));

describe('ChangePasswordSection', () => {
  it('puts focus on the first field that needs fixing and saves nothing', async () => {
    render(<ChangePasswordSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    expect(actions.changePassword).not.toHaveBeenCalled();
  });
});
