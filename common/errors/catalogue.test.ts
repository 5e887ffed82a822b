import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import {
  CATALOGUE_STATUSES,
  CODE_ENTRIES,
  describeCode,
  describeError,
  STATUS_ENTRIES,
} from './catalogue.ts';
import { UNKNOWN_ERROR_ENTRY } from './catalogue-entries.ts';
import { ERROR_CODES } from './error-codes.ts';

describe('error catalogue entries', () => {
  it('has a complete, non-empty entry for every error code', () => {
    for (const code of ERROR_CODES) {
      const entry = CODE_ENTRIES[code];
      expect(entry, code).toBeDefined();
      expect(entry.title.length, code).toBeGreaterThan(2);
      expect(entry.message.length, code).toBeGreaterThan(10);
      expect(entry.action.length, code).toBeGreaterThan(10);
      expect(['error', 'warning', 'info'], code).toContain(entry.severity);
    }
    expect(Object.keys(CODE_ENTRIES).sort()).toEqual([...ERROR_CODES].sort());
  });

  // Titles are written in sentence case ("Document could not be opened"), except the three
  // whose exact words SPEC section 8 gives.
  it('writes every title in sentence case but the three SPEC gives word for word', () => {
    const specTitles = new Set(['Please Sign In', 'Session Expired', 'Something Went Wrong']);
    const titles = [
      ...Object.values(CODE_ENTRIES),
      ...Object.values(STATUS_ENTRIES),
      UNKNOWN_ERROR_ENTRY,
    ].map((entry) => entry.title);
    for (const title of titles.filter((candidate) => !specTitles.has(candidate)))
      expect(title.slice(1), title).toBe(title.slice(1).toLowerCase());
    expect(titles).toEqual(expect.arrayContaining([...specTitles]));
  });

  it('has an entry for each HTTP status SPEC section 8 lists', () => {
    expect([...CATALOGUE_STATUSES]).toEqual([400, 401, 403, 404, 408, 429, 500, 502, 503]);
    for (const status of CATALOGUE_STATUSES) {
      expect(STATUS_ENTRIES[status].title.length, String(status)).toBeGreaterThan(2);
    }
  });

  it('uses the exact texts the spec gives', () => {
    expect(CODE_ENTRIES.UNAUTHENTICATED.title).toBe('Please Sign In');
    expect(CODE_ENTRIES.JWT_EXPIRED.title).toBe('Session Expired');
    expect(CODE_ENTRIES.JWT_EXPIRED.message).toBe('Your session has expired. Please login again.');
    expect(CODE_ENTRIES.INVALID_CREDENTIALS.message).toBe('Invalid email or password');
    expect(CODE_ENTRIES.INSUFFICIENT_CREDITS.message).toBe(
      "You don't have enough credits to analyze this document.",
    );
  });

  it('gives the guidance the spec requires for uploads, passwords and failed analyses', () => {
    expect(CODE_ENTRIES.ANALYSIS_FAILED.message).toMatch(/credits have been refunded/i);
    expect(CODE_ENTRIES.ASK_AI_LIMIT_REACHED.action).toMatch(/1st of each month/);
    expect(CODE_ENTRIES.FILE_TOO_LARGE.message).toContain('10 MB');
    expect(CODE_ENTRIES.UNSUPPORTED_FILE_TYPE.message).toContain('PDF, DOCX or TXT');
    expect(CODE_ENTRIES.WEAK_PASSWORD.message).toContain(
      'at least 8 characters with uppercase, lowercase, numbers and symbols',
    );
  });

  it('gives every code its own title, so users can tell problems apart', () => {
    const titles = ERROR_CODES.map((code) => CODE_ENTRIES[code].title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('describeError', () => {
  it('looks up an error code on an AppError, a plain body, a nested body and a bare string', () => {
    expect(describeError(new AppError('INSUFFICIENT_CREDITS', 'no credits')).code).toBe(
      'INSUFFICIENT_CREDITS',
    );
    expect(describeError({ error: 'Too big', code: 'FILE_TOO_LARGE' }).title).toBe(
      'File too large',
    );
    expect(describeError({ status: 500, body: { code: 'ANALYSIS_FAILED' } }).code).toBe(
      'ANALYSIS_FAILED',
    );
    expect(describeError('JWT_EXPIRED').title).toBe('Session Expired');
  });

  it('prefers the code over the status', () => {
    const described = describeError({ status: 401, code: 'JWT_EXPIRED' });
    expect(described.title).toBe('Session Expired');
    expect(described.code).toBe('JWT_EXPIRED');
  });

  it('maps the auth provider error codes onto ours', () => {
    expect(describeError({ status: 400, code: 'invalid_credentials' }).code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(describeError({ status: 422, code: 'user_already_exists' }).code).toBe('EMAIL_IN_USE');
    expect(describeError({ code: 400, error_code: 'email_not_confirmed', msg: 'x' }).code).toBe(
      'UNCONFIRMED_EMAIL',
    );
  });

  it('falls back to the HTTP status from status, statusCode or response.status', () => {
    expect(describeError({ status: 404 })).toEqual(STATUS_ENTRIES[404]);
    expect(describeError({ statusCode: 429, message: 'slow down' })).toEqual(STATUS_ENTRIES[429]);
    expect(describeError({ response: { status: 503 } })).toEqual(STATUS_ENTRIES[503]);
    expect(describeError(Object.assign(new Error('nope'), { status: 403 }))).toEqual(
      STATUS_ENTRIES[403],
    );
  });

  it('uses the specific entry for unambiguous statuses without their own entry', () => {
    expect(describeError({ status: 413 }).code).toBe('FILE_TOO_LARGE');
    expect(describeError({ status: 415 }).code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(describeError({ status: 504 }).code).toBe('SERVER_TIMEOUT');
  });

  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Network request failed',
    'ERR_NETWORK',
    'Load failed',
  ])('maps the network failure %j to the connection entry', (message) => {
    expect(describeError(new TypeError(message)).code).toBe('NETWORK_ERROR');
  });

  it('maps an axios-style network code to the connection entry', () => {
    expect(describeError({ code: 'ERR_NETWORK', message: 'Network Error' }).code).toBe(
      'NETWORK_ERROR',
    );
  });

  it('maps timeouts and aborted requests to the timeout entry', () => {
    expect(describeError(new Error('Request timeout')).code).toBe('SERVER_TIMEOUT');
    expect(describeError('The operation timed out.').code).toBe('SERVER_TIMEOUT');
    expect(describeError(new DOMException('The user aborted a request.', 'AbortError')).code).toBe(
      'SERVER_TIMEOUT',
    );
    expect(describeError(new DOMException('signal timed out', 'TimeoutError')).title).toBe(
      'Request timed out',
    );
  });

  it('recognises the auth provider messages', () => {
    expect(describeError(new Error('Invalid login credentials')).code).toBe('INVALID_CREDENTIALS');
    expect(describeError({ message: 'Email not confirmed' }).code).toBe('UNCONFIRMED_EMAIL');
    expect(describeError('User already registered').code).toBe('EMAIL_IN_USE');
    expect(describeError(new Error('Auth session missing!')).code).toBe('UNAUTHENTICATED');
  });

  it("matches our own entries' messages, ignoring case and a trailing full stop", () => {
    expect(describeError(new Error('invalid email or password.')).code).toBe('INVALID_CREDENTIALS');
    expect(
      describeError({ error: "You don't have enough credits to analyze this document." }).code,
    ).toBe('INSUFFICIENT_CREDITS');
  });

  it('answers Something Went Wrong for anything unrecognised', () => {
    for (const value of [null, undefined, 42, '', 'kaboom', new Error('x'), {}, { status: 418 }]) {
      const described = describeError(value);
      expect(described.title).toBe('Something Went Wrong');
      expect(described.code).toBeUndefined();
    }
  });

  it('returns copies, so a caller cannot change the catalogue', () => {
    const described = describeError('NOT_FOUND');
    described.title = 'changed';
    expect(describeCode('NOT_FOUND').title).toBe('Not found');
    expect(describeError(null).title).toBe('Something Went Wrong');
  });
});
