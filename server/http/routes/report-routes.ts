import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { reportFormatSchema, reportIncludeSchema } from '../../../common/reports/report-include.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import type { Database } from '../../db/schema.ts';
import type { DocumentVault } from '../../encryption/document-vault.ts';
import { getReport } from '../../reports/get-report.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { createContentDisposition } from '../content-disposition.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

const reportQuerySchema = z.object({
  format: reportFormatSchema,
  include: reportIncludeSchema,
});

/**
 * `GET /api/documents/:id/report?format=pdf|docx|docx-comments|md|csv|ics&include=...`: the
 * signed-in user's analysed document as a file to keep, sent as an attachment under a safe
 * name. Another user's id answers 404 exactly like a missing one.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; vault: DocumentVault; now: () => Date },
): void {
  const limitReports = createRateLimit({
    db: options.db,
    limit: API_RATE_LIMITS.report,
    now: options.now,
  });
  app.get('/api/documents/:id/report', { onRequest: limitReports }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const { format, include } = parseRequest(reportQuerySchema, request.query);
    const report = await getReport(options, user.id, id, {
      format,
      include,
      now: options.now(),
    });
    await recordActivity(options.db, {
      userId: user.id,
      kind: 'report_made',
      documentId: id,
      address: request.ip,
      detail: { format },
    });
    return reply
      .header('content-type', report.contentType)
      .header('content-disposition', createContentDisposition(report.fileName))
      .header('cache-control', 'private, no-store')
      .send(report.body);
  });
}
