import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  activityQuerySchema,
  adminActivityQuerySchema,
  buildActivityCsvFileName,
} from '../../../common/api/activity.ts';
import { getSafeBaseName } from '../../../common/files/file-names.ts';
import { buildActivityCsv, buildAdminActivityCsv } from '../../activity/activity-csv.ts';
import {
  createNotAdminError,
  listAccountActivity,
  listAllActivity,
  listDocumentActivity,
  readAccountActivity,
  readAllActivity,
  readDocumentActivity,
} from '../../activity/list-activity.ts';
import type { Database } from '../../db/schema.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { createContentDisposition } from '../content-disposition.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

/**
 * The activity log (issue 35), read-only: nothing here or anywhere in the product edits or
 * deletes an entry. GET /api/documents/:id/activity (the owner's; another user's id answers
 * 404 like every document route), GET /api/account/activity (the whole account) and GET
 * /api/admin/activity?user= (everyone's, or one account's by id or email; the admin role
 * only). Newest first, paged by `?limit=&before=`; `?format=csv` is the whole log as a file.
 */
export function registerActivityRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
): void {
  const { db, now } = options;
  const limitReads = createRateLimit({ db, limit: API_RATE_LIMITS.activity, now });

  app.get('/api/documents/:id/activity', { onRequest: limitReads }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const query = parseRequest(activityQuerySchema, request.query);
    if (query.format === 'json') return listDocumentActivity(db, user.id, id, query);
    const { documentName, entries } = await readDocumentActivity(db, user.id, id, query.before);
    const baseName = getSafeBaseName(documentName) || 'document';
    return sendCsv(reply, buildActivityCsvFileName(now(), baseName), buildActivityCsv(entries));
  });

  app.get('/api/account/activity', { onRequest: limitReads }, async (request, reply) => {
    const user = getUserSession(request);
    const query = parseRequest(activityQuerySchema, request.query);
    if (query.format === 'json') return listAccountActivity(db, user.id, query);
    const entries = await readAccountActivity(db, user.id, query.before);
    return sendCsv(reply, buildActivityCsvFileName(now()), buildActivityCsv(entries));
  });

  app.get('/api/admin/activity', { onRequest: limitReads }, async (request, reply) => {
    const user = getUserSession(request);
    if (user.role !== 'admin') throw createNotAdminError();
    const query = parseRequest(adminActivityQuerySchema, request.query);
    if (query.format === 'json') return listAllActivity(db, query);
    const entries = await readAllActivity(db, query);
    return sendCsv(reply, buildActivityCsvFileName(now()), buildAdminActivityCsv(entries));
  });
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', createContentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(csv);
}
