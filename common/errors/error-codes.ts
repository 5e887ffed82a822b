/** Every error code of SPEC section 8, plus the generic codes the API answers with. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'USER_NOT_FOUND',
  'JWT_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'UNCONFIRMED_EMAIL',
  'EMAIL_IN_USE',
  'WEAK_PASSWORD',
  'INVALID_EMAIL',
  'INSUFFICIENT_CREDITS',
  'TRIAL_ALREADY_USED',
  // Ask-AI: this month's questions and the extra question credits are all used.
  'ASK_AI_LIMIT_REACHED',
  'PAYMENT_FAILED',
  'STRIPE_ERROR',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'INVALID_DOCUMENT',
  'TEXT_EXTRACTION_FAILED',
  // A document whose text is still being read: its pages are not there yet.
  'DOCUMENT_PROCESSING',
  'NOT_LEGAL_DOCUMENT',
  'ANALYSIS_FAILED',
  'NETWORK_ERROR',
  'SERVER_TIMEOUT',
  'SERVER_OVERLOADED',
  'MAINTENANCE_MODE',
  'RATE_LIMIT_EXCEEDED',
  'DB_ERROR',
  'DATA_CORRUPTION',
  // Generic codes for the HTTP layer: a malformed request, a missing resource, a crash.
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'FORBIDDEN',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when a string is one of our error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
