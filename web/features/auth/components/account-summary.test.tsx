import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth-store.ts';
import { TEST_USER } from '../test-user.test-support.ts';
import { AccountSummary } from './account-summary.tsx';

vi.mock('../auth-actions.ts', () => ({ changeDisplayName: vi.fn(), signOut: vi.fn() }));

function signIn(user: Partial<typeof TEST_USER>) {
  useAuthStore.setState({ status: 'signed-in', user: { ...TEST_USER, ...user }, message: null });
}

describe('<AccountSummary />', () => {
  beforeEach(() => useAuthStore.setState({ status: 'signed-out', user: null }));

  it('leaves the name empty, never the email, when the user has not given one', () => {
    signIn({ name: '', displayName: TEST_USER.email });
    render(<AccountSummary />);
    expect(screen.getByTestId('account-name').textContent).toBe('Not set');
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('');
    // The email appears once, as the email.
    expect(screen.getAllByText(TEST_USER.email)).toHaveLength(1);
  });

  it('shows and offers to edit the name the user gave', () => {
    signIn({ name: 'Ada Lovelace', displayName: 'Ada Lovelace' });
    render(<AccountSummary />);
    expect(screen.getByTestId('account-name').textContent).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
