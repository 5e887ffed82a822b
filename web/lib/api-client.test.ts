import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../../common/errors/catalogue.ts';
import { ApiError, AUTH_EXPIRED_EVENT, createApiClient } from './api-client.ts';

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

function createFakeFetch(respond: () => Response) {
  return vi.fn((..._args: FetchCall) => Promise.resolve(respond()));
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

function getInit(fetchMock: ReturnType<typeof createFakeFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('createApiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends GET requests with the bearer token and returns the JSON body', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(200, { plan: 'free', credits: 3 }));
    const client = createApiClient({ getAccessToken: () => 'token-123', fetch: fetchMock });

    await expect(client.get('/api/getUserPlan')).resolves.toEqual({ plan: 'free', credits: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/getUserPlan');
    const init = getInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends POST bodies as JSON with a JSON content type, under the base URL', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(200, { ok: true }));
    const client = createApiClient({
      getAccessToken: async () => 'async-token',
      baseUrl: 'https://api.example.test/',
      fetch: fetchMock,
    });

    await client.post('/api/chat', { question: 'Who pays?' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.test/api/chat');
    const init = getInit(fetchMock);
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer async-token');
    expect(init.body).toBe('{"question":"Who pays?"}');
  });

  it('passes FormData through untouched, letting the browser set its content type', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(200, { id: 'doc-1' }));
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'contract.txt');

    await client.post('/api/upload', form);
    const init = getInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('uses the global fetch when none is given', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(200, [1, 2]));
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ getAccessToken: () => 't' });
    await expect(client.get('/api/list')).resolves.toEqual([1, 2]);
  });

  it('adds the headers a POST asks for, such as an Idempotency-Key', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(202, { job: { id: 'j1' } }));
    const client = createApiClient({ getAccessToken: () => 'token-1', fetch: fetchMock });
    await client.post('/api/documents/d1/analyze', undefined, {
      headers: { 'Idempotency-Key': 'key-123' },
    });
    const headers = new Headers(getInit(fetchMock).headers);
    expect(headers.get('Idempotency-Key')).toBe('key-123');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends DELETE with the bearer token and resolves a 204 to nothing', async () => {
    const fetchMock = createFakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: () => 'token-1', fetch: fetchMock });
    await expect(client.delete('/api/documents/d1')).resolves.toBeUndefined();
    const init = getInit(fetchMock);
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends a DELETE body as JSON, such as a confirmation', async () => {
    const fetchMock = createFakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: () => 'token-1', fetch: fetchMock });
    await client.delete('/api/account', { confirm: 'ada@example.com' });
    const init = getInit(fetchMock);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"confirm":"ada@example.com"}');
  });

  it('reads a binary response as a Blob, and a failed one as an ApiError', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70]);
    let status = 200;
    const fetchMock = createFakeFetch(() =>
      status === 200
        ? new Response(bytes, { status, headers: { 'Content-Type': 'application/pdf' } })
        : jsonResponse(status, { error: 'Document not found', code: 'NOT_FOUND' }),
    );
    const client = createApiClient({ getAccessToken: () => 'token-1', fetch: fetchMock });
    const blob = await client.getBlob('/api/documents/d1/file');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    status = 404;
    const error = await catchError(client.getBlob('/api/documents/d2/file'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Document not found');
  });

  it('resolves an empty success (204) to undefined', async () => {
    const fetchMock = createFakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });
    await expect(client.post('/api/documents/1/delete')).resolves.toBeUndefined();
  });

  it('fails without calling the server when there is no token', async () => {
    const fetchMock = createFakeFetch(() => jsonResponse(200, {}));
    const client = createApiClient({ getAccessToken: () => null, fetch: fetchMock });

    const error = await catchError(client.get('/api/getUserPlan'));
    expect(error.message).toBe('No authentication token available. Please sign in.');
    expect(describeError(error).title).toBe('Please Sign In');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails a 401 with the body's error text and carries its status and code", async () => {
    const fetchMock = createFakeFetch(() =>
      jsonResponse(401, { error: 'Token has expired', code: 'JWT_EXPIRED' }),
    );
    const client = createApiClient({ getAccessToken: () => 'old', fetch: fetchMock });

    const error = await catchError(client.get('/api/getUserPlan'));
    expect(error.message).toBe('Token has expired');
    expect(error.status).toBe(401);
    expect(error.code).toBe('JWT_EXPIRED');
    expect(describeError(error).title).toBe('Session Expired');
  });

  it('fails a 401 without an error text with the spec fallback', async () => {
    const fetchMock = createFakeFetch(() => new Response('Unauthorized', { status: 401 }));
    const client = createApiClient({ getAccessToken: () => 'old', fetch: fetchMock });

    const error = await catchError(client.get('/api/getUserPlan'));
    expect(error.message).toBe('Authentication failed. Please sign in again.');
    expect(error.code).toBeUndefined();
  });

  it("dispatches 'auth:expired' on window for a 401, and not for other failures", async () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    try {
      let status = 401;
      const fetchMock = createFakeFetch(() => jsonResponse(status, {}));
      const client = createApiClient({ getAccessToken: () => 'old', fetch: fetchMock });

      await catchError(client.get('/api/getUserPlan'));
      expect(AUTH_EXPIRED_EVENT).toBe('auth:expired');
      expect(listener).toHaveBeenCalledTimes(1);

      status = 403;
      await catchError(client.get('/api/getUserPlan'));
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    }
  });

  it("fails other statuses with the body's error text and code", async () => {
    const fetchMock = createFakeFetch(() =>
      jsonResponse(402, {
        error: "You don't have enough credits to analyze this document.",
        code: 'INSUFFICIENT_CREDITS',
      }),
    );
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });

    const error = await catchError(client.post('/api/analyze', { documentId: 'd1' }));
    expect(error.message).toBe("You don't have enough credits to analyze this document.");
    expect(error.status).toBe(402);
    expect(describeError(error).code).toBe('INSUFFICIENT_CREDITS');
  });

  it('fails other statuses without an error text with the status in the message', async () => {
    const fetchMock = createFakeFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });

    const error = await catchError(client.get('/api/getUserPlan'));
    expect(error.message).toBe('Request failed with status 502');
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
  });

  it("fails with 'Request failed' when the response has no status", async () => {
    // Response refuses status 0, so fake the shape an opaque or broken response has.
    const noStatus = { ok: false, status: 0, text: () => Promise.resolve('') };
    const fetchMock = vi.fn(() => Promise.resolve(noStatus as unknown as Response));
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });

    const error = await catchError(client.get('/api/getUserPlan'));
    expect(error.message).toBe('Request failed');
    expect(error.status).toBeUndefined();
  });

  it('fails a success whose body is not JSON, rather than returning garbage', async () => {
    const fetchMock = createFakeFetch(() => new Response('<!doctype html><html></html>'));
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });

    const error = await catchError(client.get('/api/wrong-path'));
    expect(error.message).toBe('The server sent a response that could not be read.');
  });

  it('lets a network failure through unchanged, so it reads as a connection problem', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ getAccessToken: () => 't', fetch: fetchMock });

    const failure: unknown = await client.get('/api/getUserPlan').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect(describeError(failure).code).toBe('NETWORK_ERROR');
  });
});
