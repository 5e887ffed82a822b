import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../auth-actions.ts';
import { DisplayNameForm } from './display-name-form.tsx';

vi.mock('../auth-actions.ts', () => ({ changeDisplayName: vi.fn() }));

describe('DisplayNameForm', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the new name and says so', async () => {
    vi.mocked(actions.changeDisplayName).mockResolvedValueOnce();
    render(<DisplayNameForm currentName="" />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(actions.changeDisplayName).toHaveBeenCalledWith('Ada Lovelace');
    expect(await screen.findByText('Your name has been saved.')).toBeTruthy();
  });

  it('refuses a name too long to show, without asking the server', async () => {
    render(<DisplayNameForm currentName="Ada" />);
    const field = screen.getByLabelText('Your name');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Use at most 80 characters.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(actions.changeDisplayName).not.toHaveBeenCalled();
  });

  it('shows why the server refused', async () => {
    vi.mocked(actions.changeDisplayName).mockRejectedValueOnce(new Error('Network down'));
    render(<DisplayNameForm currentName="Ada" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Your name has been saved.')).toBeNull();
  });
});
