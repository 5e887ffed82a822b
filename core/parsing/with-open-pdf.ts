import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import { openPdf } from './open-pdf.ts';
import { ParseError } from './parse-error.ts';
import { checkPageCount, type Deadline, type ParseLimits } from './parse-limits.ts';

/**
 * Opens a PDF before the deadline, refuses one with more pages than the limits allow, and hands
 * it to `read`. A PDF that will not open fails with its ParseError (describePdfFailure). The
 * loading task is destroyed after, whatever happened: that also stops any work pdf.js still has
 * in flight after a timeout.
 */
export async function withOpenPdf<T>(
  bytes: Uint8Array,
  deadline: Deadline,
  limits: ParseLimits,
  read: (pdf: PDFDocumentProxy) => Promise<T>,
): Promise<T> {
  const loadingTask = openPdf(bytes);
  try {
    const pdf = await deadline.race(loadingTask.promise).catch((error: unknown) => {
      throw describePdfFailure(error);
    });
    checkPageCount(pdf.numPages, limits);
    return await read(pdf);
  } finally {
    await loadingTask.destroy().catch(() => undefined);
  }
}

/** The ParseError for a PDF that pdf.js could not open: password-protected or damaged. */
export function describePdfFailure(error: unknown): ParseError {
  if (error instanceof ParseError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new ParseError(
      'password-protected',
      'This PDF is password-protected. Remove the password and upload it again.',
      { cause: error },
    );
  }
  return new ParseError('corrupt', 'This PDF is damaged or incomplete and cannot be opened.', {
    cause: error,
  });
}
