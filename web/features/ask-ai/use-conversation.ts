import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatDoneEvent, ChatHistory, ChatMessage } from '../../../common/api/chat.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { ChatStore } from './chat-store.ts';

/**
 * A document's conversation: the chat-history query (restored from this browser's cache, then
 * the server's copy), with the answers saved here and a clearing put into it at once.
 */
export function useConversation(documentId: string, store: ChatStore) {
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: queryKeys.chatHistory(documentId),
    queryFn: () => store.getState().fetchHistory(),
  });

  const addAnswered = useCallback(
    async (done: ChatDoneEvent) => {
      const queryKey = queryKeys.chatHistory(documentId);
      // A history asked for before this answer was saved would lack it: it is asked again.
      const wasFetching = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ChatHistory>(queryKey, (current) => ({
        messages: withMessages(current?.messages ?? [], [done.question, done.answer]),
        suggestedQuestions: current?.suggestedQuestions ?? [],
      }));
      if (wasFetching) void queryClient.invalidateQueries({ queryKey });
    },
    [documentId, queryClient],
  );

  const showCleared = useCallback(() => {
    queryClient.setQueryData<ChatHistory>(queryKeys.chatHistory(documentId), (current) => ({
      messages: [],
      suggestedQuestions: current?.suggestedQuestions ?? [],
    }));
  }, [documentId, queryClient]);

  return { history, addAnswered, showCleared };
}

/** The messages with `added` at the end, each once even when it was already there. */
function withMessages(messages: readonly ChatMessage[], added: readonly ChatMessage[]) {
  const addedIds = new Set(added.map((message) => message.id));
  return [...messages.filter((message) => !addedIds.has(message.id)), ...added];
}
