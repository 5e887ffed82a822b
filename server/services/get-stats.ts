import type { Kysely } from 'kysely';
import type { Stats } from '../../common/api/stats.ts';
import {
  computeStats,
  TIME_SAVED_BASIS,
  type AnalysisFacts,
  type DocumentFacts,
} from '../../common/stats/compute-stats.ts';
import { listAnalysedDocuments } from '../db/queries/document-stats.ts';
import type { Database } from '../db/schema.ts';

/**
 * The dashboard statistics of one user, over their own documents only (SPEC sections 1 and 3),
 * with the constants of the time-saved formula so the dashboard can explain it.
 */
export async function getStats(
  dependencies: { db: Kysely<Database> },
  userId: string,
): Promise<Stats> {
  const rows = await listAnalysedDocuments(dependencies.db, userId);
  const documents: DocumentFacts[] = rows.map((row) => ({
    analysis: readAnalysisFacts(row.analysis_json),
    textLength: row.text_length,
  }));
  return { ...computeStats(documents), timeSavedBasis: { ...TIME_SAVED_BASIS } };
}

/**
 * The few fields the statistics read from a stored analysis. Stored analyses were validated when
 * they were made; a row that is not one anyway counts as not analysed rather than failing the
 * whole dashboard.
 */
function readAnalysisFacts(analysisJson: string): AnalysisFacts | null {
  let value: unknown;
  try {
    value = JSON.parse(analysisJson);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { documentType, redFlags, obligations, overallConfidence } = value as Record<
    string,
    unknown
  >;
  const type = (documentType as { type?: unknown } | undefined)?.type;
  if (typeof type !== 'string' || typeof overallConfidence !== 'number') return null;
  return {
    documentType: { type },
    redFlags: Array.isArray(redFlags) ? redFlags : [],
    obligations: Array.isArray(obligations) ? obligations : [],
    overallConfidence,
  };
}
