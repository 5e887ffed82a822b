import type { Kysely } from 'kysely';
import { analysisSchema, type Analysis } from '../../common/analysis/analysis-schema.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { parseStoredJson } from '../db/stored-json.ts';
import { findAnalysis } from './analysis-queries.ts';

/**
 * A stored analysis, checked against the schema: the one way stored analyses are read.
 * Analyses stored before a field existed get its default (no reader, no protections); anything
 * else wrong is DATA_CORRUPTION.
 */
export function parseStoredAnalysis(json: string): Analysis {
  return parseStoredJson(analysisSchema, json, 'A stored analysis');
}

/** The latest analysis of one of the user's documents, or null when it has none. */
export async function getStoredAnalysis(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<Analysis | null> {
  const stored = await findAnalysis(db, vault, userId, documentId);
  return stored ? parseStoredAnalysis(stored.analysisJson) : null;
}
