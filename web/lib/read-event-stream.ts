/** One server-sent event: its type ('message' when unnamed), data lines joined by '\n', and id. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/** Feeds text into the parser in pieces of any size; `end` discards an unfinished event. */
export interface EventStreamParser {
  push(text: string): void;
  end(): void;
}

/**
 * Parses the text/event-stream format (WHATWG HTML, "server-sent events") incrementally:
 * lines end in CRLF, LF or CR, a blank line dispatches the event, lines starting with ':' are
 * comments (keep-alives), and 'data' lines accumulate. Chunks may split anything, even a CRLF.
 */
export function createEventStreamParser(
  onEvent: (event: ServerSentEvent) => void,
): EventStreamParser {
  let buffer = '';
  let isFirstText = true;
  // A chunk ending in CR might be the first half of CRLF; the LF that follows is not a new line.
  let skipLeadingLineFeed = false;
  let eventType = '';
  let dataLines: string[] = [];
  let lastEventId: string | undefined;

  function dispatch(): void {
    if (dataLines.length > 0) {
      onEvent({
        event: eventType || 'message',
        data: dataLines.join('\n'),
        ...(lastEventId === undefined ? {} : { id: lastEventId }),
      });
    }
    eventType = '';
    dataLines = [];
  }

  function processLine(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    // 'retry' and unknown fields are ignored: we do not reconnect on the server's advice.
  }

  return {
    push(text) {
      let chunk = text;
      if (isFirstText && chunk !== '') {
        isFirstText = false;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (skipLeadingLineFeed && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLineFeed = false;
      buffer += chunk;

      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const character = buffer[index];
        if (character !== '\r' && character !== '\n') continue;
        processLine(buffer.slice(start, index));
        if (character === '\r') {
          if (index + 1 === buffer.length) skipLeadingLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = '';
      eventType = '';
      dataLines = [];
    },
  };
}

/**
 * The events of a text/event-stream body, as they arrive. Used instead of EventSource because
 * EventSource cannot send the Authorization header. Ends when the stream does; cancels the
 * stream when the caller stops early.
 */
export async function* readEventStream(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const pending: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => pending.push(event));
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      // stream: true keeps a multi-byte character split across chunks intact.
      parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      yield* pending.splice(0);
      if (done) break;
    }
    parser.end();
    finished = true;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
