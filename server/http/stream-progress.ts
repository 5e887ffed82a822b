import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import { openEventStream } from './event-stream.ts';

// The store is asked this often too, for reports announced while this instance missed them.
const RECHECK_EVERY_MS = 2000;

/**
 * Answers with the progress of the user's document as server-sent events, the one way a reading
 * or an analysis is followed: the `initial` report, when there is one, at once (a last one ends
 * the stream there), then each report as it comes, closing after the last one. `accepts` leaves
 * out reports of an earlier run the hub may still hold; `recheck` is asked at each look at the
 * store, for what only the database knows, and delivers what it finds.
 */
export function streamProgress<Report extends { documentId: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    initial?: Report;
    progress: ProgressRelay<Report>;
    userId: string;
    documentId: string;
    isLast: (report: Report) => boolean;
    whenUnknown: () => Report;
    accepts?: (report: Report) => boolean;
    recheck?: (deliver: (report: Report) => void, close: () => void) => void;
  },
): void {
  const stream = openEventStream(request, reply);
  if (options.initial) {
    stream.send('progress', options.initial);
    if (options.isLast(options.initial)) return stream.close();
  }
  const { progress, userId, documentId } = options;
  const deliver = (report: Report) => {
    stream.send('progress', report);
    // The last report ends the stream; deferred, since subscribe may call back synchronously.
    if (options.isLast(report)) queueMicrotask(stream.close);
  };
  const stopFollowing = progress.hub.subscribe(
    userId,
    documentId,
    (report) => {
      if (options.accepts?.(report) ?? true) deliver(report);
    },
    options.whenUnknown,
  );
  const recheck = setInterval(() => {
    void progress.refresh(userId, documentId).catch(() => undefined);
    options.recheck?.(deliver, stream.close);
  }, RECHECK_EVERY_MS);
  stream.onClose(() => {
    clearInterval(recheck);
    stopFollowing();
  });
}
