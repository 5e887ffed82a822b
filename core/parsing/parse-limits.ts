import { ParseError } from './parse-error.ts';

/**
 * Pages read from one file. Contracts run to a few hundred pages at most; a PDF claiming more is
 * a book, a scan dump or a crafted file, and each page costs time and memory before we know.
 */
export const MAX_PAGES = 500;

/**
 * Characters kept from one file: about 1,000 dense pages, and what the engine analyses in a few
 * seconds. Past this the file is refused rather than cut, so an analysis never silently skips
 * the end of a contract.
 */
export const MAX_TEXT_CHARACTERS = 3_000_000;

/**
 * Wall-clock time for extracting one file. The 24 CUAD PDFs take 0.1 to 14 s each on a busy
 * two-core machine (the largest has 106 pages), so a minute leaves room for long contracts while
 * a crafted file cannot hold a thread for long.
 */
export const PARSE_TIME_BUDGET_MS = 60_000;

/**
 * Sum of the uncompressed sizes a DOCX zip may declare. A text-heavy contract is a few MB of XML;
 * images add more but are never inflated by us. A zip bomb declares gigabytes.
 */
export const MAX_DOCX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

/** Uncompressed size of the XML parts (document, styles, numbering, notes) that mammoth inflates. */
export const MAX_DOCX_XML_BYTES = 64 * 1024 * 1024;

/** Entries in a DOCX zip. Word writes a few dozen; thousands of tiny entries are an attack. */
export const MAX_DOCX_ENTRIES = 5_000;

/** Bounds for one extraction; tests pass small ones, everyone else takes the defaults. */
export interface ParseLimits {
  maxPages: number;
  maxTextCharacters: number;
  timeBudgetMs: number;
}

/** The limits applied when a caller gives none. */
export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxPages: MAX_PAGES,
  maxTextCharacters: MAX_TEXT_CHARACTERS,
  timeBudgetMs: PARSE_TIME_BUDGET_MS,
};

/** A point in time after which extraction gives up with a 'timeout' ParseError. */
export interface Deadline {
  /** Throws the timeout error once the budget is spent; call between units of work. */
  check(): void;
  /** Settles like `promise`, or rejects with the timeout error when the budget runs out first. */
  race<T>(promise: Promise<T>): Promise<T>;
}

/** Starts the clock for one extraction. */
export function createDeadline(timeBudgetMs: number): Deadline {
  const endsAt = performance.now() + timeBudgetMs;
  const timeoutError = () =>
    new ParseError(
      'timeout',
      `Reading this document took longer than ${Math.round(timeBudgetMs / 1000)} s and was stopped.`,
    );
  return {
    check() {
      if (performance.now() >= endsAt) throw timeoutError();
    },
    race<T>(promise: Promise<T>): Promise<T> {
      const remaining = endsAt - performance.now();
      if (remaining <= 0) {
        // The abandoned promise may still reject later; that must not become an unhandled one.
        promise.catch(() => undefined);
        return Promise.reject(timeoutError());
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timeoutError()), remaining);
      });
      return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
    },
  };
}

/** Refuses text longer than the limit, before the engine or the database sees it. */
export function checkTextLength(length: number, limits: ParseLimits): void {
  if (length > limits.maxTextCharacters) {
    throw new ParseError(
      'too-large',
      `This document has more than ${limits.maxTextCharacters.toLocaleString('en-US')} characters of text, more than can be analyzed at once.`,
    );
  }
}

/** Refuses a page count over the limit. */
export function checkPageCount(pageCount: number, limits: ParseLimits): void {
  if (pageCount > limits.maxPages) {
    throw new ParseError(
      'too-large',
      `This document has ${pageCount} pages; at most ${limits.maxPages} can be analyzed.`,
    );
  }
}

/**
 * Refuses a document that will have more pages than the limit once read, known from a count
 * its pages cannot fall below.
 */
export function checkMinimumPageCount(minimumPageCount: number, limits: ParseLimits): void {
  if (minimumPageCount > limits.maxPages) {
    throw new ParseError(
      'too-large',
      `This document runs to more than ${limits.maxPages} pages; at most ${limits.maxPages} can be analyzed.`,
    );
  }
}
