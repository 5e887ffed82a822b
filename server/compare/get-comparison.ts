import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { compareAnalysed, type Comparison } from '../../core/compare/index.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import type { Database } from '../db/schema.ts';
import { getStoredDocument, type StoredDocument } from '../documents/stored-document.ts';

/**
 * What changed between two of the user's analysed documents, and what it changes for the reader
 * of the first (the old version): both must be theirs (NOT_FOUND otherwise, as for a missing
 * one) and analysed (VALIDATION_ERROR). Costs no credit: it is made from the stored analyses,
 * the new version re-read for the old one's reader when it was read for another.
 */
export async function getComparison(
  db: Kysely<Database>,
  userId: string,
  beforeId: string,
  afterId: string,
): Promise<Comparison> {
  const [before, after] = await Promise.all([
    readAnalysedVersion(db, userId, beforeId),
    readAnalysedVersion(db, userId, afterId),
  ]);
  const role = before.analysis.perspective?.role;
  const afterAnalysis =
    role && after.analysis.perspective?.role !== role
      ? readFor(after.stored, role, after.analysis)
      : after.analysis;
  return compareAnalysed(
    { document: before.stored.document, analysis: before.analysis },
    { document: after.stored.document, analysis: afterAnalysis },
  );
}

async function readAnalysedVersion(db: Kysely<Database>, userId: string, documentId: string) {
  const stored = await getStoredDocument(db, userId, documentId);
  const analysis = await getStoredAnalysis(db, userId, documentId);
  if (!analysis) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Both documents must be analyzed before they can be compared: analyze it first.',
    );
  }
  return { stored, analysis };
}

/** The new version read for the old one's reader; its own reading when it has no such party. */
function readFor(stored: StoredDocument, role: string, own: Analysis): Analysis {
  try {
    return analyzeDocument(stored.document, {
      readerRole: role,
      reading: { ocrPages: stored.ocrPages },
    });
  } catch {
    return own;
  }
}
