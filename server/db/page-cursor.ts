import { AppError } from '../../common/errors/app-error.ts';

/** Where a page of a newest-first list starts: after the row with this time and id. */
export interface PagePosition {
  createdAt: string;
  id: string;
}

/** The cursor of the next page: opaque to clients, the last row's time and id. */
export function encodePageCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/**
 * Reads a cursor this API gave out; anything else is a VALIDATION_ERROR naming `parameter`,
 * the query parameter it came in.
 */
export function decodePageCursor(cursor: string, parameter: string): PagePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    )
      return { createdAt: value[0], id: value[1] };
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError(
    'VALIDATION_ERROR',
    `Invalid request. ${parameter}: not a cursor this API gave out`,
  );
}
