import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityLogEntry, ActivityPage } from '../../../../common/api/activity.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { ActivityList } from './activity-list.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn(), getBlob: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);

function entry(overrides: Partial<ActivityLogEntry>): ActivityLogEntry {
  return {
    id: 'e1',
    kind: 'downloaded',
    documentId: 'd1',
    documentName: 'Lease.pdf',
    shareId: null,
    detail: {},
    addressHash: '0123456789abcdef',
    createdAt: '2026-11-29T08:00:00.000Z',
    ...overrides,
  };
}

const page = (entries: ActivityLogEntry[], nextBefore: string | null = null): ActivityPage => ({
  entries,
  nextBefore,
});

describe('<ActivityList />', () => {
  beforeEach(() => getMock.mockReset());

  it('lists the account’s entries in plain words, with the document, time and address code', async () => {
    getMock.mockResolvedValueOnce(
      page([
        entry({ id: 'a', kind: 'share_opened', shareId: 's1' }),
        entry({ id: 'b', kind: 'new_device', documentId: null, documentName: null }),
        entry({ id: 'c', kind: 'deleted', documentName: 'Deleted document', addressHash: null }),
      ]),
    );
    render(
      <ActivityList scope={{ kind: 'account' }} label="Account activity" />,
      withQueryClient(),
    );
    const list = await screen.findByRole('list', { name: 'Account activity' });
    expect(getMock).toHaveBeenCalledWith('/api/account/activity');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Opened by share link · Lease.pdf'),
      expect.stringContaining('Signed in from a new device'),
      expect.stringContaining('Deleted · Deleted document'),
    ]);
    expect(items[0]?.textContent).toContain('from #01234567');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-29T08:00:00.000Z',
    );
    expect(items[2]?.textContent).not.toContain('from #');
  });

  it('leaves the document’s name out on the document’s own log, and loads older entries on demand', async () => {
    getMock
      .mockResolvedValueOnce(page([entry({ id: 'new', kind: 'viewed' })], 'cursor-1'))
      .mockResolvedValueOnce(page([entry({ id: 'old', kind: 'uploaded' })]));
    render(
      <ActivityList scope={{ kind: 'document', documentId: 'd1' }} label="Activity of Lease.pdf" />,
      withQueryClient(),
    );
    const list = await screen.findByRole('list', { name: 'Activity of Lease.pdf' });
    expect(getMock).toHaveBeenCalledWith('/api/documents/d1/activity');
    expect(list.textContent).not.toContain('Lease.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(getMock).toHaveBeenLastCalledWith('/api/documents/d1/activity?before=cursor-1');
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('Uploaded');
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('says when nothing is recorded yet', async () => {
    getMock.mockResolvedValueOnce(page([]));
    render(
      <ActivityList scope={{ kind: 'account' }} label="Account activity" />,
      withQueryClient(),
    );
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeTruthy();
  });
});
