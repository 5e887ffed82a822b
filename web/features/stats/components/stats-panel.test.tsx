import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stats } from '../../../../common/api/stats.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../../lib/query-client-wrapper.test-support.tsx';
import { StatsPanel } from './stats-panel.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);

function makeStats(overrides: Partial<Stats> = {}): Stats {
  return {
    documentsAnalyzed: 0,
    redFlagsFound: 0,
    timesSaved: 0,
    totalObligations: 0,
    avgConfidence: 0,
    timeSavedBasis: { wordsPerMinute: 200, analysisReadingMinutes: 2, charactersPerWord: 6 },
    ...overrides,
  };
}

const panel = () => screen.getByTestId('stats-panel');
const stat = (name: string) => screen.getByTestId(`stat-${name}`);
/** The value of the <dd> that a <dt> with this label describes. */
const valueOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  const definition = term.parentElement?.querySelector('dd');
  if (!definition) throw new Error(`no value for ${label}`);
  return definition.textContent;
};
const settled = () => waitFor(() => expect(panel().getAttribute('aria-busy')).toBe('false'));

describe('<StatsPanel />', () => {
  beforeEach(() => {
    getMock.mockReset();
  });

  it('shows all five numbers as 0 until the answer, then labelled as the server counted', async () => {
    getMock.mockResolvedValueOnce(
      makeStats({
        documentsAnalyzed: 2,
        redFlagsFound: 7,
        timesSaved: 200,
        totalObligations: 1204,
        avgConfidence: 83,
      }),
    );
    render(<StatsPanel />, withQueryClient());
    expect(panel().getAttribute('aria-busy')).toBe('true');
    expect(stat('documentsAnalyzed').getAttribute('data-value')).toBe('0');
    // No document analyzed yet: no average to show, rather than a misleading 0%.
    expect(within(stat('avgConfidence')).getByText('\u2014').getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(within(stat('avgConfidence')).getByText('None yet').className).toContain('sr-only');
    expect(stat('avgConfidence').textContent).not.toContain('0%');

    await settled();
    expect(getMock).toHaveBeenCalledWith('/api/stats');
    expect(screen.getByRole('heading', { name: 'Your statistics' })).toBeTruthy();
    expect(valueOf('Documents analyzed')).toBe('2');
    expect(valueOf('Red flags found')).toBe('7');
    expect(within(stat('timesSaved')).getByText('3 h 20 min')).toBeTruthy();
    expect(within(stat('timesSaved')).getByText('3 hours 20 minutes')).toBeTruthy();
    expect(valueOf('Obligations tracked')).toBe((1204).toLocaleString());
    expect(valueOf('Average confidence')).toBe('83%');
    expect(
      ['documentsAnalyzed', 'redFlagsFound', 'timesSaved', 'totalObligations', 'avgConfidence'].map(
        (name) => stat(name).getAttribute('data-value'),
      ),
    ).toEqual(['2', '7', '200', '1204', '83']);
    expect(screen.getByText('How we count')).toBeTruthy();
    expect(screen.getByTestId('time-saved-formula').textContent).toContain('200 words a minute');
  });

  it('asks again when the numbers are marked stale, e.g. after a deletion', async () => {
    getMock.mockResolvedValueOnce(makeStats({ documentsAnalyzed: 2 }));
    const client = createTestQueryClient();
    render(<StatsPanel />, withQueryClient(client));
    await settled();
    expect(getMock).toHaveBeenCalledTimes(1);

    getMock.mockResolvedValueOnce(makeStats({ documentsAnalyzed: 1 }));
    await act(() => client.invalidateQueries({ queryKey: queryKeys.stats() }));
    await waitFor(() => expect(stat('documentsAnalyzed').getAttribute('data-value')).toBe('1'));
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('says when the numbers could not be loaded, and tries again on request', async () => {
    getMock.mockRejectedValueOnce(new Error('offline'));
    render(<StatsPanel />, withQueryClient());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your statistics could not be loaded.');

    getMock.mockResolvedValueOnce(makeStats({ redFlagsFound: 3 }));
    act(() => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(valueOf('Red flags found')).toBe('3'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
