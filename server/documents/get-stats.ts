import type { Kysely } from 'kysely';
import type { Stats } from '../../common/api/stats.ts';
import {
  computeStats,
  TIME_SAVED_BASIS,
  type AnalysisFacts,
  type DocumentFacts,
} from '../../common/stats/compute-stats.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { parseStoredAnalysis } from '../analysis/stored-analysis.ts';
import { listAnalysedDocuments } from './document-stats-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';

/**
 * The dashboard statistics of one user, over their own documents only (SPEC sections 1 and 3),
 * with the constants of the time-saved formula so the dashboard can explain it.
 */
export async function getStats(
  dependencies: { db: Kysely<Database>; vault: DocumentVault },
  userId: string,
): Promise<Stats> {
  const rows = await listAnalysedDocuments(dependencies.db, dependencies.vault, userId);
  const documents: DocumentFacts[] = rows.map((row) => ({
    analysis: readAnalysisFacts(row.analysis_json),
    textLength: row.text_length,
  }));
  return { ...computeStats(documents), timeSavedBasis: { ...TIME_SAVED_BASIS } };
}

/**
 * A stored analysis as the statistics read it. One that cannot be read counts as not analysed
 * rather than failing the whole dashboard.
 */
function readAnalysisFacts(analysisJson: string): AnalysisFacts | null {
  try {
    return parseStoredAnalysis(analysisJson);
  } catch (error) {
    if (error instanceof AppError && error.code === 'DATA_CORRUPTION') return null;
    throw error;
  }
}
