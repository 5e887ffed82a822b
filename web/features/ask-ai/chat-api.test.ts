import { describe, expect, it, vi } from 'vitest';
import { describeError } from '../../../common/errors/catalogue.ts';
import { ApiError } from '../../lib/api-client.ts';
import { eventStreamResponse } from '../../lib/event-stream-response.test-support.ts';
import { askQuestionRequest, isAskAiLimitReached } from './chat-api.ts';
import { frame, makeDone } from './sample-chat.test-support.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('askQuestionRequest', () => {
  it('POSTs the question with the bearer token, passes each delta on, resolves with done', async () => {
    const done = makeDone('What is the rent?', 'The rent is $1,200 a month.');
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        // Chunks split mid-event, as the network may.
        eventStreamResponse([
          ': open\n\n',
          frame('delta', { text: 'The rent is ' }).slice(0, 12),
          frame('delta', { text: 'The rent is ' }).slice(12),
          frame('delta', { text: '$1,200 a month.' }),
          frame('done', done),
        ]),
      ),
    );
    const deltas: string[] = [];

    const result = await askQuestionRequest('doc 1', 'What is the rent?', {
      fetch: fetchMock,
      getAccessToken: () => 'token-7',
      onDelta: (text) => deltas.push(text),
    });

    expect(deltas).toEqual(['The rent is ', '$1,200 a month.']);
    expect(result).toEqual(done);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/documents/doc%201/chat');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ question: 'What is the rent?' });
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-7');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('rejects with the error event, after the deltas that came before it', async () => {
    const onDelta = vi.fn();
    const promise = askQuestionRequest('doc-1', 'Can I sublet?', {
      fetch: () =>
        Promise.resolve(
          eventStreamResponse([
            frame('delta', { text: 'Sub' }),
            frame('error', { code: 'SERVER_OVERLOADED', error: 'The answerer is busy.' }),
          ]),
        ),
      getAccessToken: () => 't',
      onDelta,
    });
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The answerer is busy.');
    expect((error as ApiError).code).toBe('SERVER_OVERLOADED');
    expect(describeError(error).code).toBe('SERVER_OVERLOADED');
    expect(onDelta).toHaveBeenCalledWith('Sub');
  });

  it('turns a JSON error before the stream into the same ApiError as other calls', async () => {
    const error = await askQuestionRequest('doc-1', 'Another?', {
      fetch: () =>
        Promise.resolve(
          jsonResponse(402, {
            code: 'ASK_AI_LIMIT_REACHED',
            error: 'You have no Ask-AI questions left this month.',
          }),
        ),
      getAccessToken: () => 't',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).message).toBe('You have no Ask-AI questions left this month.');
    expect(isAskAiLimitReached(error)).toBe(true);

    const processing = await askQuestionRequest('doc-1', 'Q', {
      fetch: () =>
        Promise.resolve(
          jsonResponse(409, { code: 'DOCUMENT_PROCESSING', error: 'Still reading.' }),
        ),
      getAccessToken: () => 't',
    }).catch((caught: unknown) => caught);
    expect((processing as ApiError).code).toBe('DOCUMENT_PROCESSING');
    expect(isAskAiLimitReached(processing)).toBe(false);
  });

  it('fails without a token before any request, and when the stream stops before done', async () => {
    const fetchMock = vi.fn();
    const noToken = await askQuestionRequest('doc-1', 'Q', {
      fetch: fetchMock,
      getAccessToken: () => null,
    }).catch((caught: unknown) => caught);
    expect((noToken as ApiError).code).toBe('UNAUTHENTICATED');
    expect(fetchMock).not.toHaveBeenCalled();

    const cutOff = await askQuestionRequest('doc-1', 'Q', {
      fetch: () => Promise.resolve(eventStreamResponse([frame('delta', { text: 'Half' })])),
      getAccessToken: () => 't',
    }).catch((caught: unknown) => caught);
    expect(cutOff).toBeInstanceOf(ApiError);
    expect(describeError(cutOff).code).toBe('NETWORK_ERROR');
  });
});
