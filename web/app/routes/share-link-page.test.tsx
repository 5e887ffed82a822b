import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SharedDocument, SharedPages } from '../../../common/api/shares.ts';
import {
  SAMPLE_ANALYSIS,
  SAMPLE_LEASE_PAGES,
} from '../../features/analysis-results/sample-analysis.test-support.ts';
import { useAuthStore } from '../../features/auth/auth-store.ts';
import { resetViewerStore, useViewerStore } from '../../features/viewer/index.ts';
import ShareLinkPage from './share-link-page.tsx';

const TOKEN = 'tok_abc-123';
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/;

/** The lease's pages as the public pages endpoint sends them: offsets into the joined text. */
function leasePages(): SharedPages {
  let start = 0;
  const pages = SAMPLE_LEASE_PAGES.map((text, index) => {
    const page = { number: index + 1, start, end: start + text.length, text };
    start = page.end + 2;
    return page;
  });
  return { pageCount: pages.length, pages };
}

/** What the server answers for a link that shows only the summary and the red flags. */
function summaryAndRedFlags(): SharedDocument {
  const { documentType, overallConfidence, confidenceReasons, perspective, coverage } =
    SAMPLE_ANALYSIS;
  return {
    documentName: 'harbor-view-lease.txt',
    fileType: 'txt',
    pageCount: 3,
    include: ['summary', 'red-flags'],
    expiresAt: '2026-03-14T12:00:00.000Z',
    isViewOnly: false,
    analysis: {
      documentType,
      overallConfidence,
      confidenceReasons,
      perspective,
      coverage,
      summary: SAMPLE_ANALYSIS.summary,
      redFlags: SAMPLE_ANALYSIS.redFlags,
    },
  };
}

