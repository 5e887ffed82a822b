import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ERROR_LIMITS,
  clientErrorReportSchema,
} from '../../common/api/client-error-report.ts';
import {
  configureErrorReporting,
  ERROR_STORAGE_KEY,
  getRecordedErrors,
  installGlobalErrorHandlers,
  recordError,
} from './error-recorder.ts';

const EXTENSION_MESSAGE =
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received';

function stubSendBeacon(result: boolean) {
  const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => result);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

function dispatchRejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the handler reads only `reason`.
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
  return event;
}

describe('recordError', () => {
  afterEach(() => {
    configureErrorReporting({ reportUrl: null, getUserId: () => null, getAccessToken: () => null });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('stores a complete record in sessionStorage', () => {
    configureErrorReporting({ getUserId: () => 'user-42' });
    const error = new Error('Upload broke');
    const report = recordError(error, 'upload');

    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
    expect(report.id).toMatch(/^err_[a-z0-9]+$/);
    expect(new Date(report.timestamp).toISOString()).toBe(report.timestamp);
    expect(report).toMatchObject({
      message: 'Upload broke',
      context: 'upload',
      userAgent: navigator.userAgent,
      url: location.href,
      userId: 'user-42',
    });
    expect(report.stack).toContain('Upload broke');
    expect(getRecordedErrors()).toEqual([report]);
    expect(JSON.parse(sessionStorage.getItem(ERROR_STORAGE_KEY) ?? '[]')).toEqual([report]);
  });

  it('records strings and plain objects with a readable message', () => {
    expect(recordError('plain text').message).toBe('plain text');
    expect(recordError({ message: 'from object' }).message).toBe('from object');
    expect(recordError({ status: 500 }).message).toBe('{"status":500}');
    expect(recordError(null).message).toBe('null');
  });

  it('records a value that cannot be turned into text', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(recordError(circular).message).toBe('Unknown error');
    expect(recordError(Object.create(null)).message).toBe('{}');
  });

  it('does not recurse when the user-id getter itself records an error', () => {
    configureErrorReporting({
      getUserId: () => {
        recordError(new Error('inner'));
        return 'user-7';
      },
    });
    const report = recordError(new Error('outer'));
    expect(report.userId).toBe('user-7');
    expect(getRecordedErrors().map((stored) => stored.message)).toEqual(['outer']);
  });

  it('keeps only the newest 50 records', () => {
    for (let index = 1; index <= 55; index += 1) recordError(new Error(`error ${index}`));
    const stored = getRecordedErrors();
    expect(stored).toHaveLength(50);
    expect(stored[0]?.message).toBe('error 6');
    expect(stored[49]?.message).toBe('error 55');
  });

  it('starts afresh when the stored list is corrupt', () => {
    sessionStorage.setItem(ERROR_STORAGE_KEY, '{not json');
    expect(getRecordedErrors()).toEqual([]);
    recordError(new Error('after corruption'));
    expect(getRecordedErrors().map((report) => report.message)).toEqual(['after corruption']);
  });

  it('skips stored entries that are not error records', () => {
    const valid = recordError(new Error('valid'));
    sessionStorage.setItem(ERROR_STORAGE_KEY, JSON.stringify([{ nope: true }, valid, 7]));
    expect(getRecordedErrors()).toEqual([valid]);
  });

  it('sends nothing when no report URL is configured', () => {
    const sendBeacon = stubSendBeacon(true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    recordError(new Error('quiet'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the record as JSON with sendBeacon to the configured URL', async () => {
    const sendBeacon = stubSendBeacon(true);
    configureErrorReporting({ reportUrl: '/api/client-errors' });
    const report = recordError(new Error('beaconed'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    if (!(data instanceof Blob)) throw new Error('expected a Blob');
    expect(data.type).toBe('application/json');
    expect(JSON.parse(await data.text())).toEqual(report);
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing', () => {
    stubSendBeacon(false);
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchSpy);
    configureErrorReporting({ reportUrl: '/api/client-errors' });
    const report = recordError(new Error('fetched'));

    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(report);
  });

  it('cuts every field to what the report endpoint accepts', () => {
    const report = recordError(new Error('m'.repeat(20_000)), 'c'.repeat(5_000));
    expect(report.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(report.context).toHaveLength(CLIENT_ERROR_LIMITS.context);
    expect(report.stack?.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it("sends the signed-in user's bearer token to its own server, by fetch", () => {
    const sendBeacon = stubSendBeacon(true);
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchSpy);
    configureErrorReporting({ reportUrl: '/api/client-errors', getAccessToken: () => 'token-1' });
    const report = recordError(new Error('signed in'));

    // sendBeacon cannot carry an Authorization header.
    expect(sendBeacon).not.toHaveBeenCalled();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init?.body))).toEqual(report);
  });

  it('never sends the token to a collector on another origin', () => {
    const sendBeacon = stubSendBeacon(true);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    configureErrorReporting({
      reportUrl: 'https://errors.example.com/report',
      getAccessToken: () => 'token-1',
    });
    recordError(new Error('elsewhere'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never throws or loops when reporting itself fails', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchSpy);
    configureErrorReporting({
      reportUrl: '/api/client-errors',
      getUserId: () => {
        throw new Error('no user store yet');
      },
    });
    const report = recordError(new Error('first'));
    await Promise.resolve();
    await Promise.resolve();

    expect(report.userId).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(getRecordedErrors().map((stored) => stored.message)).toEqual(['first']);
  });
});

describe('installGlobalErrorHandlers', () => {
  let uninstall: () => void = () => {};

  beforeEach(() => {
    stubSendBeacon(true);
  });

  afterEach(() => {
    uninstall();
    configureErrorReporting({ reportUrl: null, getUserId: () => null });
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('records and reports uncaught errors with the current user', () => {
    const sendBeacon = stubSendBeacon(true);
    uninstall = installGlobalErrorHandlers({ reportUrl: '/report', getUserId: () => 'u-1' });
    const event = new ErrorEvent('error', {
      error: new Error('render crashed'),
      message: 'Uncaught Error: render crashed',
      filename: 'app.js',
      lineno: 10,
      colno: 5,
      cancelable: true,
    });
    window.dispatchEvent(event);

    const [stored] = getRecordedErrors();
    expect(stored).toMatchObject({ message: 'render crashed', userId: 'u-1' });
    expect(stored?.context).toContain('app.js:10:5');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(false);
  });

  it('records unhandled promise rejections', () => {
    uninstall = installGlobalErrorHandlers({ reportUrl: null, getUserId: () => null });
    dispatchRejection(new Error('async failure'));
    expect(getRecordedErrors()).toMatchObject([
      { message: 'async failure', context: 'unhandledrejection' },
    ]);
  });

  it('suppresses the browser-extension message-channel error without recording it', () => {
    uninstall = installGlobalErrorHandlers({ reportUrl: '/report', getUserId: () => null });
    const rejection = dispatchRejection(new Error(EXTENSION_MESSAGE));
    const errorEvent = new ErrorEvent('error', { message: EXTENSION_MESSAGE, cancelable: true });
    window.dispatchEvent(errorEvent);

    expect(rejection.defaultPrevented).toBe(true);
    expect(errorEvent.defaultPrevented).toBe(true);
    expect(getRecordedErrors()).toEqual([]);
  });

  it('stops listening once uninstalled', () => {
    uninstall = installGlobalErrorHandlers({ reportUrl: null, getUserId: () => null });
    uninstall();
    dispatchRejection(new Error('ignored'));
    expect(getRecordedErrors()).toEqual([]);
  });
});
