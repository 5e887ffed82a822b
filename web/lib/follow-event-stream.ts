import { getAccessToken as getSessionAccessToken } from './supabase-client.ts';
import { readEventStream } from './read-event-stream.ts';

/** How to follow one of the API's server-sent-event streams; tests pass fakes. */
export interface FollowEventStreamOptions<Report> {
  /** The event type carrying the reports (the API names its events 'progress'). */
  event: string;
  /** A report from one event's data, or null to skip a malformed or unrelated one. */
  parse: (data: string) => Report | null;
  /** The report after which the stream is done. */
  isFinal: (report: Report) => boolean;
  onReport?: (report: Report) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  getAccessToken?: () => Promise<string | null> | string | null;
}

/**
 * Follows an API stream of server-sent events, read with fetch because EventSource cannot send
 * the bearer token. Resolves with the final report, or with null when the stream could not be
 * opened or dropped before the end, so the caller can fall back to polling. An abort rejects.
 */
export async function followEventStream<Report>(
  url: string,
  options: FollowEventStreamOptions<Report>,
): Promise<Report | null> {
  const { signal } = options;
  try {
    const token = await (options.getAccessToken ?? getSessionAccessToken)();
    if (!token) return null;
    const fetchImplementation = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const response = await fetchImplementation(url, {
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
