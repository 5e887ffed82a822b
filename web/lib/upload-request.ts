import {
  ApiError,
  interpretApiAnswer,
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

/** The api-client's rules, plus one of its own: an upload's answer is always the document. */
function readOutcome<T>(status: number, text: string): Outcome<T> {
  const answer = interpretApiAnswer(status, text);
  if (!answer.ok) return answer;
  if (answer.value === undefined) {
    return { ok: false, error: new ApiError(UNREADABLE_RESPONSE_MESSAGE, { status }) };
  }
  return { ok: true, value: answer.value as T };
}

function createAbortError(): Error {
  return createNamedError('AbortError', UPLOAD_CANCELLED_MESSAGE);
}

function createNamedError(name: string, message = 'The upload timed out.'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
