import type { Kysely } from 'kysely';
import { AppError } from '../../common/errors/app-error.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import type { AnalysedVersion } from '../../core/compare/index.ts';
import { builtInEngine } from '../engine/engine-thread.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { getStoredDocument } from '../document-records/stored-document.ts';

/** The two versions of a comparison, as stored: the old one first. */
export interface ComparedVersions {
  before: AnalysedVersion;
  after: AnalysedVersion;
}

/**
 * What changed between two of the user's analysed documents, and what it changes for the reader
 * of the first (the old version), worked out on the engine's thread. Costs no credit: it is
 * made from the stored analyses, the new version re-read for the old one's reader when it was
 * read for another.
 */
export async function getComparison(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  beforeId: string,
  afterId: string,
): Promise<Comparison> {
  const { before, after } = await getComparedVersions(db, vault, userId, beforeId, afterId);
  return builtInEngine.compare(userId, before, after);
}

/**
 * Both versions with their analyses: both must be the user's (NOT_FOUND otherwise, as for a
 * missing one) and analysed (VALIDATION_ERROR).
 */
export async function getComparedVersions(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  beforeId: string,
  afterId: string,
): Promise<ComparedVersions> {
  const [before, after] = await Promise.all([
    readAnalysedVersion(db, vault, userId, beforeId),
    readAnalysedVersion(db, vault, userId, afterId),
  ]);
  return { before, after };
}

async function readAnalysedVersion(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<AnalysedVersion> {
  const stored = await getStoredDocument(db, vault, userId, documentId);
  const analysis = await getStoredAnalysis(db, vault, userId, documentId);
  if (!analysis) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Both documents must be analyzed before they can be compared: analyze it first.',
    );
  }
  return { document: stored.document, analysis, reading: { ocrPages: stored.ocrPages } };
}
