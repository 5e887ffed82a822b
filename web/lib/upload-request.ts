import { isErrorCode } from '../../common/errors/error-codes.ts';
import {
  ApiError,
  AUTH_EXPIRED_EVENT,
  AUTHENTICATION_FAILED_MESSAGE,
  NO_TOKEN_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
} from './api-client.ts';
import { getAccessToken as getSessionAccessToken } from './supabase-client.ts';

/** The message of the error an upload rejects with when its signal aborts it. */
export const UPLOAD_CANCELLED_MESSAGE = 'The upload was cancelled.';

/** What uploadFile needs: where to send which file, and how to report and stop the upload. */
export interface UploadRequestOptions {
  /** The endpoint, such as '/api/documents'. */
  url: string;
  file: File;
  /** The multipart field the server reads the file from. */
  fieldName?: string;
  /** Called as bytes leave the browser, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload and rejects with an AbortError. */
  signal?: AbortSignal;
  getAccessToken?: () => Promise<string | null> | string | null;
  /** For tests: a stand-in for the browser's XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Uploads one file as multipart/form-data and resolves with the parsed JSON answer. It uses
 * XMLHttpRequest because fetch cannot report upload progress. Failures follow the rules of
 * api-client (SPEC section 7): ApiErrors with the server's `error` text and `code`, a 401 also
 * dispatches 'auth:expired', and a dropped connection rejects with a network TypeError.
 */
export async function uploadFile<T>(options: UploadRequestOptions): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) throw createAbortError();
  const token = await (options.getAccessToken ?? getSessionAccessToken)();
  if (!token) throw new ApiError(NO_TOKEN_MESSAGE, { code: 'UNAUTHENTICATED' });
  if (signal?.aborted) throw createAbortError();

  const body = new FormData();
  body.append(options.fieldName ?? 'file', options.file, options.file.name);
  const request = options.createRequest?.() ?? new XMLHttpRequest();

  return new Promise<T>((resolve, reject) => {
    const onAbortSignal = () => request.abort();
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      settle();
    };

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    request.onload = () => {
      const outcome = readOutcome<T>(request.status, request.responseText);
      if (outcome.ok) options.onProgress?.(1);
      finish(() => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)));
    };
    // The same words as a failed fetch, so the catalogue names it a connection problem.
    request.onerror = () => finish(() => reject(new TypeError('Failed to fetch')));
    request.ontimeout = () => finish(() => reject(createNamedError('TimeoutError')));
    request.onabort = () => finish(() => reject(createAbortError()));

    signal?.addEventListener('abort', onAbortSignal, { once: true });
    request.open('POST', options.url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.send(body);
  });
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

function readOutcome<T>(status: number, text: string): Outcome<T> {
  const parsed = parseJson(text);
  const body = parsed.isJson ? parsed.value : undefined;
  if (status === 401) {
    window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
    return fail(findErrorText(body) ?? AUTHENTICATION_FAILED_MESSAGE, status, body);
  }
  if (status < 200 || status >= 300) {
    const fallback = status ? `Request failed with status ${status}` : 'Request failed';
    return fail(findErrorText(body) ?? fallback, status, body);
  }
  if (!parsed.isJson) return fail(UNREADABLE_RESPONSE_MESSAGE, status, undefined);
  return { ok: true, value: parsed.value as T };
}

function fail<T>(message: string, status: number, body: unknown): Outcome<T> {
  const code =
    typeof body === 'object' && body !== null && 'code' in body && isErrorCode(body.code)
      ? body.code
      : undefined;
  return { ok: false, error: new ApiError(message, { status: status || undefined, code, body }) };
}

function parseJson(text: string): { isJson: true; value: unknown } | { isJson: false } {
  if (text.trim() === '') return { isJson: false };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false };
  }
}

function findErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

function createAbortError(): Error {
  return createNamedError('AbortError', UPLOAD_CANCELLED_MESSAGE);
}

function createNamedError(name: string, message = 'The upload timed out.'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
