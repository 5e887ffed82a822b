import { act, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditHistory } from '../../../../common/api/credits.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { CreditHistoryList } from './credit-history-list.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn(), post: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);

type Entry = CreditHistory['entries'][number];

function entry(overrides: Partial<Entry>): Entry {
  return {
    id: 'e1',
    amount: 3,
    balanceAfter: 3,
    reason: 'trial',
    reference: null,
    documentName: null,
    createdAt: '2025-05-03T10:00:00.000Z',
    ...overrides,
  };
}

async function renderHistory(entries: Entry[], limit?: number) {
  getMock.mockResolvedValueOnce({ entries });
  render(<CreditHistoryList limit={limit} />, withQueryClient());
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

const rows = () => screen.queryAllByTestId('credit-history-row');

describe('<CreditHistoryList />', () => {
  beforeEach(() => {
    getMock.mockReset();
  });

  it('lists each change with its reason in words, signed amount, balance after and date', async () => {
    await renderHistory([
      entry({ id: 'g', amount: 10, balanceAfter: 12, reason: 'grant' }),
      entry({ id: 'r', amount: 1, balanceAfter: 2, reason: 'refund' }),
      entry({ id: 'a', amount: -1, balanceAfter: 1, reason: 'analysis' }),
      entry({ id: 'p', amount: 20, balanceAfter: 22, reason: 'purchase' }),
      entry({ id: 'z', amount: -22, balanceAfter: 0, reason: 'reset' }),
      entry({ id: 't', amount: 3, balanceAfter: 3, reason: 'trial' }),
    ]);
    expect(getMock).toHaveBeenCalledWith('/api/credits/history');
    const cells = rows().map((row) => within(row).getAllByRole('cell').slice(1).map(ownText));
    expect(cells).toEqual([
      ['Added by an administrator', '+10', '12'],
      ['Refund', '+1', '2'],
      ['Analysis', '\u22121', '1'],
      ['Purchase', '+20', '22'],
      ['Reset', '\u221222', '0'],
      ['Free trial', '+3', '3'],
    ]);
    const time = rows()[0]?.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-05-03T10:00:00.000Z');
    expect(time?.textContent).toMatch(/2025/);
    // On a phone the date column gives way to the date under the reason.
    const reason = within(rows()[0] as HTMLElement).getAllByRole('cell')[1];
    expect(reason?.querySelector('time')?.className).toContain('sm:hidden');
  });

  it('names the document an analysis or refund was for, while it still exists', async () => {
    await renderHistory([
      entry({ id: 'r', amount: 1, reason: 'refund', documentName: 'contract.pdf' }),
      entry({ id: 'a', amount: -1, reason: 'analysis', documentName: 'contract.pdf' }),
      entry({ id: 'gone', amount: 1, reason: 'refund', documentName: null }),
    ]);
    expect(rows().map((row) => ownText(within(row).getAllByRole('cell')[1]))).toEqual([
      'Refund \u2014 contract.pdf',
      'Analysis \u2014 contract.pdf',
      'Refund',
    ]);
  });

  it('shows only the newest entries up to the limit', async () => {
    await renderHistory(
      Array.from({ length: 5 }, (_, index) => entry({ id: `e${index}` })),
      3,
    );
    expect(rows()).toHaveLength(3);
  });

  it('says so when there is no history yet', async () => {
    await renderHistory([]);
    expect(screen.getByText('No credits have been added or used yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a failed load and tries again on request', async () => {
    getMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CreditHistoryList />, withQueryClient());
    const alert = await screen.findByRole('alert');
    let answer: (history: CreditHistory) => void = () => undefined;
    getMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => within(alert).getByRole('button', { name: 'Try again' }).click());
    expect((await screen.findByRole('status')).textContent).toBe('Loading your credit history…');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => answer({ entries: [entry({})] }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});

/** A cell's own words, without the date a phone shows under the reason. */
function ownText(cell: HTMLElement | undefined): string {
  return [...(cell?.childNodes ?? [])]
    .filter((node) => node.nodeName !== 'TIME')
    .map((node) => node.textContent)
    .join('');
}
