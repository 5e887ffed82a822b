/** One server-sent event as it arrived: its data parsed, and when (performance.now()). */
export interface TimedEvent<T> {
  at: number;
  data: T;
}

/**
 * Follows a server-sent-events answer to its end and gives back every event's data with the
 * time it arrived, so a benchmark can tell when each step happened on the server without
 * polling. A small reader of its own: the streams here are `event:` and `data:` lines only,
 * and scripts may not import web/ (eslint-rules/layer-boundaries.js), whose reader is the same.
 */
export async function followEventStream<T>(
  url: string,
  headers: Record<string, string>,
  onEvent?: (event: TimedEvent<T>) => void,
): Promise<TimedEvent<T>[]> {
  const response = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' } });
  if (!response.ok || !response.body)
    throw new Error(`Event stream ${url} failed: ${response.status} ${await response.text()}`);
  const events: TimedEvent<T>[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    const at = performance.now();
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      // Keep-alive comments carry no data.
      if (data) {
        const event = { at, data: JSON.parse(data) as T };
        events.push(event);
        onEvent?.(event);
      }
      end = buffered.indexOf('\n\n');
    }
  }
  return events;
}
