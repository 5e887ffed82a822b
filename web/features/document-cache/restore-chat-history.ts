import type { QueryClient } from '@tanstack/react-query';
import { chatMessageSchema, type ChatHistory } from '../../../common/api/chat.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { CachedChatMessage } from './cached-document.ts';

/**
 * Puts a conversation cached with the document into its chat query, so it shows at once. It
 * is stale from the start: the server's copy is asked for as soon as the chat is shown, and
 * replaces it. A conversation the query already holds wins; messages that no longer fit
 * today's shape are left out.
 */
export function restoreChatHistory(
  queryClient: QueryClient,
  documentId: string,
  history: readonly CachedChatMessage[],
): void {
  const key = queryKeys.chatHistory(documentId);
  if (queryClient.getQueryData(key) !== undefined) return;
  const messages = history.flatMap((message) => {
    const parsed = chatMessageSchema.safeParse(message);
    return parsed.success ? [parsed.data] : [];
  });
  if (messages.length === 0) return;
  queryClient.setQueryData<ChatHistory>(
    key,
    { messages, suggestedQuestions: [] },
    { updatedAt: 0 },
  );
}
