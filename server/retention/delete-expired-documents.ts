import { AppError } from '../../common/errors/app-error.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { deleteDocument } from '../documents/delete-document.ts';
import type { DocumentDependencies } from '../documents/document-dependencies.ts';
import { findExpiredDocuments } from './auto-delete-queries.ts';

// Documents looked up at once; each is then deleted in its own transaction.
const BATCH_SIZE = 100;

/** What one run of the automatic deletion needs. */
export interface ExpiredDocumentDeletion {
  dependencies: DocumentDependencies;
  now: Date;
  log: { info: (details: Record<string, unknown>, message: string) => void };
  /** Asked between documents: true stops early (the server is closing); the rest wait. */
  isStopping?: () => boolean;
}

/**
 * Deletes every document older than its owner's "Delete my documents automatically" period,
 * each exactly as its owner's own delete does (its file, text, analyses, chat, share links;
 * an unfinished analysis refunded). Each document is its own transaction, so a run that dies
 * halfway has deleted only documents that were due and leaves the rest to the next run. With
 * several servers on one database two runs may pick the same document: one deletes it, the
 * other finds it gone (NOT_FOUND) and moves on. Returns how many this run deleted.
 */
export async function deleteExpiredDocuments(options: ExpiredDocumentDeletion): Promise<number> {
  const { dependencies, now } = options;
  const isStopping = options.isStopping ?? (() => false);
  const tried = new Set<string>();
  let deleted = 0;
  for (;;) {
    const batch = (await findExpiredDocuments(dependencies.db, now, BATCH_SIZE)).filter(
      (document) => !tried.has(document.id),
    );
    // Empty, or only documents whose delete failed this run: they are tried at the next one.
    if (batch.length === 0) break;
    for (const document of batch) {
      if (isStopping()) return report(options, deleted);
      tried.add(document.id);
      try {
        await deleteDocument(dependencies, document.user_id, document.id);
        deleted += 1;
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') continue;
        dependencies.warn(
          { err: error, documentId: document.id },
          'Could not delete a document past its automatic deletion date; the next sweep tries again',
        );
        continue;
      }
      // In the owner's log as their own delete is; a failure to record is said, not retried.
      await recordActivity(dependencies.db, {
        userId: document.user_id,
        kind: 'deleted',
        documentId: document.id,
        detail: { by: 'automatic deletion' },
      }).catch((error: unknown) =>
        dependencies.warn(
          { err: error, documentId: document.id },
          'Deleted a document past its automatic deletion date but could not record it in the activity log',
        ),
      );
    }
  }
  return report(options, deleted);
}

function report(options: ExpiredDocumentDeletion, deleted: number): number {
  if (deleted > 0) {
    options.log.info(
      { deletedDocuments: deleted },
      `Deleted ${deleted} documents past their owners' automatic deletion period`,
    );
  }
  return deleted;
}
