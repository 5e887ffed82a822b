import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatHistory, ChatMessage } from '../../../common/api/chat.ts';
import { logger } from '../../lib/logger.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { persistQueriesToCache } from './persist-queries.ts';
import { restoreChatHistory } from './restore-chat-history.ts';
import { makeDocumentResponse } from './test-api.test-support.ts';

const QUESTION: ChatMessage = {
  id: 'm1',
  role: 'user',
  content: 'When is rent due?',
  citations: [],
  createdAt: '2026-11-22T10:00:00.000Z',
};

let stop: () => void = () => undefined;
afterEach(() => stop());

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cache = {
    updateAnalysis: vi.fn(() => Promise.resolve(true)),
    updateChatHistory: vi.fn(() => Promise.resolve(true)),
  };
  stop = persistQueriesToCache(queryClient, cache);
  return { queryClient, cache };
}

/** Lets the chain of writes run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('persistQueriesToCache', () => {
  it("writes an analysis put into a document's query, but not the document's own load", async () => {
    const { queryClient, cache } = setUp();
    const document = makeDocumentResponse();
    await queryClient.fetchQuery({
      queryKey: queryKeys.document('doc-1', 'u1'),
      queryFn: () => Promise.resolve({ document }),
    });
    await settle();
    expect(cache.updateAnalysis).not.toHaveBeenCalled();

    const analysis = { documentType: { type: 'Lease' } };
    queryClient.setQueryData(queryKeys.document('doc-1', 'u1'), {
      document: { ...document, analysis },
    });
    await settle();
    expect(cache.updateAnalysis).toHaveBeenCalledExactlyOnceWith('doc-1', analysis);
  });

  it('writes every conversation the server returned or changed, in order', async () => {
    const { queryClient, cache } = setUp();
    const history: ChatHistory = { messages: [QUESTION], suggestedQuestions: ['Who pays?'] };
    await queryClient.fetchQuery({
      queryKey: queryKeys.chatHistory('doc-1'),
      queryFn: () => Promise.resolve(history),
    });
    queryClient.setQueryData<ChatHistory>(queryKeys.chatHistory('doc-1'), {
      ...history,
      messages: [],
    });
    await settle();
    expect(cache.updateChatHistory.mock.calls).toEqual([
      ['doc-1', [QUESTION]],
      ['doc-1', []],
    ]);
  });

  it('does not write back a conversation restored from the cache', async () => {
    const { queryClient, cache } = setUp();
    restoreChatHistory(queryClient, 'doc-1', [QUESTION]);
    await settle();
    expect(cache.updateChatHistory).not.toHaveBeenCalled();
  });

  it('keeps writing after a write failed', async () => {
    const { queryClient, cache } = setUp();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    cache.updateChatHistory.mockRejectedValueOnce(new Error('quota'));
    for (const messages of [[QUESTION], []]) {
      queryClient.setQueryData<ChatHistory>(queryKeys.chatHistory('doc-1'), {
        messages,
        suggestedQuestions: [],
      });
    }
    await settle();
    expect(cache.updateChatHistory).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('restoreChatHistory', () => {
  it('shows the cached conversation at once, stale so the server is asked', () => {
    const queryClient = new QueryClient();
    restoreChatHistory(queryClient, 'doc-1', [QUESTION, { role: 'user', content: 'old shape' }]);
    const state = queryClient.getQueryState(queryKeys.chatHistory('doc-1'));
    expect(state?.data).toEqual({ messages: [QUESTION], suggestedQuestions: [] });
    expect(state?.dataUpdatedAt).toBe(0);
  });

  it('never replaces a conversation the query already holds', () => {
    const queryClient = new QueryClient();
    const fresh: ChatHistory = { messages: [], suggestedQuestions: ['Who pays?'] };
    queryClient.setQueryData(queryKeys.chatHistory('doc-1'), fresh);
    restoreChatHistory(queryClient, 'doc-1', [QUESTION]);
    expect(queryClient.getQueryData(queryKeys.chatHistory('doc-1'))).toBe(fresh);
  });
});
