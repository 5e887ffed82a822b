import type { ErrorCode } from './error-codes.ts';

/** The HTTP status each code answers with when the server raises it. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  USER_NOT_FOUND: 404,
  JWT_EXPIRED: 401,
  INVALID_CREDENTIALS: 400,
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  UNCONFIRMED_EMAIL: 400,
  EMAIL_IN_USE: 422,
  WEAK_PASSWORD: 422,
  INVALID_EMAIL: 400,
  INSUFFICIENT_CREDITS: 402,
  TRIAL_ALREADY_USED: 409,
  ASK_AI_LIMIT_REACHED: 402,
  PAYMENT_FAILED: 402,
  STRIPE_ERROR: 502,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  INVALID_DOCUMENT: 422,
  TEXT_EXTRACTION_FAILED: 422,
  DOCUMENT_PROCESSING: 409,
  NOT_LEGAL_DOCUMENT: 422,
  ANALYSIS_FAILED: 500,
  NETWORK_ERROR: 503,
  SERVER_TIMEOUT: 504,
  SERVER_OVERLOADED: 503,
  MAINTENANCE_MODE: 503,
  RATE_LIMIT_EXCEEDED: 429,
  DB_ERROR: 500,
  DATA_CORRUPTION: 500,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  INTERNAL_ERROR: 500,
};

/**
 * The one error type the product raises on purpose. Its code picks the user-facing text from
 * the catalogue; its message is for logs and the API body, never a stack trace.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** For a limit: when to try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options?.status ?? ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
