import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { Database } from '../db/schema.ts';
import { waitingProgress } from '../processing/processing-progress.ts';
import { getReadingState } from '../processing/reading-state.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { openEventStream } from './event-stream.ts';

// How often the stored report is asked for, beside the announcements.
const RECHECK_EVERY_MS = 2000;

/**
 * Answers with the reading progress of the user's document as server-sent events: the newest
 * report at once, then each new one, ending after the last (`isProcessing: false`). A document
 * already read gets its final report; one removed as unreadable gets its failure while the hub
 * remembers it; anything else, including another user's document, is a 404.
 */
export async function streamProcessingProgress(
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
  const stream = openEventStream(request, reply);
  if (state.isOver) {
    stream.send('progress', state.lastReport);
    stream.close();
    return;
  }
  const stopFollowing = progress.hub.subscribe(
    userId,
    documentId,
    (progress) => {
      stream.send('progress', progress);
      // The last report ends the stream; deferred, since subscribe may call back synchronously.
      if (!progress.isProcessing) queueMicrotask(stream.close);
    },
    () => waitingProgress(documentId),
  );
  // A report announced by another process may be missed: the stored one is asked for too.
  const recheck = setInterval(
    () => void progress.refresh(userId, documentId).catch(() => undefined),
    RECHECK_EVERY_MS,
  );
  stream.onClose(() => {
    clearInterval(recheck);
    stopFollowing();
  });
}
