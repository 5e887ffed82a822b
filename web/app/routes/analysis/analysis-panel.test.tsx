import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { SAMPLE_ANALYSIS } from '../../../features/analysis-results/sample-analysis.test-support.ts';
import {
  persistQueriesToCache,
  type ViewableDocument,
} from '../../../features/document-cache/index.ts';
import { makeDocument } from '../../../features/documents/sample-documents.test-support.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useWorkspaceStore } from '../../../features/analysis-workspace/index.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { AnalysisPanel } from './analysis-panel.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));
vi.mock('../../../lib/supabase-client.ts', () => ({
  getAccessToken: () => Promise.resolve('token-1'),
}));

const postMock = vi.mocked(apiClient.post);
const KEY = queryKeys.document('doc-1', 'u1');

/** The lease read for the landlord: only the terms binding both sides are still flags. */
const AS_LANDLORD: Analysis = {
  ...SAMPLE_ANALYSIS,
  perspective: {
    party: 'Harbor View Properties LLC',
    role: 'Landlord',
    chosenBy: 'user',
    isMutual: false,
  },
  redFlags: SAMPLE_ANALYSIS.redFlags.filter((flag) => flag.burdens.length === 2),
};

/** The panel over the page's data, as the analysis page gives it. */
function PageData() {
  const { data } = useQuery<ViewableDocument>({
    queryKey: KEY,
    queryFn: () => Promise.reject(new Error('not fetched in this test')),
    enabled: false,
    staleTime: Infinity,
  });
  return data ? (
    <AnalysisPanel document={data.document} userId="u1" details={<p>File details</p>} />
  ) : null;
}

function renderPanel(analysis: DocumentResponse['analysis'] = SAMPLE_ANALYSIS) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ViewableDocument>(KEY, {
    document: makeDocument({ id: 'doc-1', analysis }),
    cachedContent: { pages: [], file: new Blob(['x']) },
    cachedChat: [],
  });
  // The browser's document cache, as the page's queries persist to it.
  const cache = {
    updateAnalysis: vi.fn(() => Promise.resolve(true)),
    updateChatHistory: vi.fn(() => Promise.resolve(true)),
  };
  persistQueriesToCache(queryClient, cache);
  render(<PageData />, {
    wrapper: ({ children }) => (
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MemoryRouter>
    ),
  });
  return { queryClient, cache };
}

function firstRedFlagTitle() {
  const first = screen.getAllByTestId('red-flag')[0];
  // The red flags are in their own tab, not shown while the reader is chosen on the Overview.
  return first ? within(first).getByRole('heading', { hidden: true }).textContent : null;
}

// Each test opens the document afresh, on the Overview tab.
beforeEach(() => useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true));

describe('the analysis in tabs', () => {
  it('opens on the overview, counts what each tab holds, and keeps the file details last', async () => {
    const user = userEvent.setup();
    renderPanel();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Overview',
      `Red flags (${SAMPLE_ANALYSIS.redFlags.length})`,
      `Obligations (${SAMPLE_ANALYSIS.obligations.length})`,
      // The kinds of clause shown at once (at least 70% likely), not the passages.
      'Clauses (4)',
      `Missing (${SAMPLE_ANALYSIS.missingClauses.length})`,
      'Details',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Red flags' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /^Red flags/ }));
    expect(screen.getByRole('region', { name: 'Red flags' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('File details');
  });
});

describe('switching the reader on the analysis tab', () => {
  beforeEach(() => {
    postMock.mockReset();
  });

  it('asks for the chosen party, stores the new reading in both caches, and shows it', async () => {
    const user = userEvent.setup();
    postMock.mockResolvedValue({ analysis: AS_LANDLORD });
    const { queryClient, cache } = renderPanel();
    expect(screen.getByRole('region', { name: 'Reading as: the Tenant' })).toBeTruthy();
    expect(firstRedFlagTitle()).toBe('Landlord may enter without notice');

    await user.click(
      screen.getByRole('radio', { name: 'I am the Landlord (Harbor View Properties LLC)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    expect(postMock).toHaveBeenCalledExactlyOnceWith('/api/documents/doc-1/perspective', {
      role: 'Landlord',
    });
    expect(await screen.findByRole('region', { name: 'Reading as: the Landlord' })).toBeTruthy();
    expect(firstRedFlagTitle()).toBe('Renews automatically');
    expect(screen.getAllByTestId('red-flag')).toHaveLength(2);
    await waitFor(() =>
      expect(cache.updateAnalysis).toHaveBeenCalledExactlyOnceWith('doc-1', AS_LANDLORD),
    );
    expect(queryClient.getQueryData<ViewableDocument>(KEY)?.document.analysis).toEqual(AS_LANDLORD);
  });

  it('keeps the current reading when the switch fails', async () => {
    const user = userEvent.setup();
    postMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { cache } = renderPanel();
    await user.click(
      screen.getByRole('radio', { name: 'I am the Landlord (Harbor View Properties LLC)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect((await screen.findByRole('alert')).textContent).toContain('still reads as before');
    expect(screen.getByRole('region', { name: 'Reading as: the Tenant' })).toBeTruthy();
    expect(firstRedFlagTitle()).toBe('Landlord may enter without notice');
    expect(cache.updateAnalysis).not.toHaveBeenCalled();
  });
});

describe('focus when the analysis arrives', () => {
  it('moves to the results heading, not the page body, when the results replace the button', async () => {
    vi.mocked(apiClient.get).mockRejectedValue(new TypeError('not asked in this test'));
    const { queryClient } = renderPanel({ documentType: { type: 'Unknown' } });
    const analyze = screen.getByRole('button', { name: 'Analyze' });
    analyze.focus();

    // The analysis lands in the page's document query, as a finished run puts it there.
    act(() =>
      queryClient.setQueryData<ViewableDocument>(KEY, (old) =>
        old ? { ...old, document: { ...old.document, analysis: SAMPLE_ANALYSIS } } : old,
      ),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Residential Lease' });
    expect(document.activeElement).toBe(heading);
  });
});
