import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { Database } from '../db/schema.ts';
import { waitingProgress } from '../reading/reading-progress.ts';
import { getReadingState } from '../reading/reading-state.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { streamProgress } from './stream-progress.ts';

/**
 * Answers with the reading progress of the user's document as server-sent events: the newest
 * report at once, then each new one, ending after the last (`isProcessing: false`). A document
 * already read gets its final report; one removed as unreadable gets its failure while the hub
 * remembers it; anything else, including another user's document, is a 404.
 */
export async function streamReadingProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  context: {
    db: Kysely<Database>;
    progress: ProgressRelay<ProcessingProgress>;
    userId: string;
    documentId: string;
  },
): Promise<void> {
  const { db, progress, userId, documentId } = context;
  const state = await getReadingState(db, progress, userId, documentId);
  streamProgress(request, reply, {
    ...(state.isOver && { initial: state.lastReport }),
    progress,
    userId,
    documentId,
    isLast: (report) => !report.isProcessing,
    whenUnknown: () => waitingProgress(documentId),
  });
}
