import { describe, expect, it } from 'vitest';
import {
  createEventStreamParser,
  readEventStream,
  type ServerSentEvent,
} from './read-event-stream.ts';

function parseInChunks(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

const PROGRESS_STREAM =
  ': keep-alive\n\n' +
  'event: progress\r\n' +
  'data: {"message":"Reading page 3 of 12",\r\n' +
  'data: "progress":25}\r\n' +
  '\r\n' +
  ':another comment\n' +
  'event: progress\r' +
  'id: 7\r' +
  'data: {"message":"Ready – done"}\r' +
  '\r' +
  'data:no space\n' +
  'data\n' +
  '\n' +
  'event: progress\n' +
  'data: unfinished';

const EXPECTED: ServerSentEvent[] = [
  { event: 'progress', data: '{"message":"Reading page 3 of 12",\n"progress":25}' },
  { event: 'progress', data: '{"message":"Ready – done"}', id: '7' },
  { event: 'message', data: 'no space\n', id: '7' },
];

describe('createEventStreamParser', () => {
  it('reads events, multi-line data, comments and every kind of line ending', () => {
    expect(parseInChunks([PROGRESS_STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events wherever the text is split in two', () => {
    for (let cut = 0; cut <= PROGRESS_STREAM.length; cut += 1) {
      const events = parseInChunks([PROGRESS_STREAM.slice(0, cut), PROGRESS_STREAM.slice(cut)]);
      expect(events, `split at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('gives the same events when fed one character at a time', () => {
    expect(parseInChunks([...PROGRESS_STREAM])).toEqual(EXPECTED);
  });

  it('does not treat the LF of a CRLF split across chunks as a blank line', () => {
    const events = parseInChunks(['data: a\r', '\ndata: b\r', '\n\r', '\n']);
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('ignores a comment-only stream and a leading byte-order mark', () => {
    expect(parseInChunks([': ping\n\n: ping\n\n'])).toEqual([]);
    expect(parseInChunks(['\uFEFFdata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('readEventStream', () => {
  it('decodes bytes split anywhere, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(PROGRESS_STREAM);
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const events = await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]));
      expect(events, `split at byte ${cut}`).toEqual(EXPECTED);
    }
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\n\ndata: two\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readEventStream(stream)) {
      expect(event.data).toBe('one');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
