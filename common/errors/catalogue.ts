import {
  CATALOGUE_STATUSES,
  CODE_ENTRIES,
  STATUS_ENTRIES,
  UNKNOWN_ERROR_ENTRY,
  type CatalogueEntry,
  type CatalogueStatus,
} from './catalogue-entries.ts';
import {
  AUTH_CODE_ALIASES,
  MESSAGE_RULES,
  STATUS_CODE_FALLBACKS,
  TIMEOUT_ERROR_NAMES,
} from './catalogue-matchers.ts';
import { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.ts';

export type { CatalogueEntry, CatalogueStatus } from './catalogue-entries.ts';
export { CATALOGUE_STATUSES, CODE_ENTRIES, STATUS_ENTRIES, UNKNOWN_ERROR_ENTRY };

/** A catalogue entry, with the error code it was found under when there is one. */
export type DescribedError = CatalogueEntry & { code?: ErrorCode };

/**
 * The user-facing text for any thrown or returned error (SPEC section 8): looked up by code,
 * then HTTP status, then message text; anything unrecognised is 'Something Went Wrong'.
 * Accepts Error objects, API and auth-provider errors, plain response bodies, strings and null.
 */
export function describeError(error: unknown): DescribedError {
  const code = findCode(error) ?? findCodeByStatusFallback(error);
  if (code) return describeCode(code);

  const status = findStatus(error);
  if (status !== undefined && isCatalogueStatus(status)) return { ...STATUS_ENTRIES[status] };

  const codeFromText = findCodeByText(error);
  if (codeFromText) return describeCode(codeFromText);

  return { ...UNKNOWN_ERROR_ENTRY };
}

/** The entry for one error code, with the code attached. */
export function describeCode(code: ErrorCode): DescribedError {
  return { ...CODE_ENTRIES[code], code };
}

function findCode(error: unknown): ErrorCode | undefined {
  if (typeof error === 'string') return toErrorCode(error);
  if (!isRecord(error)) return undefined;
  // Our API bodies use `code`; GoTrue's older envelope uses `error_code`; a wrapped response
  // may keep its parsed body under `body`.
  const body = isRecord(error.body) ? error.body : undefined;
  return toErrorCode(error.code) ?? toErrorCode(error.error_code) ?? toErrorCode(body?.code);
}

function toErrorCode(value: unknown): ErrorCode | undefined {
  if (isErrorCode(value)) return value;
  if (typeof value !== 'string') return undefined;
  return Object.hasOwn(AUTH_CODE_ALIASES, value) ? AUTH_CODE_ALIASES[value] : undefined;
}

function findStatus(error: unknown): number | undefined {
  if (!isRecord(error)) return undefined;
  const response = isRecord(error.response) ? error.response : undefined;
  for (const candidate of [error.status, error.statusCode, response?.status]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate)) return candidate;
  }
  // GoTrue's older envelope puts the HTTP status in a numeric `code`.
  return typeof error.code === 'number' ? error.code : undefined;
}

function findCodeByStatusFallback(error: unknown): ErrorCode | undefined {
  const status = findStatus(error);
  if (status === undefined || isCatalogueStatus(status)) return undefined;
  return STATUS_CODE_FALLBACKS[status];
}

function isCatalogueStatus(status: number): status is CatalogueStatus {
  return (CATALOGUE_STATUSES as readonly number[]).includes(status);
}

function findCodeByText(error: unknown): ErrorCode | undefined {
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  if (TIMEOUT_ERROR_NAMES.includes(name)) return 'SERVER_TIMEOUT';

  const texts = collectTexts(error).map(normaliseText);
  if (texts.length === 0) return undefined;

  // Our own texts travel back to us too (the server sends them as `error`), so an exact
  // match is the most precise signal and goes first.
  const exact = ERROR_CODES.find((code) =>
    texts.includes(normaliseText(CODE_ENTRIES[code].message)),
  );
  if (exact) return exact;

  const rule = MESSAGE_RULES.find((candidate) =>
    candidate.fragments.some((fragment) => texts.some((text) => text.includes(fragment))),
  );
  return rule?.code;
}

function collectTexts(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (!isRecord(error)) return [];
  // auth-js reads msg, message, error_description, then error; a string `code` such as
  // axios' 'ERR_NETWORK' also describes a failure.
  const fields = [error.message, error.msg, error.error_description, error.error, error.code];
  return fields.filter((field): field is string => typeof field === 'string' && field !== '');
}

function normaliseText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
