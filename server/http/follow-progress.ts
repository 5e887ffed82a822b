import type { ProgressRelay } from '../progress/progress-relay.ts';
import type { EventStream } from './event-stream.ts';

// The store is asked this often too, for reports announced while this instance missed them.
const RECHECK_EVERY_MS = 2000;

/**
 * Sends each progress report of the user's document on the stream as it comes, and closes the
 * stream after the last one: the one way a reading or an analysis is followed. `accepts` leaves
 * out reports of an earlier run the hub may still hold; `recheck` is asked at each look at the
 * store, for what only the database knows, and delivers what it finds.
 */
export function followProgress<Report extends { documentId: string }>(
  stream: EventStream,
  options: {
    progress: ProgressRelay<Report>;
    userId: string;
    documentId: string;
    isLast: (report: Report) => boolean;
    whenUnknown: () => Report;
    accepts?: (report: Report) => boolean;
    recheck?: (deliver: (report: Report) => void) => void;
  },
): void {
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
    options.recheck?.(deliver);
  }, RECHECK_EVERY_MS);
  stream.onClose(() => {
    clearInterval(recheck);
    stopFollowing();
  });
}
