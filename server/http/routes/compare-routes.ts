import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { comparisonFormatSchema } from '../../../common/compare/comparison-file.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { recordRepeatedActivity } from '../../activity/record-repeated-activity.ts';
import { getComparison } from '../../compare/get-comparison.ts';
import { getComparisonFile } from '../../compare/get-comparison-file.ts';
import type { Database } from '../../db/schema.ts';
import type { DocumentVault } from '../../encryption/document-vault.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { createContentDisposition } from '../content-disposition.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

const compareQuerySchema = z.object({
  with: z.string().check(z.minLength(1)),
  format: comparisonFormatSchema,
});

/**
 * `GET /api/documents/:id/compare?with=:otherId[&format=json|docx|pdf]`: what changed from the
 * document (the old version) to the other (the new one), and what it changes for the reader:
 * as JSON, as the new version in Word with every change tracked, or as a PDF of the changes,
 * the files sent as attachments under a safe name. Both must be the user's: another user's id
 * answers 404 exactly like a missing one.
 */
export function registerCompareRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; vault: DocumentVault; now: () => Date },
): void {
  const limitComparisons = createRateLimit({
    db: options.db,
    limit: API_RATE_LIMITS.compare,
    now: options.now,
  });
  app.get('/api/documents/:id/compare', { onRequest: limitComparisons }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const { with: otherId, format } = parseRequest(compareQuerySchema, request.query);
    reply.header('cache-control', 'private, no-store');
    const event = {
      userId: user.id,
      kind: 'compared',
      documentId: id,
      address: request.ip,
    } as const;
    if (format === 'json') {
      const comparison = await getComparison(options.db, options.vault, user.id, id, otherId);
      // The compare dialog asks again on returning to the tab: one entry, not one per return.
      await recordRepeatedActivity(options.db, { ...event, detail: { with: otherId } });
      return reply.send(comparison);
    }
    const file = await getComparisonFile(options.db, options.vault, user.id, {
      beforeId: id,
      afterId: otherId,
      format,
      now: options.now(),
    });
    await recordActivity(options.db, { ...event, detail: { with: otherId, format } });
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', createContentDisposition(file.fileName))
      .send(file.body);
  });
}
