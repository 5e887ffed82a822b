import {
  CLIENT_ERROR_LIMITS,
  clientErrorReportSchema,
  type ClientErrorReport,
} from '../../common/api/client-error-report.ts';

/** The sessionStorage key holding recorded errors (SPEC section 4). */
export const ERROR_STORAGE_KEY = 'legal-explainer-errors';
/** At most this many records are kept; the oldest goes first (SPEC section 9). */
export const MAX_STORED_ERRORS = 50;

// Chrome extensions throw this into every page when their background script goes away; it
// is not ours, and recording it would drown real errors.
const EXTENSION_NOISE = 'message channel closed before a response was received';

/** Where reports go and who the current user is. */
export interface ErrorReportingOptions {
  reportUrl: string | null;
  getUserId: () => string | null;
  /**
   * The signed-in user's access token, sent to our own server so it can record who saw the
   * error: it takes the user from a verified token, never from the report.
   */
  getAccessToken?: () => string | null;
}

let reporting: ErrorReportingOptions = {
  reportUrl: null,
  getUserId: () => null,
  getAccessToken: () => null,
};
// Set while a record is being made, so an error raised while recording (by storage, the
// user-id getter or the network) can never record itself again and loop.
let isRecording = false;

/** Sets where reports are sent and how the user id is found; unset fields keep their value. */
export function configureErrorReporting(options: Partial<ErrorReportingOptions>): void {
  reporting = { ...reporting, ...options };
}

/**
 * Records an error in sessionStorage (newest last, at most 50) and sends it to the report URL
 * when one is configured. Never throws.
 */
export function recordError(
  error: unknown,
  context?: string,
  id = createErrorId(),
): ClientErrorReport {
  // A nested call (from the user-id getter, say) gets its record but is neither stored nor
  // sent, and does not ask for the user id again, which would recurse forever.
  if (isRecording) return createReport(error, context, null, id);
  isRecording = true;
  try {
    const report = createReport(error, context, findUserId(), id);
    storeReport(report);
    sendReport(report);
    return report;
  } finally {
    isRecording = false;
  }
}

/** The errors recorded in this browser tab, oldest first; unreadable entries are skipped. */
export function getRecordedErrors(): ClientErrorReport[] {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(ERROR_STORAGE_KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    const result = clientErrorReportSchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
}

/** Forgets every recorded error. */
export function clearRecordedErrors(): void {
  try {
    sessionStorage.removeItem(ERROR_STORAGE_KEY);
  } catch {
    // Storage disabled: there is nothing to clear.
  }
}

/**
 * Records and reports every unhandled error and promise rejection, and silences the
 * browser-extension noise (SPEC section 4). Returns a function that removes the listeners.
 */
export function installGlobalErrorHandlers(options: ErrorReportingOptions): () => void {
  configureErrorReporting(options);

  const handleError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (isExtensionNoise(error)) {
      event.preventDefault();
      return;
    }
    const where = event.filename ? ` at ${event.filename}:${event.lineno}:${event.colno}` : '';
    recordError(error, `window.onerror${where}`);
  };

  const handleRejection = (event: PromiseRejectionEvent) => {
    if (isExtensionNoise(event.reason)) {
      event.preventDefault();
      return;
    }
    recordError(event.reason, 'unhandledrejection');
  };

  window.addEventListener('error', handleError);
  window.addEventListener('unhandledrejection', handleRejection);
  return () => {
    window.removeEventListener('error', handleError);
    window.removeEventListener('unhandledrejection', handleRejection);
  };
}

/** A new error ID, for a screen that must show the ID before the error is recorded. */
export function createErrorId(): string {
  return `err_${createRandomSuffix()}`;
}

function createReport(
  error: unknown,
  context: string | undefined,
  userId: string | null,
  id: string,
): ClientErrorReport {
  const stack = error instanceof Error && error.stack ? error.stack : null;
  return {
    id,
    timestamp: new Date().toISOString(),
    // Truncated to the schema's limits so the report endpoint accepts every record we send.
    message: truncate(getErrorMessage(error), CLIENT_ERROR_LIMITS.message),
    stack: stack === null ? null : truncate(stack, CLIENT_ERROR_LIMITS.stack),
    context: context === undefined ? null : truncate(context, CLIENT_ERROR_LIMITS.context),
    userAgent: truncate(globalThis.navigator?.userAgent ?? '', CLIENT_ERROR_LIMITS.userAgent),
    url: truncate(globalThis.location?.href ?? '', CLIENT_ERROR_LIMITS.url),
    userId,
  };
}

function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    // Circular objects, BigInts and objects without a prototype cannot be stringified.
    return 'Unknown error';
  }
}

function isExtensionNoise(error: unknown): boolean {
  return getErrorMessage(error).includes(EXTENSION_NOISE);
}

function findUserId(): string | null {
  try {
    const userId = reporting.getUserId();
    return userId ? truncate(userId, CLIENT_ERROR_LIMITS.userId) : null;
  } catch {
    return null;
  }
}

function storeReport(report: ClientErrorReport): void {
  const reports = [...getRecordedErrors(), report].slice(-MAX_STORED_ERRORS);
  try {
    sessionStorage.setItem(ERROR_STORAGE_KEY, JSON.stringify(reports));
  } catch {
    // Storage full or disabled: the report still goes to the server below.
  }
}

function sendReport(report: ClientErrorReport): void {
  const { reportUrl } = reporting;
  if (!reportUrl) return;
  const body = JSON.stringify(report);
  try {
    const accessToken = findAccessToken(reportUrl);
    // sendBeacon survives the page unloading, which is often when errors happen, but cannot
    // carry a token: a signed-in user's report goes by keepalive fetch, which survives it too.
    const blob = new Blob([body], { type: 'application/json' });
    if (
      !accessToken &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(reportUrl, blob)
    ) {
      return;
    }
    void fetch(reportUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(accessToken && { Authorization: `Bearer ${accessToken}` }),
      },
      body,
      keepalive: true,
    }).catch(() => {
      // A failed report is dropped on purpose: recording it would report it again.
    });
  } catch {
    // Same reason: reporting must never raise an error of its own.
  }
}

/** The user's access token, only for a report URL on this app's own origin. */
function findAccessToken(reportUrl: string): string | null {
  // An external collector (ERROR_REPORT_URL) must never receive the user's credentials.
  if (new URL(reportUrl, location.href).origin !== location.origin) return null;
  try {
    return reporting.getAccessToken?.() ?? null;
  } catch {
    return null;
  }
}

function createRandomSuffix(): string {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') {
    return cryptoApi.randomUUID().replaceAll('-', '').slice(0, 16);
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? text.slice(0, maxLength) : text;
}
