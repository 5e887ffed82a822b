import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { findDocument } from '../db/queries/documents.ts';
import type { Database } from '../db/schema.ts';
import { finishedProgress } from '../processing/document-processor.ts';
import type { ProgressHub } from '../processing/progress-hub.ts';
import { createDocumentNotFoundError } from '../services/document-dependencies.ts';

// A comment line this often keeps proxies from closing a quiet stream during a long OCR page.
const KEEP_ALIVE_MS = 15_000;

/**
 * Answers with the reading progress of the user's document as server-sent events: the newest
 * report at once, then each new one, ending after the last (`isProcessing: false`). A document
 * already read gets its final report; one removed as unreadable gets its failure while the hub
 * remembers it; anything else, including another user's document, is a 404.
 */
export async function streamProcessingProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  context: { db: Kysely<Database>; hub: ProgressHub; userId: string; documentId: string },
): Promise<void> {
  const { db, hub, userId, documentId } = context;
  const document = await findDocument(db, userId, documentId);
  const remembered = hub.latest(userId, documentId);
  if (!document && !remembered) throw createDocumentNotFoundError();

  // From here on the response is written by hand; headers set by hooks (CORS) are kept.
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const send = (progress: ProcessingProgress) =>
    response.write(`event: progress\ndata: ${JSON.stringify(progress)}\n\n`);

  if (document?.status === 'ready' || !document) {
    send(
      document
        ? finishedProgress(documentId, document.page_count)
        : (remembered as ProcessingProgress),
    );
    response.end();
    return;
  }

  let stopFollowing: () => void = () => undefined;
  const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    clearInterval(keepAlive);
    stopFollowing();
    if (!response.writableEnded) response.end();
  };
  request.raw.on('close', close);
  stopFollowing = hub.subscribe(userId, documentId, (progress) => {
    send(progress);
    // The last report ends the stream; deferred, since subscribe may call back synchronously.
    if (!progress.isProcessing) queueMicrotask(close);
  });
}
