import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { findDocument } from '../db/queries/documents.ts';
import type { Database } from '../db/schema.ts';
import { finishedProgress, waitingProgress } from '../processing/processing-progress.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';

// How often the stored report is asked for, beside the announcements.
const RECHECK_EVERY_MS = 2000;
import { createDocumentNotFoundError } from '../services/document-dependencies.ts';
import { openEventStream } from './event-stream.ts';

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
  const document = await findDocument(db, userId, documentId);
  // A document removed as unreadable leaves the reason in its last report.
  const latest = document ? undefined : await progress.latest(userId, documentId);
  const remembered = latest?.status === 'failed' ? latest : undefined;
  if (!document && !remembered) throw createDocumentNotFoundError();

  const stream = openEventStream(request, reply);
  if (document?.status === 'ready' || !document) {
    stream.send(
      'progress',
      document ? finishedProgress(documentId, document.page_count) : remembered,
    );
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
