import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findAnalysis, saveAnalysis } from './analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import { builtInEngine } from './engine-thread.ts';
import { parseStoredAnalysis } from './stored-analysis.ts';
import { getStoredDocument } from '../documents/stored-document.ts';

/**
 * Re-reads an analysed document for another of its parties ("I am the Franchisee") and keeps
 * the result as the document's analysis. It costs no credit: the credit paid for the document,
 * not for a point of view. The built-in engine runs again on the stored text, in well under a
 * second; an analysis a language model made is re-read by the built-in engine too (decision
 * 011). NOT_FOUND for another user's document; VALIDATION_ERROR for one not analysed yet or a
 * role that is not one of its parties.
 */
export async function switchReader(
  db: Kysely<Database>,
  request: { userId: string; documentId: string; role: string },
): Promise<Analysis> {
  const { document, ocrPages } = await getStoredDocument(db, request.userId, request.documentId);
  const stored = await findAnalysis(db, request.userId, request.documentId);
  if (!stored)
    throw new AppError(
      'VALIDATION_ERROR',
      'This document has not been analysed yet: analyse it first, then choose whose side to read it from.',
    );
  const previous = parseStoredAnalysis(stored.analysisJson);
  const analysis = await builtInEngine.analyze(document, {
    reading: { ocrPages, skipped: previous.coverage.skipped },
    readerRole: request.role,
  });
  await saveAnalysis(db, {
    documentId: request.documentId,
    userId: request.userId,
    jobId: stored.jobId,
    analysisJson: JSON.stringify(analysis),
  });
  return analysis;
}
