import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory } from '../../../../common/api/chat.ts';
import type { UserPlan } from '../../../../common/api/credits.ts';
import { makeUserPlan } from '../../../features/account/sample-plans.test-support.ts';
import { useWorkspaceStore } from '../../../features/analysis-workspace/index.ts';
import { resetChatStores } from '../../../features/ask-ai/index.ts';
import {
  frame,
  makeAnswer,
  makeDone,
  makeQuestion,
  RENT_CITATION,
} from '../../../features/ask-ai/sample-chat.test-support.ts';
import { persistQueriesToCache } from '../../../features/document-cache/index.ts';
import { makeDocument } from '../../../features/documents/sample-documents.test-support.ts';
import { resetViewerStore, useViewerStore } from '../../../features/viewer/index.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { eventStreamResponse } from '../../../lib/event-stream-response.test-support.ts';
import { createTestQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { DocumentChat } from './document-chat.tsx';
import { DocumentWorkspace } from './document-workspace.tsx';

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));
vi.mock('../../../lib/supabase-client.ts', () => ({
  getAccessToken: () => Promise.resolve('token-1'),
}));

const getMock = vi.mocked(apiClient.get);
const DOCUMENT = makeDocument({
  id: 'doc-1',
  fileName: 'lease.txt',
  fileType: 'txt',
  pageCount: 1,
});
const PAGES = [{ number: 1, start: 0, end: 600, text: 'x'.repeat(600) }];

/** The account the server reports: 2 of 5 questions used this month. */
let plan: UserPlan = makeUserPlan();

