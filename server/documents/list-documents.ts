import type { DocumentList } from '../../common/api/documents.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findAnalysisStates } from './analysis-states.ts';
import {
  listDocuments as listDocumentRows,
  type DocumentListPosition,
} from './document-queries.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { presentDocument } from './present-document.ts';

/**
 * The user's documents newest first, `limit` at a time, each with its analysis; `nextCursor` is
 * null on the last page. The cursor is opaque to clients: the last document's creation time and
 * id, so pages stay stable while uploads continue.
 */
export async function listDocuments(
  dependencies: Pick<DocumentDependencies, 'db'>,
  userId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<DocumentList> {
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  // One more than asked tells whether another page exists without a count.
  const rows = await listDocumentRows(dependencies.db, userId, {
    limit: options.limit + 1,
    after,
  });
  const documents = rows.slice(0, options.limit);
  const last = documents.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor({ createdAt: last.created_at, id: last.id })
      : null;
  const stateOf = await findAnalysisStates(
    dependencies.db,
    userId,
    documents.map((document) => document.id),
  );
  return {
    documents: documents.map((document) => presentDocument(document, stateOf(document.id))),
    nextCursor,
  };
}

function encodeCursor(position: DocumentListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

function decodeCursor(cursor: string): DocumentListPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError('VALIDATION_ERROR', 'Invalid request. cursor: not a cursor this API gave out');
}
