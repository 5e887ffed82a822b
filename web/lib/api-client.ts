import { isErrorCode, type ErrorCode } from '../../common/errors/error-codes.ts';
import { getAccessToken } from './supabase-client.ts';

/**
 * The browser event raised on every 401 from the product API. The auth feature listens for it
 * to clear the user and show 'Your session has expired. Please login again.' (SPEC section 4).
 */
export const AUTH_EXPIRED_EVENT = 'auth:expired';

/** The failure when no user is signed in (exact text of SPEC section 7). */
export const NO_TOKEN_MESSAGE = 'No authentication token available. Please sign in.';
/** The failure of a 401 whose body has no `error` text (exact text of SPEC section 7). */
export const AUTHENTICATION_FAILED_MESSAGE = 'Authentication failed. Please sign in again.';
/** The failure when a successful response is not JSON, e.g. the app's HTML for a wrong path. */
export const UNREADABLE_RESPONSE_MESSAGE = 'The server sent a response that could not be read.';

/** A failed product API call: the server's `error` text, HTTP status and error `code`. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly body: unknown;

  constructor(message: string, options: { status?: number; code?: ErrorCode; body?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.body = options.body;
  }
}

/** What createApiClient needs: how to find the token, and optionally where and how to fetch. */
export interface ApiClientOptions {
  getAccessToken: () => Promise<string | null> | string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** Authenticated JSON requests to the product API. */
export interface ApiClient {
  get<T>(path: string): Promise<T>;
  /** `headers` adds request headers, such as an Idempotency-Key. */
  post<T>(path: string, body?: unknown, options?: { headers?: Record<string, string> }): Promise<T>;
  /** Replaces a resource with `body`, sent as JSON, such as the account's settings. */
  put<T>(path: string, body: unknown): Promise<T>;
  /** `body` is sent as JSON, such as an explicit confirmation. */
  delete(path: string, body?: unknown): Promise<void>;
  /** A binary response, such as a document's original file. */
  getBlob(path: string): Promise<Blob>;
}

/**
 * Creates the authenticated request helper of SPEC section 7. Every request carries the
 * user's bearer token; failures are ApiErrors; a 401 also dispatches 'auth:expired' on window.
 * Network failures (fetch rejecting) propagate unchanged, so describeError can name them.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  // Resolved per call, not captured, so tests and late polyfills replacing fetch are honoured.
  const fetchImplementation: typeof fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');

  async function request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    readAs: 'json' | 'blob' = 'json',
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const token = await options.getAccessToken();
    if (!token) throw new ApiError(NO_TOKEN_MESSAGE, { code: 'UNAUTHENTICATED' });

    const headers = new Headers({
      Authorization: `Bearer ${token}`,
      Accept: readAs === 'json' ? 'application/json' : '*/*',
      ...extraHeaders,
    });
    const init: RequestInit = { method, headers };
    if (method !== 'GET' && body !== undefined) {
      // Uploads pass FormData or a Blob as they are: the browser sets their content type.
      if (isRawBody(body)) {
        init.body = body;
      } else {
        headers.set('Content-Type', 'application/json');
        init.body = JSON.stringify(body);
      }
    }

    const response = await fetchImplementation(`${baseUrl}${path}`, init);
    if (readAs === 'blob' && response.ok) return (await response.blob()) as T;
    const answer = interpretApiAnswer(response.status, await readText(response));
    if (!answer.ok) throw answer.error;
    return answer.value as T;
  }

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown, options?: { headers?: Record<string, string> }) =>
      request<T>('POST', path, body, 'json', options?.headers),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
    delete: async (path: string, body?: unknown) => {
      await request<unknown>('DELETE', path, body);
    },
    getBlob: (path: string) => request<Blob>('GET', path, undefined, 'blob'),
  };
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/**
 * What an answer of the product API means, by the rules of SPEC section 7: a 401 fails with the
 * body's `error` text or 'Authentication failed. Please sign in again.' (and raises
 * 'auth:expired'); other failures with the `error` text or 'Request failed with status N'; a
 * success that is not JSON (the app's HTML for a wrong path) fails too; an empty one is fine.
 * Shared by fetch requests and the XMLHttpRequest upload.
 */
export function interpretApiAnswer(
  status: number,
  text: string,
): { ok: true; value: unknown } | { ok: false; error: ApiError } {
  const parsed = parseJson(text);
  // A proxy's HTML error page is not a body we can quote, so the status decides the text.
  const body = parsed.isJson ? parsed.value : undefined;
  if (status === 401) {
    dispatchAuthExpired();
    const message = findErrorText(body) ?? AUTHENTICATION_FAILED_MESSAGE;
    return { ok: false, error: createApiError(message, status, body) };
  }
  if (status < 200 || status >= 300) {
    const fallback = status ? `Request failed with status ${status}` : 'Request failed';
    return { ok: false, error: createApiError(findErrorText(body) ?? fallback, status, body) };
  }
  if (!parsed.isJson && !parsed.isEmpty) {
    return { ok: false, error: createApiError(UNREADABLE_RESPONSE_MESSAGE, status, undefined) };
  }
  return { ok: true, value: body };
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

type ParsedBody = { isJson: true; value: unknown } | { isJson: false; isEmpty: boolean };

function parseJson(text: string): ParsedBody {
  if (text.trim() === '') return { isJson: false, isEmpty: true };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false, isEmpty: false };
  }
}

function findErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

function createApiError(message: string, status: number, body: unknown): ApiError {
  const code =
    typeof body === 'object' && body !== null && 'code' in body && isErrorCode(body.code)
      ? body.code
      : undefined;
  return new ApiError(message, { status: status || undefined, code, body });
}

function dispatchAuthExpired(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
}

/** The product API as the signed-in user: each request carries their current access token. */
export const apiClient: ApiClient = createApiClient({ getAccessToken });
