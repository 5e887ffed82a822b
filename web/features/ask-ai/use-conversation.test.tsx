import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatHistory } from '../../../common/api/chat.ts';
import { withQueryClient } from '../../lib/query-client-wrapper.test-support.tsx';
import { createChatStore, type ChatApi } from './chat-store.ts';
import { makeDone, makeQuestion } from './sample-chat.test-support.ts';
import { useConversation } from './use-conversation.ts';

function renderConversation(fetchHistory: ChatApi['fetchHistory']) {
  const store = createChatStore('doc-1', {
    fetchHistory: vi.fn(fetchHistory),
    ask: vi.fn(),
    clear: vi.fn(),
  });
  return renderHook(() => useConversation('doc-1', store), withQueryClient());
}

describe('useConversation', () => {
  it("loads the server's conversation and suggested questions", async () => {
    const history: ChatHistory = {
      messages: [makeQuestion('Who pays?', 'q1')],
      suggestedQuestions: ['What is the rent?'],
    };
    const { result } = renderConversation(() => Promise.resolve(history));
    await waitFor(() => expect(result.current.history.data).toEqual(history));
  });

  it('keeps an answer saved here when an older history arrives after it, by asking again', async () => {
    const done = makeDone('New?', 'Yes.');
    let answerFirst: (history: ChatHistory) => void = () => undefined;
    const answers = [
      new Promise<ChatHistory>((resolve) => (answerFirst = resolve)),
      Promise.resolve<ChatHistory>({
        messages: [done.question, done.answer],
        suggestedQuestions: [],
      }),
    ];
    let calls = 0;
    const { result } = renderConversation(() => answers[calls++] ?? Promise.reject(new Error()));
    await waitFor(() => expect(calls).toBe(1));

    await act(() => result.current.addAnswered(done));
    answerFirst({ messages: [], suggestedQuestions: [] });
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() =>
      expect(result.current.history.data?.messages).toEqual([done.question, done.answer]),
    );
  });

  it('adds each saved message once, and shows a cleared conversation at once', async () => {
    const done = makeDone('Again?', 'Yes.');
    const { result } = renderConversation(() =>
      Promise.resolve({ messages: [done.question], suggestedQuestions: ['Who pays?'] }),
    );
    // Read in full first, as the panel does: a hook's result only follows what was read.
    await waitFor(() => expect(result.current.history.data?.messages).toEqual([done.question]));

    await act(() => result.current.addAnswered(done));
    await waitFor(() =>
      expect(result.current.history.data?.messages).toEqual([done.question, done.answer]),
    );

    act(() => result.current.showCleared());
    await waitFor(() =>
      expect(result.current.history.data).toEqual({
        messages: [],
        suggestedQuestions: ['Who pays?'],
      }),
    );
  });
});
