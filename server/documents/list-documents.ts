import type { DocumentList } from '../../common/api/documents.ts';
import { findAnalysisStates } from './analysis-states.ts';
import { listDocuments as listDocumentRows } from '../document-records/document-queries.ts';
import type { DocumentDependencies } from './document-dependencies.ts';
import { presentDocument } from './present-document.ts';
import { decodePageCursor, encodePageCursor } from '../db/page-cursor.ts';

/**
 * The user's documents newest first, `limit` at a time, each with its analysis; `nextCursor` is
 * null on the last page. The cursor is opaque to clients: the last document's creation time and
 * id, so pages stay stable while uploads continue.
 */
export async function listDocuments(
  dependencies: Pick<DocumentDependencies, 'db' | 'vault'>,
  userId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<DocumentList> {
  const after =
    options.cursor === undefined ? undefined : decodePageCursor(options.cursor, 'cursor');
  // One more than asked tells whether another page exists without a count.
  const rows = await listDocumentRows(dependencies.db, userId, {
    limit: options.limit + 1,
    after,
  });
  const documents = rows.slice(0, options.limit);
  const last = documents.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodePageCursor({ createdAt: last.created_at, id: last.id })
      : null;
  const stateOf = await findAnalysisStates(
    dependencies.db,
    dependencies.vault,
    userId,
    documents.map((document) => document.id),
  );
  return {
    documents: documents.map((document) => presentDocument(document, stateOf(document.id))),
    nextCursor,
  };
}
