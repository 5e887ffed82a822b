import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import * as actions from '../auth-actions.ts';
import { useAuthStore } from '../auth-store.ts';
import { signInTestUser, TEST_USER } from '../test-user.test-support.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';

vi.mock('../auth-actions.ts', () => ({
  // As the real one: the store is signed out at once, before the service answers.
  signOut: vi.fn(async () => useAuthStore.getState().setSignedOutOnPurpose()),
}));
vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { delete: vi.fn() } }));

function renderSection(onNotify = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<DeleteAccountSection onNotify={onNotify} />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onNotify };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  beforeEach(() => signInTestUser());
  afterEach(() => vi.clearAllMocks());

  it('says what goes, and keeps the button off until the email is typed exactly', async () => {
    renderSection();
    const dialog = await openDialog();
    expect(dialog.textContent).toMatch(/documents and their files/);
    expect(dialog.textContent).toMatch(/analyses, your chats, your credits and your plan/);
    expect(dialog.textContent).toMatch(/cannot be undone/);
    const input = screen.getByLabelText(`Type ${TEST_USER.email} to confirm`);
    // The dialog opens on the field to type in.
    await waitFor(() => expect(document.activeElement).toBe(input));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete account' });
    expect(button.disabled).toBe(true);

    await userEvent.type(input, 'someone@example.com');
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    await userEvent.type(input, '{Enter}');
    expect(apiClient.delete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.signOut).not.toHaveBeenCalled();
  });

  it('deletes with the typed email, signs out and goes home with a notice', async () => {
    vi.mocked(apiClient.delete).mockResolvedValue(undefined);
    const { onNotify } = renderSection();
    await openDialog();
    await userEvent.type(
      screen.getByLabelText(`Type ${TEST_USER.email} to confirm`),
      TEST_USER.email.toUpperCase(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));

    await screen.findByText('Home page');
    expect(apiClient.delete).toHaveBeenCalledWith('/api/account', {
      confirm: TEST_USER.email.toUpperCase(),
    });
    expect(actions.signOut).toHaveBeenCalledOnce();
    expect(useAuthStore.getState().user).toBeNull();
    expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account deleted' }));
  });

  it('shows why it failed and stays signed in', async () => {
    vi.mocked(apiClient.delete).mockRejectedValue(
      Object.assign(new Error('Something went wrong on our side.'), {
        status: 500,
        code: 'INTERNAL_ERROR',
      }),
    );
    const { onNotify } = renderSection();
    await openDialog();
    await userEvent.type(
      screen.getByLabelText(`Type ${TEST_USER.email} to confirm`),
      TEST_USER.email,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/on our side|went wrong/i);
    expect(actions.signOut).not.toHaveBeenCalled();
    expect(onNotify).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user).toEqual(TEST_USER);
  });
});
