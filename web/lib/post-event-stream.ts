import {
  ApiError,
  interpretApiAnswer,
  NO_TOKEN_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
} from './api-client.ts';
import { readEventStream, type ServerSentEvent } from './read-event-stream.ts';
import { getAccessToken as getSessionAccessToken } from './supabase-client.ts';

/** How to open a POST that answers with server-sent events; tests pass fakes. */
export interface PostEventStreamOptions {
  /** Sent as JSON. */
  body: unknown;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
}

/**
 * POSTs a JSON body to an API route that answers with text/event-stream, carrying the user's
 * bearer token (EventSource can neither POST nor send it). Resolves once the stream is open
 * with its events as they arrive; a failure before the stream (no token, a 4xx/5xx JSON error)
 * rejects with the same ApiError as apiClient's calls, a network failure as fetch's own error.
 */
export async function postEventStream(
  url: string,
  options: PostEventStreamOptions,
): Promise<AsyncGenerator<ServerSentEvent, void, undefined>> {
  const token = await (options.getAccessToken ?? getSessionAccessToken)();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, { code: 'UNAUTHENTICATED' });
  const fetchImplementation = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const response = await fetchImplementation(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(options.body),
    ...(options.signal ? { signal: options.signal } : {}),
  });

  const isEventStream = (response.headers.get('Content-Type') ?? '').includes('text/event-stream');
  if (response.ok && isEventStream && response.body) return readEventStream(response.body);

  const answer = interpretApiAnswer(response.status, await readText(response));
  if (!answer.ok) throw answer.error;
  // A success that is not a stream (the app's HTML for a wrong path, say) cannot be followed.
  throw new ApiError(UNREADABLE_RESPONSE_MESSAGE, { status: response.status });
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}
