import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession } from '../../../../common/api/sessions.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { DEFAULT_PUBLIC_CONFIG, usePublicConfig } from '../../../lib/public-config.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { SignedInDevices } from './signed-in-devices.tsx';

vi.mock('../../../lib/api-client.ts', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const deleteMock = vi.mocked(apiClient.delete);
const postMock = vi.mocked(apiClient.post);

const device = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'this-one',
  browser: 'Firefox on Linux',
  place: 'This computer',
  createdAt: '2026-11-28T09:00:00.000Z',
  lastSeenAt: '2026-11-29T08:00:00.000Z',
  isCurrent: true,
  ...overrides,
});

const DEVICES = [
  device({}),
  device({ id: 'phone', browser: 'Safari on iOS', place: 'United Kingdom', isCurrent: false }),
];

describe('<SignedInDevices />', () => {
  beforeEach(() => {
    getMock.mockReset().mockResolvedValue({ sessions: DEVICES });
    deleteMock.mockReset().mockResolvedValue(undefined);
    postMock.mockReset().mockResolvedValue({ signedOut: 1 });
  });
  afterEach(() => usePublicConfig.setState(DEFAULT_PUBLIC_CONFIG));

  it('lists each device with its place, marks this one, and offers sign-out for the others only', async () => {
    render(<SignedInDevices />, withQueryClient());
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Firefox on Linux');
    expect(items[0]?.textContent).toContain('This device');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]?.textContent).toContain('United Kingdom');

    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out Safari on iOS, United Kingdom' }),
    );
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('/api/account/sessions/phone'));
    expect(await screen.findByText('Safari on iOS (United Kingdom) is signed out.')).toBeTruthy();
  });

  it('asks before signing out all other devices', async () => {
    render(<SignedInDevices />, withQueryClient());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out all other devices' }),
    );
    expect(postMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign them out' }));
    await waitFor(() =>
      expect(postMock).toHaveBeenCalledWith('/api/account/sessions/sign-out-others'),
    );
  });

  it('is not shown, nor asked for, when an external provider keeps the sessions', () => {
    usePublicConfig.setState({ authUrl: 'https://auth.example.com' });
    const { container } = render(<SignedInDevices />, withQueryClient());
    expect(container.textContent).toBe('');
    expect(getMock).not.toHaveBeenCalled();
  });
});
