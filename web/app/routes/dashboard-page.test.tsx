import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stats } from '../../../common/api/stats.ts';
import { resetDocumentStore } from '../../features/documents/index.ts';
import { apiClient } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client-wrapper.test-support.tsx';
import DashboardPage from './dashboard-page.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const deleteMock = vi.mocked(apiClient.delete);

const BASIS = { wordsPerMinute: 200, analysisReadingMinutes: 2, charactersPerWord: 6 };
const listed = (id: string, fileName: string) => ({
  id,
  fileName,
  fileSize: 1000,
  fileType: 'txt',
  status: 'ready',
  createdAt: '2025-05-03T10:00:00.000Z',
  pageCount: 1,
  analysis: { documentType: { type: 'Unknown' } },
});

describe('/dashboard statistics', () => {
  let stats: Stats;

  beforeEach(() => {
    resetDocumentStore();
    vi.clearAllMocks();
    stats = {
      documentsAnalyzed: 2,
      redFlagsFound: 4,
      timesSaved: 95,
      totalObligations: 9,
      avgConfidence: 81,
      timeSavedBasis: BASIS,
    };
    getMock.mockImplementation((path: string) => {
      if (path === '/api/stats') return Promise.resolve({ ...stats });
      if (path === '/api/getUserPlan') {
        return Promise.resolve({
          plan: 'free',
          credits: 3,
          askAiQuestions: 0,
          askAiQuestionsLimit: 5,
          askAiCredits: 0,
          trialAvailable: false,
        });
      }
      if (path.startsWith('/api/documents')) {
        return Promise.resolve({
          documents: [listed('a', 'lease.txt'), listed('b', 'nda.txt')],
          nextCursor: null,
        });
      }
      return Promise.reject(new Error(`unexpected GET ${path}`));
    });
    deleteMock.mockResolvedValue(undefined);
  });

  it('shows the five numbers and asks for them again after a deletion', async () => {
    render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
      withQueryClient(),
    );
    const panel = await screen.findByTestId('stats-panel');
    await waitFor(() =>
      expect(within(panel).getByTestId('stat-documentsAnalyzed').getAttribute('data-value')).toBe(
        '2',
      ),
    );
    expect(within(panel).getByText('1 h 35 min')).toBeTruthy();
    await waitFor(() => expect(panel.getAttribute('aria-busy')).toBe('false'));
    const statsCalls = () => getMock.mock.calls.filter(([path]) => path === '/api/stats').length;
    const before = statsCalls();

    stats = { ...stats, documentsAnalyzed: 1, redFlagsFound: 1 };
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.txt' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete document' })));
    await waitFor(() =>
      expect(within(panel).getByTestId('stat-documentsAnalyzed').getAttribute('data-value')).toBe(
        '1',
      ),
    );
    expect(statsCalls()).toBe(before + 1);
    expect(within(panel).getByTestId('stat-redFlagsFound').getAttribute('data-value')).toBe('1');
  });
});
