import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { Database } from '../db/schema.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { findDocument } from '../document-records/document-queries.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { finishedProgress } from './reading-progress.ts';

/** Where the reading of a document stands: over, with its last report, or still under way. */
export type ReadingState = { isOver: true; lastReport: ProcessingProgress } | { isOver: false };

/**
 * Where the reading of the user's document stands. A document already read has its final
 * report; one removed as unreadable has its failure while the relay remembers it; anything
 * else, including another user's document, is NOT_FOUND.
 */
export async function getReadingState(
  db: Kysely<Database>,
  progress: ProgressRelay<ProcessingProgress>,
  userId: string,
  documentId: string,
): Promise<ReadingState> {
  const document = await findDocument(db, userId, documentId);
  if (document?.status === 'ready') {
    return { isOver: true, lastReport: finishedProgress(documentId, document.page_count) };
  }
  if (document) return { isOver: false };
  // A document removed as unreadable leaves the reason in its last report.
  const latest = await progress.latest(userId, documentId);
  if (latest?.status === 'failed') return { isOver: true, lastReport: latest };
  throw createDocumentNotFoundError();
}
