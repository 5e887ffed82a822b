import type { ByteSpan } from '../storage/blob-store.ts';

/** What to send for a request's Range header (RFC 9110 section 14) against a file's size. */
export type RangeChoice =
  { kind: 'whole' } | { kind: 'part'; span: ByteSpan } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One range of bytes (`a-b`, `a-` or the last `-n`) is served as a part. Anything else is
 * served whole, as the RFC allows: no header, a unit other than bytes, a malformed range, and
 * several ranges (only pdf.js asks for parts, one range at a time, so multipart answers would be
 * code for nobody). A well-formed range that starts past the end cannot be satisfied.
 */
export function chooseRange(header: string | undefined, size: number): RangeChoice {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  const first = match?.[1] ?? '';
  const last = match?.[2] ?? '';
  if (!match || (first === '' && last === '')) return { kind: 'whole' };
  if (first === '') {
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', span: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', span: { start, end: Math.min(end, size - 1) } };
}
