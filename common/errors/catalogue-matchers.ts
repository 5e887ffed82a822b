import type { ErrorCode } from './error-codes.ts';

/**
 * Error codes of the authentication service (Supabase Auth / GoTrue, see
 * reference/auth-protocol.md section 9) that mean the same as one of ours. The sign-in screen
 * passes the provider's errors straight to describeError, so they must land on our texts.
 */
export const AUTH_CODE_ALIASES: Readonly<Record<string, ErrorCode>> = {
  invalid_credentials: 'INVALID_CREDENTIALS',
  email_not_confirmed: 'UNCONFIRMED_EMAIL',
  user_already_exists: 'EMAIL_IN_USE',
  email_exists: 'EMAIL_IN_USE',
  weak_password: 'WEAK_PASSWORD',
  email_address_invalid: 'INVALID_EMAIL',
  over_request_rate_limit: 'RATE_LIMITED',
  over_email_send_rate_limit: 'RATE_LIMITED',
  over_sms_send_rate_limit: 'RATE_LIMITED',
  user_banned: 'ACCOUNT_LOCKED',
  account_locked: 'ACCOUNT_LOCKED',
  user_not_found: 'USER_NOT_FOUND',
  bad_jwt: 'JWT_EXPIRED',
  session_expired: 'JWT_EXPIRED',
  session_not_found: 'JWT_EXPIRED',
  refresh_token_not_found: 'JWT_EXPIRED',
  refresh_token_already_used: 'JWT_EXPIRED',
  no_authorization: 'UNAUTHENTICATED',
  request_timeout: 'SERVER_TIMEOUT',
  validation_failed: 'VALIDATION_ERROR',
  unexpected_failure: 'INTERNAL_ERROR',
};

/**
 * Statuses without an entry of their own whose meaning is unambiguous: a 413 can only be the
 * upload limit, so the user deserves the specific text rather than the unknown one.
 */
export const STATUS_CODE_FALLBACKS: Readonly<Record<number, ErrorCode>> = {
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  423: 'ACCOUNT_LOCKED',
  504: 'SERVER_TIMEOUT',
};

/** A fragment of an error message (lower case) and the code it reveals. */
interface MessageRule {
  fragments: readonly string[];
  code: ErrorCode;
}

/**
 * Message fragments, checked in order. Browsers word a failed fetch differently (Chrome
 * 'Failed to fetch', Firefox 'NetworkError ...', Safari 'Load failed', React Native 'Network
 * request failed', Node 'fetch failed', axios 'ERR_NETWORK'); the auth provider's messages are
 * quoted from auth-js and GoTrue.
 */
export const MESSAGE_RULES: readonly MessageRule[] = [
  {
    fragments: [
      'failed to fetch',
      'networkerror',
      'network request failed',
      'network error',
      'err_network',
      'load failed',
      'fetch failed',
      'loading chunk',
      'err_internet_disconnected',
    ],
    code: 'NETWORK_ERROR',
  },
  { fragments: ['timeout', 'timed out'], code: 'SERVER_TIMEOUT' },
  { fragments: ['invalid login credentials'], code: 'INVALID_CREDENTIALS' },
  { fragments: ['email not confirmed'], code: 'UNCONFIRMED_EMAIL' },
  {
    fragments: ['user already registered', 'already been registered'],
    code: 'EMAIL_IN_USE',
  },
  { fragments: ['password should', 'password is known to be weak'], code: 'WEAK_PASSWORD' },
  { fragments: ['unable to validate email address'], code: 'INVALID_EMAIL' },
  { fragments: ['rate limit'], code: 'RATE_LIMITED' },
  {
    fragments: ['jwt expired', 'token is expired', 'invalid refresh token', 'session has expired'],
    code: 'JWT_EXPIRED',
  },
  {
    fragments: ['auth session missing', 'authentication required', 'no authentication token'],
    code: 'UNAUTHENTICATED',
  },
];

/** Error names that mean the request was cut short (fetch with AbortSignal.timeout, etc.). */
export const TIMEOUT_ERROR_NAMES: readonly string[] = ['AbortError', 'TimeoutError'];
