import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import {
  IDEMPOTENCY_KEY_HEADER,
  switchReaderRequestSchema,
} from '../../../common/api/analysis-jobs.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { presentJob } from '../../analysis/analysis-progress.ts';
import { ANALYSIS_SIGNAL } from '../../analysis/analysis-runner.ts';
import type { Signals } from '../../db/signals.ts';
import type { ProgressRelay } from '../../progress/progress-relay.ts';
import type { AnalysisProgress } from '../../../common/api/analysis-jobs.ts';
import { requestAnalysis } from '../../analysis/request-analysis.ts';
import { switchReader } from '../../analysis/switch-reader.ts';
import { getLatestAnalysisJob } from '../../analysis/analysis-job-status.ts';
import type { Database } from '../../db/schema.ts';
import type { DocumentVault } from '../../encryption/document-vault.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { streamAnalysisProgress } from '../analysis-progress-stream.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

const headersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().check(z.minLength(8), z.maxLength(200)),
});

/**
 * Analysing a document: POST /api/documents/:id/analyze (with an Idempotency-Key header) spends
 * a credit and answers 202 with the job; GET /api/documents/:id/analysis-job tells where it is,
 * and .../analysis-job/events follows it step by step as server-sent events. POST
 * /api/documents/:id/perspective re-reads an analysed document for another party, for free.
 */
export function registerAnalysisRoutes(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    vault: DocumentVault;
    signals: Signals;
    progress: ProgressRelay<AnalysisProgress>;
  },
): void {
  const limitAnalyses = createRateLimit({ db: options.db, limit: API_RATE_LIMITS.analyze });
  app.post('/api/documents/:id/analyze', { onRequest: limitAnalyses }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const headers = parseRequest(headersSchema, request.headers);
    const { job } = await requestAnalysis(options.db, {
      userId: user.id,
      documentId: id,
      idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER],
    });
    // Whichever worker is idle takes it; one that misses this finds it at its next look.
    await options.signals.send('jobs', ANALYSIS_SIGNAL).catch(() => undefined);
    return reply.status(202).send({ job: presentJob(job) });
  });

  const limitSwitches = createRateLimit({ db: options.db, limit: API_RATE_LIMITS.perspective });
  app.post('/api/documents/:id/perspective', { onRequest: limitSwitches }, async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const { role } = parseRequest(switchReaderRequestSchema, request.body);
    const analysis = await switchReader(options.db, options.vault, {
      userId: user.id,
      documentId: id,
      role,
    });
    await recordActivity(options.db, {
      userId: user.id,
      kind: 'reader_switched',
      documentId: id,
      address: request.ip,
      detail: { reader: analysis.perspective?.role ?? role },
    });
    return { analysis };
  });

  app.get('/api/documents/:id/analysis-job', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    return { job: await getLatestAnalysisJob(options.db, user.id, id) };
  });

  app.get('/api/documents/:id/analysis-job/events', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    await streamAnalysisProgress(request, reply, {
      db: options.db,
      progress: options.progress,
      userId: user.id,
      documentId: id,
    });
  });
}