/** A link that shows everything, the owner's questions included. */
function everything(): SharedDocument {
  const { engine: _engine, readers: _readers, ...analysis } = SAMPLE_ANALYSIS;
  return {
    ...summaryAndRedFlags(),
    include: ['summary', 'red-flags', 'protections', 'obligations', 'key-facts', 'clauses', 'chat'],
    analysis,
    chat: [
      {
        id: 'q1',
        role: 'user',
        content: 'Can the landlord come in whenever they like?',
        citations: [],
        createdAt: '2026-02-01T10:00:00.000Z',
      },
      {
        id: 'a1',
        role: 'assistant',
        content: 'Yes: the lease lets the landlord enter at any time.',
        citations: [
          {
            page: 2,
            quote: 'Landlord may enter the premises at any time, with or without notice.',
            start: SAMPLE_ANALYSIS.redFlags[0]?.start ?? 0,
            end: SAMPLE_ANALYSIS.redFlags[0]?.end ?? 0,
          },
        ],
        isAnswered: true,
        createdAt: '2026-02-01T10:00:05.000Z',
      },
    ],
  };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const NOT_FOUND = { error: 'Not found.', code: 'NOT_FOUND' };

/** Stubs the network: each public path answers what `answers` gives for it. */
function stubFetch(answers: (path: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(answers(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function answerShare(shared: unknown) {
  return (path: string) =>
    path.endsWith('/pages') ? jsonResponse(200, leasePages()) : jsonResponse(200, shared);
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/s/:token', element: <ShareLinkPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [`/s/${TOKEN}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Every piece of text and every attribute value on the page. */
function everythingOnThePage(): string[] {
  const elements = Array.from(document.body.querySelectorAll('*'));
  return [
    document.body.textContent ?? '',
    ...elements.flatMap((element) => Array.from(element.attributes, (item) => item.value)),
  ];
}

describe('/s/:token, the public share page', () => {
  beforeEach(() => {
    resetViewerStore();
    useAuthStore.setState({ status: 'signed-out', user: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the included sections and none of the others, asking without a session', async () => {
    const fetchMock = stubFetch(answerShare(summaryAndRedFlags()));
    renderPage();

    const panel = await screen.findByRole('region', { name: 'Analysis panel' });
    expect(within(panel).getByRole('heading', { name: 'Residential Lease' })).toBeTruthy();
    expect(within(panel).getByTestId('overall-confidence').textContent).toBe(
      `${SAMPLE_ANALYSIS.overallConfidence} / 100`,
    );
    expect(within(panel).getByRole('region', { name: 'Summary' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Red flags' })).toBeTruthy();
    expect(within(panel).getByRole('region', { name: 'Coverage' })).toBeTruthy();
    for (const excluded of [
      'Obligations',
      'In your favour',
      'Key terms and dates',
      'Clauses',
      'Missing clauses',
    ]) {
      expect(within(panel).queryByRole('region', { name: excluded })).toBeNull();
    }
    // Parties are key facts: not shown when the key facts are not shared.
    expect(within(panel).queryByText('Harbor View Properties LLC')).toBeNull();
    expect(screen.queryByRole('tab', { name: /questions/i })).toBeNull();
    // Nothing an owner does: no analyse, switch, delete, upload or credits.
    expect(screen.queryByRole('button', { name: /analy[sz]e|switch|delete|upload/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(/credit/i);

    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths).toEqual(
      expect.arrayContaining([`/api/public/shares/${TOKEN}`, `/api/public/shares/${TOKEN}/pages`]),
    );
    for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).has('Authorization')).toBe(false);
    }
    expect(document.title).toBe('Shared analysis · Legal Explainer');
  });

  it('says whose document it is, that it is read-only and when the link expires', async () => {
    stubFetch(answerShare(summaryAndRedFlags()));
    renderPage();

    const banner = await screen.findByRole('region', { name: 'Shared analysis' });
    const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date('2026-03-14T12:00:00.000Z'),
    );
    expect(banner.textContent).toContain(
      `Shared analysis of harbor-view-lease.txt · read-only · this link expires on ${expiry}`,
    );
    expect(expiry).toMatch(/2026/);
    expect(banner.textContent).toContain(
      'Legal Explainer explains documents; it is not legal advice.',
    );
    expect(
      within(banner).getByRole('heading', { level: 1, name: /Shared analysis of harbor/ }),
    ).toBeTruthy();
  });

  it('shows a red flag on its page when "Show on page" is pressed, highlighting its words', async () => {
    const user = userEvent.setup();
    stubFetch(answerShare(summaryAndRedFlags()));
    renderPage();
    const flag = SAMPLE_ANALYSIS.redFlags[0];
    if (!flag) throw new Error('the sample has red flags');

    const [firstFlag] = await screen.findAllByTestId('red-flag');
    if (!firstFlag) throw new Error('a red flag is shown');
    await user.click(within(firstFlag).getByRole('button', { name: `Show on page ${flag.page}` }));

    expect(useViewerStore.getState().highlight).toEqual({ start: flag.start, end: flag.end });
    const marked = await screen.findByText(flag.quote, { selector: 'mark' });
    expect(marked).toBeTruthy();
  });

  it('shows the owner’s questions read-only when the chat is shared', async () => {
    const user = userEvent.setup();
    stubFetch(answerShare(everything()));
    renderPage();

    await user.click(await screen.findByRole('tab', { name: 'Questions and answers' }));
    const chatPanel = screen.getByRole('tabpanel', { name: 'Questions and answers' });
    const conversation = within(chatPanel).getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText(/Can the landlord come in/)).toBeTruthy();
    // Read-only: nowhere to ask, nothing to clear.
    expect(within(chatPanel).queryByRole('textbox')).toBeNull();
    expect(within(chatPanel).queryByRole('button', { name: /clear|ask|send/i })).toBeNull();
    await user.click(within(conversation).getByRole('button', { name: /^Page 2:/ }));
    expect(useViewerStore.getState().highlight).not.toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Analysis' }));
    const panel = screen.getByRole('region', { name: 'Analysis panel' });
    for (const included of [
      'In your favour',
      'Obligations',
      'Key terms and dates',
      'Clauses',
      'Missing clauses',
    ]) {
      expect(within(panel).getByRole('region', { name: included })).toBeTruthy();
    }
    expect(within(panel).getByText('Harbor View Properties LLC')).toBeTruthy();
  });

  it('shows no email address anywhere, even a signed-in visitor’s or one in the answer', async () => {
    useAuthStore.setState({
      status: 'signed-in',
      user: {
        id: 'u1',
        email: 'visitor@example.com',
        name: '',
        displayName: 'visitor@example.com',
        emailVerified: true,
        role: 'user',
      },
    });
    // A field the page must never show, should a server ever send it.
    stubFetch(answerShare({ ...everything(), ownerEmail: 'owner@example.com' }));
    renderPage();

    await screen.findByRole('region', { name: 'Shared analysis' });
    await screen.findAllByTestId('red-flag');
    for (const text of everythingOnThePage()) expect(text).not.toMatch(EMAIL_PATTERN);
  });

  it('says kindly that a link is gone, and leads home', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(() => jsonResponse(404, NOT_FOUND));
    const router = renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is no longer available' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The link may have expired or been revoked by the person who shared it. Ask them for a new link.',
      ),
    ).toBeTruthy();
    // Gone is gone: asking again cannot bring the link back.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers to try again after a network failure, and then shows the analysis', async () => {
    const user = userEvent.setup();
    let isOnline = false;
    stubFetch((path) => {
      if (!isOnline) return Promise.reject(new TypeError('Failed to fetch'));
      return answerShare(summaryAndRedFlags())(path);
    });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/connection|network/i);
    expect(screen.queryByText('This link is no longer available')).toBeNull();
    isOnline = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Shared analysis' })).toBeTruthy();
  });

  it('asks for the passcode first, says how many tries are left, then opens with the access it gave', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.endsWith('/unlock')) {
        const { passcode } = JSON.parse(String(init?.body)) as { passcode: string };
        return Promise.resolve(
          passcode === 'amber-falcon-42'
            ? jsonResponse(200, { accessToken: 'access-1', expiresAt: '2026-03-14T13:00:00Z' })
            : jsonResponse(400, {
                error:
                  'That passcode is not right. 4 tries left before the link locks for 15 minutes.',
                code: 'INVALID_CREDENTIALS',
              }),
        );
      }
      if (new Headers(init?.headers).get('x-share-access') !== 'access-1') {
        return Promise.resolve(
          jsonResponse(403, { error: 'This link asks for a passcode.', code: 'FORBIDDEN' }),
        );
      }
      return Promise.resolve(answerShare(summaryAndRedFlags())(path));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This shared analysis needs a passcode',
      }),
    ).toBeTruthy();
    const field = screen.getByLabelText('Passcode');
    await user.type(field, 'guess-1');
    await user.click(screen.getByRole('button', { name: 'Open the shared analysis' }));
    expect((await screen.findByRole('alert')).textContent).toContain('4 tries left');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Shared analysis' })).toBeNull();

    await user.type(field, 'amber-falcon-42');
    await user.click(screen.getByRole('button', { name: 'Open the shared analysis' }));
    expect(await screen.findByRole('region', { name: 'Shared analysis' })).toBeTruthy();
    await screen.findAllByTestId('red-flag');
    // The passcode went in a request body only, never in an address.
    for (const [input] of fetchMock.mock.calls) expect(String(input)).not.toContain('amber');
  });

  it('offers the original file, except on a view-only link, which says it has none', async () => {
    stubFetch(answerShare(summaryAndRedFlags()));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download original' })).toBeTruthy();
    cleanup();

    stubFetch(answerShare({ ...summaryAndRedFlags(), isViewOnly: true }));
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Shared analysis' });
    expect(banner.textContent).toContain('read-only · view only · this link expires');
    expect(screen.getByText(/View only: the person who shared this/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /download/i })).toBeNull();
  });
});
