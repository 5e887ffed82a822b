import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { findAnalysis, saveAnalysis } from './analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { builtInEngine } from '../engine/engine-thread.ts';
import { runOneSwitchAtATime } from './one-switch-at-a-time.ts';
import { parseStoredAnalysis } from './stored-analysis.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { getStoredDocument } from '../document-records/stored-document.ts';

/**
 * Re-reads an analysed document for another of its parties ("I am the Franchisee") and keeps
 * the result as the document's analysis. It costs no credit: the credit paid for the document,
 * not for a point of view. The built-in engine runs again on the stored text, in well under a
 * second; an analysis a language model made is re-read by the built-in engine too (decision
 * 011). NOT_FOUND for another user's document; VALIDATION_ERROR for one not analysed yet or a
 * role that is not one of its parties; RATE_LIMIT_EXCEEDED while another of the user's
 * switches is under way.
 */
export async function switchReader(
  db: Kysely<Database>,
  vault: DocumentVault,
  request: { userId: string; documentId: string; role: string },
): Promise<Analysis> {
  const { userId, documentId, role } = request;
  const stored = await getAnalysisToSwitch(db, vault, userId, documentId);
  const previous = parseStoredAnalysis(stored.analysisJson);
  // Checked against the parties the analysis found before anything is loaded or re-read: a
  // role that is not one of them costs a database read, not a pass of the engine over the text.
  ensureIsReader(previous, role);
  return runOneSwitchAtATime(userId, async () => {
    const { document, ocrPages } = await getStoredDocument(db, vault, userId, documentId);
    const analysis = await builtInEngine.analyze(userId, document, {
      reading: { ocrPages, skipped: previous.coverage.skipped },
      readerRole: role,
    });
    await saveAnalysis(db, vault, {
      documentId,
      userId,
      jobId: stored.jobId,
      analysisJson: JSON.stringify(analysis),
    });
    return analysis;
  });
}

async function getAnalysisToSwitch(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
) {
  const stored = await findAnalysis(db, vault, userId, documentId);
  if (stored) return stored;
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  throw new AppError(
    'VALIDATION_ERROR',
    'This document has not been analyzed yet: analyze it first, then choose whose side to read it from.',
  );
}

/**
 * Whether the role is one of the analysis's readers, by role or name and ignoring case, as the
 * engine matches them (findSideByRole); the engine checks again on the text.
 */
function ensureIsReader(analysis: Analysis, role: string): void {
  const wanted = role.trim().toLowerCase();
  const isReader = analysis.readers.some(
    (reader) =>
      reader.role.trim().toLowerCase() === wanted || reader.party.trim().toLowerCase() === wanted,
  );
  if (isReader) return;
  const known = analysis.readers.map((reader) => reader.role).join(', ') || 'none found';
  throw new AppError(
    'VALIDATION_ERROR',
    `"${role}" is not a party of this document (parties: ${known}).`,
  );
}
