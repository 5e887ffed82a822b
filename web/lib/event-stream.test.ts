import { describe, expect, it } from 'vitest';
import { ApiError, NO_TOKEN_MESSAGE, UNREADABLE_RESPONSE_MESSAGE } from './api-client.ts';
import {
  followEventStream,
  postEventStream,
  readEventStream,
  type ServerSentEvent,
} from './event-stream.ts';
import { eventStreamResponse } from './event-stream-response.test-support.ts';

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
  '\uFEFF: keep-alive\n\n' +
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
  { event: 'progress', data: '{"message":"Ready – done"}' },
  { event: 'message', data: 'no space\n' },
];

describe('readEventStream', () => {
  it('reads events, multi-line data, comments, a byte-order mark and every line ending', async () => {
    expect(await collect(streamOf([new TextEncoder().encode(PROGRESS_STREAM)]))).toEqual(EXPECTED);
  });

  it('gives the same events wherever the bytes are split, even inside a character or a CRLF', async () => {
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

const progressFrame = (step: number) => `event: progress\ndata: ${step}\n\n`;

function followSteps(response: Response, signal?: AbortSignal) {
  const seen: number[] = [];
  const final = followEventStream('/api/stream', {
    event: 'progress',
    parse: (data) => (data === 'bad' ? null : Number(data)),
    isFinal: (step) => step === 3,
    onReport: (step) => seen.push(step),
    fetch: () => Promise.resolve(response),
    getAccessToken: () => 'token',
    ...(signal ? { signal } : {}),
  });
  return { seen, final };
}

describe('followEventStream', () => {
  it('passes on each report of the named event and resolves with the final one', async () => {
    const { seen, final } = followSteps(
      eventStreamResponse([
        progressFrame(1),
        'event: other\ndata: 2\n\n',
        'event: progress\ndata: bad\n\n',
        progressFrame(3),
        progressFrame(4),
      ]),
    );
    expect(await final).toBe(3);
    expect(seen).toEqual([1, 3]);
  });

  it('resolves with null when the stream drops or ends before the final report', async () => {
    expect(await followSteps(eventStreamResponse([progressFrame(1)], 'error')).final).toBeNull();
    expect(await followSteps(eventStreamResponse([progressFrame(1)])).final).toBeNull();
    expect(await followSteps(new Response('gone', { status: 404 })).final).toBeNull();
  });

  it('rejects when aborted, so the caller stops instead of polling', async () => {
    const controller = new AbortController();
    controller.abort();
    const response = eventStreamResponse([progressFrame(1)], 'error');
    await expect(followSteps(response, controller.signal).final).rejects.toThrow();
  });
});

describe('postEventStream', () => {
  it('refuses without a token, before any request', async () => {
    const error = await postEventStream('/api/ask', {
      body: {},
      fetch: () => Promise.reject(new Error('no request expected')),
      getAccessToken: () => null,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(NO_TOKEN_MESSAGE);
  });

  it('rejects a success that is not an event stream', async () => {
    const error = await postEventStream('/api/ask', {
      body: {},
      fetch: () => Promise.resolve(new Response('<html></html>', { status: 200 })),
      getAccessToken: () => 'token',
    }).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe(UNREADABLE_RESPONSE_MESSAGE);
  });
});
