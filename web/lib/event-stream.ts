import { createParser } from 'eventsource-parser';
import {
  ApiError,
  interpretApiAnswer,
  NO_TOKEN_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
} from './api-client.ts';
import { getAccessToken as getSessionAccessToken } from './supabase-client.ts';

/*
 * The API's server-sent-event streams, read with fetch because EventSource can neither send the
 * bearer token nor POST. eventsource-parser does the text/event-stream format; this module only
 * opens the request, decodes the bytes and hands the events on.
 */

/**
 * One server-sent event: its type ('message' when unnamed) and its data lines joined by '\n'.
 * Ids are left out: we never resume a stream from one (a dropped stream falls back to polling).
 */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** What both kinds of stream request take; tests pass fakes. */
interface EventStreamRequestOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
}

/** How to follow one of the API's progress streams. */
export interface FollowEventStreamOptions<Report> extends EventStreamRequestOptions {
  /** The event type carrying the reports (the API names its events 'progress'). */
  event: string;
  /** A report from one event's data, or null to skip a malformed or unrelated one. */
  parse: (data: string) => Report | null;
  /** The report after which the stream is done. */
  isFinal: (report: Report) => boolean;
  onReport?: (report: Report) => void;
}

/** How to open a POST that answers with server-sent events. */
export interface PostEventStreamOptions extends EventStreamRequestOptions {
  /** Sent as JSON. */
  body: unknown;
}

/**
 * The events of a text/event-stream body, as they arrive. Ends when the stream does (an
 * unfinished last event is dropped, as EventSource drops it); cancels the stream when the
 * caller stops early.
 */
export async function* readEventStream(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const pending: ServerSentEvent[] = [];
  const parser = createParser({
    onEvent: (message) => pending.push({ event: message.event ?? 'message', data: message.data }),
  });
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      // stream: true keeps a multi-byte character split across chunks intact.
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* pending.splice(0);
      if (done) break;
    }
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * Follows a GET stream of progress reports. Resolves with the final report, or with null when
 * the stream could not be opened or dropped before the end, so the caller can fall back to
 * polling. An abort rejects.
 */
export async function followEventStream<Report>(
  url: string,
  options: FollowEventStreamOptions<Report>,
): Promise<Report | null> {
  const { signal } = options;
  try {
    const token = await (options.getAccessToken ?? getSessionAccessToken)();
    if (!token) return null;
    const response = await fetchWith(options)(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal,
    });
    if (!response.ok || !response.body) return null;
    for await (const event of readEventStream(response.body)) {
      if (event.event !== options.event) continue;
      const report = options.parse(event.data);
      if (report === null) continue;
      options.onReport?.(report);
      if (options.isFinal(report)) return report;
    }
    return null;
  } catch (error) {
    if (signal?.aborted) throw error;
    // A dropped connection or a stream we could not open: the caller polls instead.
    return null;
  }
}

/**
 * POSTs a JSON body to a route that answers with text/event-stream. Resolves once the stream
 * is open, with its events as they arrive; a failure before the stream (no token, a 4xx/5xx
 * JSON error) rejects with the same ApiError as apiClient's calls, a network failure with
 * fetch's own error.
 */
export async function postEventStream(
  url: string,
  options: PostEventStreamOptions,
): Promise<AsyncGenerator<ServerSentEvent, void, undefined>> {
  const token = await (options.getAccessToken ?? getSessionAccessToken)();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, { code: 'UNAUTHENTICATED' });
  const response = await fetchWith(options)(url, {
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

/** Reads one event's JSON with a schema; null when it does not fit. */
export function parseEventData<Report>(
  data: string,
  schema: { safeParse: (value: unknown) => { success: true; data: Report } | { success: false } },
): Report | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function fetchWith(options: EventStreamRequestOptions): typeof fetch {
  // Called through globalThis so a fetch replaced after this module loaded (tests) is the one used.
  return options.fetch ?? ((input, init) => globalThis.fetch(input, init));
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}
