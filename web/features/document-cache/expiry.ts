import type { CachedDocumentRecord } from './cached-document.ts';

/** Expired at its 24th hour exactly: expiresAt is set by storing, never by reading. */
export function isExpired(record: Pick<CachedDocumentRecord, 'expiresAt'>, time: number): boolean {
  return record.expiresAt <= time;
}
