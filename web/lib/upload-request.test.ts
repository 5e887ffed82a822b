import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError } from '../../common/errors/catalogue.ts';
import { ApiError, AUTH_EXPIRED_EVENT, NO_TOKEN_MESSAGE } from './api-client.ts';
import { uploadFile, UPLOAD_CANCELLED_MESSAGE } from './upload-request.ts';

/** Just enough of XMLHttpRequest for uploadFile, driven by the test. */
class FakeRequest {
  method = '';
  url = '';
  headers = new Map<string, string>();
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  reportProgress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function startUpload(overrides: { token?: string | null; signal?: AbortSignal } = {}) {
  const request = new FakeRequest();
  const onProgress = vi.fn();
  const file = new File(['%PDF-1.7 test'], 'lease.pdf', { type: 'application/pdf' });
  const promise = uploadFile<{ id: string }>({
    url: '/api/documents',
    file,
    onProgress,
    signal: overrides.signal,
    getAccessToken: () => ('token' in overrides ? (overrides.token ?? null) : 'token-1'),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, onProgress, promise, file };
}

// uploadFile awaits the token before it opens the request.
const untilSent = () => new Promise((resolve) => setTimeout(resolve, 0));

async function catchError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected the upload to fail');
}

describe('uploadFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the file as multipart field "file" with the bearer token and resolves the JSON', async () => {
    const { request, promise, file } = startUpload();
    await untilSent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/documents');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
    expect(request.body).toBeInstanceOf(FormData);
    const sent = (request.body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe(file.name);

    request.respond(201, { id: 'doc-1', duplicate: false });
    await expect(promise).resolves.toEqual({ id: 'doc-1', duplicate: false });
  });

  it('reports upload progress as a fraction, ending at 1', async () => {
    const { request, onProgress, promise } = startUpload();
    await untilSent();
    request.reportProgress(25, 100);
    request.reportProgress(100, 100);
    request.respond(201, { id: 'doc-1' });
    await promise;
    expect(onProgress.mock.calls.map(([fraction]) => fraction as number)).toEqual([0.25, 1, 1]);
  });

  it('rejects with an ApiError carrying the server text, status and code', async () => {
    const { request, promise } = startUpload();
    await untilSent();
    request.respond(413, {
      error: 'This file is larger than the 10 MB limit.',
      code: 'FILE_TOO_LARGE',
    });
    const error = await catchError(promise);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('This file is larger than the 10 MB limit.');
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).code).toBe('FILE_TOO_LARGE');
    expect(describeError(error).title).toBe('File too large');
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    const { request, promise } = startUpload();
    await untilSent();
    request.respond(502, '<html>Bad gateway</html>');
    const error = await catchError(promise);
    expect(error.message).toBe('Request failed with status 502');
    expect((error as ApiError).code).toBeUndefined();
  });

  it('dispatches auth:expired on a 401 and uses the SPEC fallback text', async () => {
    const listener = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, listener);
    const { request, promise } = startUpload();
    await untilSent();
    request.respond(401, '');
    const error = await catchError(promise);
    window.removeEventListener(AUTH_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error.message).toBe('Authentication failed. Please sign in again.');
    expect((error as ApiError).status).toBe(401);
  });

  it('fails before sending anything when nobody is signed in', async () => {
    const { request, promise } = startUpload({ token: null });
    const error = await catchError(promise);
    expect(error.message).toBe(NO_TOKEN_MESSAGE);
    expect(request.method).toBe('');
  });

  it('aborts the request when the signal fires and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const { request, promise } = startUpload({ signal: controller.signal });
    await untilSent();
    controller.abort();
    const error = await catchError(promise);
    expect(request.aborted).toBe(true);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe(UPLOAD_CANCELLED_MESSAGE);
  });

  it('names a dropped connection a connection problem', async () => {
    const { request, promise } = startUpload();
    await untilSent();
    request.onerror?.();
    const error = await catchError(promise);
    expect(describeError(error).code).toBe('NETWORK_ERROR');
  });

  it('rejects a success that is not JSON as unreadable', async () => {
    const { request, promise } = startUpload();
    await untilSent();
    request.respond(200, '<!doctype html><title>app</title>');
    const error = await catchError(promise);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The server sent a response that could not be read.');
  });
});
