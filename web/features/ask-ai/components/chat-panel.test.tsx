import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ChatDoneEvent, ChatHistory } from '../../../../common/api/chat.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../../lib/query-client-wrapper.test-support.tsx';
import { createChatStore, type ChatApi } from '../chat-store.ts';
import { makeAnswer, makeDone, makeQuestion, RENT_CITATION } from '../sample-chat.test-support.ts';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';

function fakeApi(history: Partial<ChatHistory> = {}, overrides: Partial<ChatApi> = {}): ChatApi {
  return {
    fetchHistory: vi.fn(() =>
      Promise.resolve({ messages: [], suggestedQuestions: [], ...history }),
    ),
    ask: vi.fn(() => Promise.resolve(makeDone('What is the rent?', 'It is $1,200.'))),
    clear: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

function renderPanel(
  api: ChatApi,
  props: Partial<ChatPanelProps> = {},
  client = createTestQueryClient(),
) {
  const store = createChatStore('doc-1', api);
  const handlers = {
    onShowCitation: vi.fn(),
    onUsage: vi.fn(),
    onLimitReached: vi.fn(),
  };
  render(
    <MemoryRouter>
      <ChatPanel
        documentId="doc-1"
        userId="user-1"
        documentName="lease.pdf"
        remainingQuestions={3}
        questionLimit={5}
        store={store}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
    withQueryClient(client),
  );
  const conversation = () => client.getQueryData<ChatHistory>(queryKeys.chatHistory('doc-1'));
  return { store, conversation, ...handlers };
}

const questionBox = () => screen.getByRole('textbox', { name: 'Ask about this document' });

describe('<ChatPanel />', () => {
  it('asks a suggested question when it is pressed, and passes the usage up', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ suggestedQuestions: ['What is the rent?', 'Can I end it early?'] });
    const { onUsage, conversation: saved } = renderPanel(api);

    await user.click(await screen.findByRole('button', { name: 'What is the rent?' }));

    expect(api.ask).toHaveBeenCalledWith('doc-1', 'What is the rent?', expect.anything());
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('It is $1,200.')).toBeTruthy();
    expect(onUsage).toHaveBeenCalledWith({
      askAiQuestions: 3,
      askAiQuestionsLimit: 5,
      askAiCredits: 0,
    });
    expect(saved()?.messages.map((message) => message.content)).toEqual([
      'What is the rent?',
      'It is $1,200.',
    ]);
    // With a conversation under way, the suggestions make way for it.
    expect(screen.queryByRole('button', { name: 'Can I end it early?' })).toBeNull();
  });

  it('shows each citation as a button that shows its words in the document', async () => {
    const user = userEvent.setup();
    const longQuote = { page: 7, quote: 'word '.repeat(80).trim(), start: 900, end: 1299 };
    const { onShowCitation } = renderPanel(
      fakeApi({
        messages: [
          makeQuestion('What is the rent?', 'q1'),
          makeAnswer('It is $1,200.', { id: 'a1', citations: [RENT_CITATION, longQuote] }),
        ],
      }),
    );

    const citation = await screen.findByRole('button', {
      name: `Page 2: “${RENT_CITATION.quote}”`,
    });
    await user.click(citation);
    expect(onShowCitation).toHaveBeenCalledWith(RENT_CITATION);

    // A long quote is cut on screen, but its button carries all of it.
    const long = screen.getByRole('button', { name: `Page 7: “${longQuote.quote}”` });
    expect(long.getAttribute('title')).toContain(longQuote.quote);
    expect(long.querySelector('.line-clamp-2')).toBeTruthy();
  });

  it('stays where it was when a citation is pressed: its answers, the words typed, its scroll', async () => {
    const user = userEvent.setup();
    const { onShowCitation } = renderPanel(
      fakeApi({
        messages: [
          makeQuestion('What is the rent?', 'q1'),
          makeAnswer('It is $1,200.', { id: 'a1', citations: [RENT_CITATION] }),
        ],
      }),
    );
    const citation = await screen.findByRole('button', { name: /^Page 2: “The Tenant/ });
    await user.type(questionBox(), 'Can I sublet?');
    // jsdom has no scrolling: a stand-in tells whether the chat would move.
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      await user.click(citation);
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }

    expect(onShowCitation).toHaveBeenCalledTimes(1);
    expect(onShowCitation).toHaveBeenCalledWith(RENT_CITATION);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect((questionBox() as HTMLTextAreaElement).value).toBe('Can I sublet?');
    expect(screen.getByText('It is $1,200.')).toBeTruthy();
    // The keyboard stays on the citation, as it stays on a "Show on page" button.
    expect(document.activeElement).toBe(citation);
  });

  it('marks an answer the document does not give, calmly', async () => {
    renderPanel(
      fakeApi({
        messages: [
          makeQuestion('Can I keep a dog?', 'q1'),
          makeAnswer('The document does not mention pets.', { id: 'a1', isAnswered: false }),
        ],
      }),
    );
    expect(await screen.findByText('The document does not say')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets the verdict an answer opens with in bold, and does not repeat "does not say"', async () => {
    renderPanel(
      fakeApi({
        messages: [
          makeQuestion('Can I end this early?', 'q1'),
          makeAnswer("Yes: either party may end it on 30 days' notice (section 4, page 1).", {
            id: 'a1',
            verdict: 'yes',
          }),
          makeQuestion('Can I keep a dog?', 'q2'),
          makeAnswer('The document does not say. I found nothing about “keep dog”.', {
            id: 'a2',
            isAnswered: false,
            verdict: 'not-stated',
          }),
        ],
      }),
    );
    expect((await screen.findByText('Yes:')).tagName).toBe('STRONG');
    expect(screen.getByText('The document does not say.').tagName).toBe('STRONG');
    expect(screen.queryByText('The document does not say')).toBeNull();
  });

  it('sends on Enter, starts a new line on Shift+Enter, and keeps the focus in the box', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPanel(api);
    await waitFor(() => expect(api.fetchHistory).toHaveBeenCalled());

    await user.click(questionBox());
    await user.type(questionBox(), 'What is the rent?{Shift>}{Enter}{/Shift}Per month?');
    expect(api.ask).not.toHaveBeenCalled();
    expect((questionBox() as HTMLTextAreaElement).value).toBe('What is the rent?\nPer month?');

    await user.keyboard('{Enter}');
    expect(api.ask).toHaveBeenCalledWith(
      'doc-1',
      'What is the rent?\nPer month?',
      expect.anything(),
    );
    await screen.findByText('It is $1,200.');
    expect((questionBox() as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(questionBox());
    expect(screen.getByText('3 questions left this month')).toBeTruthy();
  });

  it('shows the answer growing in a polite live region while it is written', async () => {
    const user = userEvent.setup();
    let onDelta: ((text: string) => void) | undefined;
    let finish: ((done: ChatDoneEvent) => void) | undefined;
    const api = fakeApi(
      {},
      {
        ask: vi.fn((_id, _question, options) => {
          onDelta = options.onDelta;
          return new Promise<ChatDoneEvent>((resolve) => {
            finish = resolve;
          });
        }),
      },
    );
    renderPanel(api);
    await user.type(questionBox(), 'What is the rent?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect(questionBox().getAttribute('aria-disabled')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Send question' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(document.activeElement).toBe(questionBox());
    act(() => onDelta?.('It is '));
    act(() => onDelta?.('$1,200'));
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('It is $1,200');

    await act(async () => finish?.(makeDone('What is the rent?', 'It is $1,200.')));
    expect(live?.textContent).toBe('');
    expect(screen.getByText('It is $1,200.')).toBeTruthy();
  });

  it('shows why a question failed and keeps it in the box to send again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({}, { ask: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    renderPanel(api);
    await user.type(questionBox(), 'Can I sublet?{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Connection problem');
    expect((questionBox() as HTMLTextAreaElement).value).toBe('Can I sublet?');
  });

  it('explains the limit instead of the box when no question is left', async () => {
    renderPanel(fakeApi({ suggestedQuestions: ['What is the rent?'] }), { remainingQuestions: 0 });
    expect(
      await screen.findByText(
        'You have used your 5 questions for this month. They reset on the 1st of each month. You can also buy extra questions or choose a plan with more.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'see plans and pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'What is the rent?' })).toBeNull();
  });

  it('explains the limit when the server refuses a question for it', async () => {
    const user = userEvent.setup();
    const refused = new ApiError('No questions left', {
      status: 402,
      body: { code: 'ASK_AI_LIMIT_REACHED', error: 'No questions left' },
    });
    const { onLimitReached } = renderPanel(
      fakeApi({}, { ask: vi.fn(() => Promise.reject(refused)) }),
    );
    await user.type(questionBox(), 'One more?{Enter}');
    expect(await screen.findByText('No questions left this month')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onLimitReached).toHaveBeenCalled();
  });

  it("shows a restored conversation at once, then the server's copy", async () => {
    const client = createTestQueryClient();
    // As the document cache restores it: stale from the start.
    client.setQueryData<ChatHistory>(
      queryKeys.chatHistory('doc-1'),
      { messages: [makeQuestion('Cached question', 'q-c')], suggestedQuestions: [] },
      { updatedAt: 0 },
    );
    let answerHistory: ((history: ChatHistory) => void) | undefined;
    const api = fakeApi(
      {},
      {
        fetchHistory: vi.fn(
          () =>
            new Promise<ChatHistory>((resolve) => {
              answerHistory = resolve;
            }),
        ),
      },
    );
    renderPanel(api, {}, client);
    expect(await screen.findByText('Cached question')).toBeTruthy();
    expect(api.fetchHistory).toHaveBeenCalledWith('doc-1');

    const fromServer = [makeQuestion('Server question', 'q-s')];
    act(() => answerHistory?.({ messages: fromServer, suggestedQuestions: [] }));
    expect(await screen.findByText('Server question')).toBeTruthy();
    expect(screen.queryByText('Cached question')).toBeNull();
  });

  it('clears the conversation after the confirm dialog', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      messages: [makeQuestion('Old?', 'q1'), makeAnswer('Yes.', { id: 'a1' })],
    });
    const { conversation } = renderPanel(api);
    await user.click(await screen.findByRole('button', { name: 'Clear conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear conversation' }));

    await waitFor(() => expect(screen.queryByRole('list', { name: 'Conversation' })).toBeNull());
    expect(api.clear).toHaveBeenCalledWith('doc-1');
    expect(conversation()?.messages).toEqual([]);
  });

  it('exports the conversation as a Markdown download', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:chat');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderPanel(
      fakeApi({ messages: [makeQuestion('Old?', 'q1'), makeAnswer('Yes.', { id: 'a1' })] }),
    );

    await user.click(await screen.findByRole('button', { name: 'Export as Markdown' }));
    expect(clicked[0]?.download).toBe('lease – questions.md');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('## Question 1\n\nOld?\n\n**Answer**\n\nYes.');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