function historyWith(history: Partial<ChatHistory>) {
  getMock.mockImplementation((path: string) => {
    if (path === '/api/documents/doc-1/chat') {
      return Promise.resolve({ messages: [], suggestedQuestions: [], ...history });
    }
    if (path === '/api/getUserPlan') return Promise.resolve(plan);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
}

let client: QueryClient = createTestQueryClient();
/** The browser's document cache, as the queries persist to it. */
const cache = {
  updateAnalysis: vi.fn(() => Promise.resolve(true)),
  updateChatHistory: vi.fn(() => Promise.resolve(true)),
};
let stopPersisting: () => void = () => undefined;

function wrap(children: React.ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The analysis screen of a document whose chat holds one answer, citing the rent clause. */
function renderWorkspaceWithRentAnswer() {
  historyWith({
    messages: [
      makeQuestion('What is the rent?', 'q1'),
      makeAnswer('It is $1,200 a month.', { id: 'a1', citations: [RENT_CITATION] }),
    ],
  });
  render(
    wrap(
      <DocumentWorkspace
        viewable={{
          document: DOCUMENT,
          cachedContent: { pages: PAGES, file: new Blob(['x']) },
          cachedChat: [],
        }}
        userId="u1"
      />,
    ),
  );
}

describe('the Ask tab of the analysis screen', () => {
  beforeEach(() => {
    resetChatStores();
    resetViewerStore();
    plan = makeUserPlan({ credits: 1, askAiQuestions: 2 });
    client = createTestQueryClient();
    vi.clearAllMocks();
    stopPersisting = persistQueriesToCache(client, cache);
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
    getMock.mockReset();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:doc', revokeObjectURL: vi.fn() }),
    );
  });

  afterEach(() => {
    stopPersisting();
    vi.unstubAllGlobals();
  });

  it('is a tab of the workspace, and a citation pressed there is highlighted in the viewer', async () => {
    // The real viewer, on a text document whose page 2 holds the cited words where the
    // citation says they are (a text sheet needs no layout, so it renders in jsdom).
    const pageOne = 'Lease\n\n' + 'The parties agree as follows. '.repeat(13);
    const pageTwoStart = pageOne.length + 1;
    const beforeRent = 'r'.repeat(RENT_CITATION.start - pageTwoStart);
    const pageTwo = `${beforeRent}${RENT_CITATION.quote} The Landlord keeps the deposit.`;
    const pages = [
      { number: 1, start: 0, end: pageOne.length, text: pageOne },
      { number: 2, start: pageTwoStart, end: pageTwoStart + pageTwo.length, text: pageTwo },
    ];
    expect(
      pageTwo.slice(RENT_CITATION.start - pageTwoStart, RENT_CITATION.end - pageTwoStart),
    ).toBe(RENT_CITATION.quote);
    historyWith({
      messages: [
        makeQuestion('What is the rent?', 'q1'),
        makeAnswer('It is $1,200 a month.', { id: 'a1', citations: [RENT_CITATION] }),
      ],
    });
    const user = userEvent.setup();
    render(
      wrap(
        <DocumentWorkspace
          viewable={{
            document: { ...DOCUMENT, pageCount: 2 },
            cachedContent: { pages, file: new Blob([pageOne, '\n', pageTwo]) },
            cachedChat: [],
          }}
          userId="u1"
        />,
      ),
    );
    const viewer = screen.getByRole('region', { name: 'Document viewer' });
    expect(within(viewer).getByRole('group', { name: 'Page 1 of 2' }).textContent).toContain(
      'The parties agree as follows.',
    );
    expect(viewer.querySelector('[data-highlight]')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Ask about it' }));
    expect(useWorkspaceStore.getState().activeTab).toBe('chat');
    const panel = screen.getByRole('tabpanel', { name: 'Ask about it' });
    expect(within(panel).getByRole('textbox', { name: 'Ask about this document' })).toBeTruthy();
    expect(within(panel).getByText('3 questions left this month')).toBeTruthy();

    await user.click(await within(panel).findByRole('button', { name: /^Page 2: “The Tenant/ }));
    // Exactly the cited words are marked, on page 2 of the viewer the workspace shows.
    const marks = viewer.querySelectorAll('[data-highlight]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe(RENT_CITATION.quote);
    expect(marks[0]?.closest('[data-page-number]')?.getAttribute('data-page-number')).toBe('2');
  });

  it('on a phone, a citation brings the document forward as "Show on page" does, and the chat keeps its place and draft', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 899px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    renderWorkspaceWithRentAnswer();
    const views = screen.getByRole('navigation', { name: 'Workspace views' });
    await user.click(within(views).getByRole('button', { name: 'Ask' }));
    const panel = screen.getByRole('tabpanel', { name: 'Ask about it' });
    const input = within(panel).getByRole('textbox', { name: 'Ask about this document' });
    await user.type(input, 'Can I sublet?');

    await user.click(await within(panel).findByRole('button', { name: /^Page 2: “The Tenant/ }));
    expect(useViewerStore.getState().highlight).toEqual({
      start: RENT_CITATION.start,
      end: RENT_CITATION.end,
    });
    const document = screen.getByRole('region', { name: 'Document' });
    expect(document.className).not.toContain('max-[899px]:invisible');
    // The chat is behind the document, as it was: its tab, its answers and the words typed.
    expect(useWorkspaceStore.getState().activeTab).toBe('chat');
    expect((input as HTMLTextAreaElement).value).toBe('Can I sublet?');
    expect(within(panel).getByText('It is $1,200 a month.')).toBeTruthy();
  });

  it('asks nothing of the network until its tab is opened, and stays once it was', async () => {
    historyWith({ messages: [] });
    render(wrap(<DocumentChat document={DOCUMENT} userId="u1" />));
    expect(getMock).not.toHaveBeenCalledWith('/api/documents/doc-1/chat');
    act(() => useWorkspaceStore.setState({ activeTab: 'chat' }));
    await screen.findByRole('textbox', { name: 'Ask about this document' });
    act(() => useWorkspaceStore.setState({ activeTab: 'analysis' }));
    expect(screen.getByRole('textbox', { name: 'Ask about this document' })).toBeTruthy();
  });

  it('asks over the stream, updates the allowance and caches the conversation', async () => {
    const user = userEvent.setup();
    historyWith({});
    const done = makeDone('Can I sublet?', 'Only with written consent.');
    done.usage = { askAiQuestions: 3, askAiQuestionsLimit: 5, askAiCredits: 0 };
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        eventStreamResponse([frame('delta', { text: 'Only with ' }), frame('done', done)]),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    useWorkspaceStore.setState({ activeTab: 'chat' });
    render(wrap(<DocumentChat document={DOCUMENT} userId="u1" />));

    await waitFor(() => expect(cache.updateChatHistory).toHaveBeenCalledWith('doc-1', []));
    await user.type(
      screen.getByRole('textbox', { name: 'Ask about this document' }),
      'Can I sublet?{Enter}',
    );

    expect(await screen.findByText('Only with written consent.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/doc-1/chat');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    expect(client.getQueryData<UserPlan>(queryKeys.userPlan())?.askAiQuestions).toBe(3);
    expect(screen.getByText('2 questions left this month')).toBeTruthy();
    await waitFor(() =>
      expect(cache.updateChatHistory).toHaveBeenLastCalledWith('doc-1', [
        done.question,
        done.answer,
      ]),
    );
  });

  it('explains the limit when no question is left', async () => {
    historyWith({});
    plan = makeUserPlan({ askAiQuestions: 5 });
    useWorkspaceStore.setState({ activeTab: 'chat' });
    render(wrap(<DocumentChat document={DOCUMENT} userId="u1" />));
    expect(
      await screen.findByText(
        /^You have used your 5 questions for this month\. They reset on the 1st of each month\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
