import {
  chatDeltaEventSchema,
  chatDoneEventSchema,
  chatErrorEventSchema,
  chatHistorySchema,
  type ChatDoneEvent,
  type ChatHistory,
} from '../../../common/api/chat.ts';
import { isErrorCode } from '../../../common/errors/error-codes.ts';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { parseEventData, postEventStream } from '../../lib/event-stream.ts';

/** The error code of POST /api/documents/:id/chat's 402 when no question is left. */
export const ASK_AI_LIMIT_REACHED = 'ASK_AI_LIMIT_REACHED';

/**
 * The failure when the stream ends without its `done` or `error` event: the connection broke
 * mid-answer. The words 'network error' let the catalogue name it a connection problem.
 */
export const ANSWER_CUT_OFF_MESSAGE = 'network error: the answer stopped before it was complete';

function chatPath(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/chat`;
}

/** GET /api/documents/:id/chat: the conversation so far and questions worth asking. */
export async function fetchChatHistory(documentId: string): Promise<ChatHistory> {
  return chatHistorySchema.parse(await apiClient.get<unknown>(chatPath(documentId)));
}

/** DELETE /api/documents/:id/chat: forgets the conversation (204). */
export function clearChatRequest(documentId: string): Promise<void> {
  return apiClient.delete(chatPath(documentId));
}

/** What askQuestionRequest needs beyond the question; tests pass fetch and the token. */
export interface AskQuestionOptions {
  /** Each piece of the answer's text as it is written. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
}

/**
 * POST /api/documents/:id/chat, following its server-sent events: `delta` pieces go to
 * onDelta, the `done` event resolves. An `error` event, a JSON error before the stream (such
 * as the 402 ASK_AI_LIMIT_REACHED) and a stream cut short reject with an ApiError.
 */
export async function askQuestionRequest(
  documentId: string,
  question: string,
  options: AskQuestionOptions = {},
): Promise<ChatDoneEvent> {
  const { onDelta, ...streamOptions } = options;
  const events = await postEventStream(chatPath(documentId), {
    ...streamOptions,
    body: { question },
  });
  for await (const event of events) {
    if (event.event === 'delta') {
      const delta = parseEventData(event.data, chatDeltaEventSchema);
      if (delta) onDelta?.(delta.text);
    } else if (event.event === 'done') {
      const done = parseEventData(event.data, chatDoneEventSchema);
      if (!done) throw new ApiError('The answer could not be read.', {});
      return done;
    } else if (event.event === 'error') {
      const failure = parseEventData(event.data, chatErrorEventSchema) ?? {
        code: 'INTERNAL_ERROR',
        error: 'The answer could not be completed.',
      };
      throw new ApiError(failure.error, {
        ...(isErrorCode(failure.code) ? { code: failure.code } : {}),
        body: failure,
      });
    }
  }
  throw new ApiError(ANSWER_CUT_OFF_MESSAGE, {});
}

/** True for the server's "no questions left" answer (402 ASK_AI_LIMIT_REACHED). */
export function isAskAiLimitReached(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body: unknown = error.body;
  const bodyCode =
    typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return bodyCode === ASK_AI_LIMIT_REACHED || (error.status === 402 && bodyCode === undefined);
}
