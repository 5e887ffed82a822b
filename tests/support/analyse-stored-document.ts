import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { grantTestCredits } from './grant-credits.ts';
import type { Database } from '../../server/db/schema.ts';

/**
 * Analyses a stored document through the real route and worker, granting the credit it costs,
 * and waits for the analysis to be saved: what a test of anything made from an analysis needs.
 */
export async function analyseStoredDocument(
  app: FastifyInstance,
  db: Kysely<Database>,
  user: { id: string; headers: Record<string, string> },
  documentId: string,
): Promise<void> {
  await grantTestCredits(db, user.id, 1);
  const analyze = await app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/analyze`,
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
  });
  if (analyze.statusCode !== 202) throw new Error(`Analysis refused: ${analyze.body}`);
  await app.analysisWorker.idle();
}
