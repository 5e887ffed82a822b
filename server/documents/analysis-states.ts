import type { Kysely } from 'kysely';
import {
  findAnalyses,
  findAnalysisRefusals,
  findDocumentsBeingAnalysed,
} from '../analysis/analysis-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { DocumentAnalysisState } from './present-document.ts';

/** The analysis state of each of these documents of the user's, read in one go for all. */
export async function findAnalysisStates(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentIds: readonly string[],
): Promise<(documentId: string) => DocumentAnalysisState> {
  const [analyses, beingAnalysed, refusals] = await Promise.all([
    findAnalyses(db, vault, userId, documentIds),
    findDocumentsBeingAnalysed(db, userId, documentIds),
    findAnalysisRefusals(db, userId, documentIds),
  ]);
  return (documentId) => ({
    analysisJson: analyses.get(documentId),
    isAnalysing: beingAnalysed.has(documentId),
    refusalCode: refusals.get(documentId),
  });
}
