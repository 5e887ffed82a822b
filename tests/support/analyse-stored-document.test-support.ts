import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { grantTestCredits } from './grant-credits.test-support.ts';
import type { Database } from '../../server/db/schema.ts';

type TestUser = { id: string; headers: Record<string, string> };

/**
 * Asks for an analysis of a stored document through the real route, granting the credit it
 * costs; returns the job's id without waiting for it.
 */
export async function requestAnalysis(
  app: FastifyInstance,
  db: Kysely<Database>,
  user: TestUser,
  documentId: string,
): Promise<string> {
  await grantTestCredits(db, user.id, 1);
  const analyze = await app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/analyze`,
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
  });
  if (analyze.statusCode !== 202) throw new Error(`Analysis refused: ${analyze.body}`);
  return analyze.json<{ job: { id: string } }>().job.id;
}

/**
 * Analyses a stored document through the real route and worker and waits for the analysis to
 * be saved: what a test of anything made from an analysis needs.
 */
export async function analyseStoredDocument(
  app: FastifyInstance,
  db: Kysely<Database>,
  user: TestUser,
  documentId: string,
): Promise<void> {
  await requestAnalysis(app, db, user, documentId);
  await app.analysisRunner.idle();
}
