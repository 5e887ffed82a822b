import { AppError } from '../../common/errors/app-error.ts';
import type { ErrorCode } from '../../common/errors/error-codes.ts';

/** Why a file could not be turned into text. */
export type ParseErrorKind =
  'empty' | 'corrupt' | 'password-protected' | 'too-large' | 'unsupported' | 'timeout' | 'no-text';

// The API's codes for each kind. A timeout is the file's fault (too heavy to read in time), not
// the server's, so it reads as a failed extraction rather than SERVER_TIMEOUT.
const CODE_BY_KIND: Record<ParseErrorKind, ErrorCode> = {
  empty: 'INVALID_DOCUMENT',
  corrupt: 'INVALID_DOCUMENT',
  'password-protected': 'INVALID_DOCUMENT',
  'too-large': 'FILE_TOO_LARGE',
  unsupported: 'UNSUPPORTED_FILE_TYPE',
  timeout: 'TEXT_EXTRACTION_FAILED',
  'no-text': 'TEXT_EXTRACTION_FAILED',
};

/**
 * A file that could not be read, with the reason as a `kind`. It is an AppError whose code
 * follows from the kind, so the server's error handler and the command line need nothing new.
 */
export class ParseError extends AppError {
  readonly kind: ParseErrorKind;

  constructor(kind: ParseErrorKind, message: string, options?: { cause?: unknown }) {
    super(CODE_BY_KIND[kind], message, options);
    this.name = 'ParseError';
    this.kind = kind;
  }
}

/** Whether a value is a ParseError of the given kind (any kind when none is given). */
export function isParseError(error: unknown, kind?: ParseErrorKind): error is ParseError {
  return error instanceof ParseError && (kind === undefined || error.kind === kind);
}
