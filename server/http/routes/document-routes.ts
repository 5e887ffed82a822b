import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { listDocumentsQuerySchema } from '../../../common/api/documents.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import { recordRepeatedActivity } from '../../activity/record-repeated-activity.ts';
import type { ProgressRelay } from '../../progress/progress-relay.ts';
import type { ProcessingProgress } from '../../../common/api/documents.ts';
import type { DocumentDependencies } from '../../documents/document-dependencies.ts';
import { deleteDocument } from '../../documents/delete-document.ts';
import { getDocument } from '../../documents/get-document.ts';
import { getDocumentFile } from '../../documents/get-document-file.ts';
import { getDocumentPages } from '../../documents/get-document-pages.ts';
import { listDocuments } from '../../documents/list-documents.ts';
import { uploadDocument } from '../../documents/upload-document.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { streamReadingProgress } from '../reading-progress-stream.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { readUpload } from '../read-upload.ts';
import { sendFile } from '../send-file.ts';
import { createUploadsInFlightLimit } from '../middleware/uploads-in-flight.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

// `?download=1`: the person saves the original ("Download original"), which goes on record;
// without it the file is read for showing (the viewer's byte ranges, this browser's cache).
const fileQuerySchema = z.object({ download: z.optional(z.enum(['1', 'true'])) });

/**
 * The signed-in user's documents: upload (multipart, field `file`), list newest first with
 * `?limit=&cursor=`, read one, its original file, its pages, the progress of its reading as
 * server-sent events, and delete. Another user's id answers 404 exactly like a missing one.
 */
export async function registerDocumentRoutes(
  app: FastifyInstance,
  options: Omit<DocumentDependencies, 'warn'> & {
    readingProgress: ProgressRelay<ProcessingProgress>;
    maxUploadBytes: number;
  },
): Promise<void> {
  const dependenciesOf = (request: FastifyRequest): DocumentDependencies => ({
    db: options.db,
    blobStore: options.blobStore,
    vault: options.vault,
    inspector: options.inspector,
    readings: options.readings,
    warn: (details, message) => request.log.warn(details, message),
  });

  // Multipart parsing exists only inside this scope, so no other route accepts uploads.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: options.maxUploadBytes, files: 1, fields: 5, parts: 6 },
    });
    const limitUploads = createRateLimit({ db: options.db, limit: API_RATE_LIMITS.upload });
    const whileUploading = createUploadsInFlightLimit();
    scope.post('/api/documents', { onRequest: limitUploads }, async (request, reply) => {
      const user = getUserSession(request);
      const result = await whileUploading(user.id, async () => {
        const file = await readUpload(request, options.maxUploadBytes);
        return uploadDocument(dependenciesOf(request), user.id, file);
      });
      // A duplicate stored nothing new: the person is shown the document they already have.
      if (!result.isDuplicate)
        await recordActivity(options.db, {
          userId: user.id,
          kind: 'uploaded',
          documentId: result.document.id,
          address: request.ip,
        });
      return reply
        .status(result.isDuplicate ? 200 : 201)
        .send({ ...result.document, duplicate: result.isDuplicate });
    });
  });

  app.get('/api/documents', async (request) => {
    const user = getUserSession(request);
    const query = parseRequest(listDocumentsQuerySchema, request.query);
    return listDocuments(dependenciesOf(request), user.id, query);
  });

  app.get('/api/documents/:id', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const document = await getDocument(dependenciesOf(request), user.id, id);
    await recordRepeatedActivity(options.db, {
      userId: user.id,
      kind: 'viewed',
      documentId: id,
      address: request.ip,
    });
    return document;
  });

  app.get('/api/documents/:id/file', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const { download } = parseRequest(fileQuerySchema, request.query);
    const file = await getDocumentFile(dependenciesOf(request), user.id, id);
    if (download)
      await recordActivity(options.db, {
        userId: user.id,
        kind: 'downloaded',
        documentId: id,
        address: request.ip,
      });
    return sendFile(request, reply.header('cache-control', 'private, no-store'), file);
  });

  app.get('/api/documents/:id/pages', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    return getDocumentPages(dependenciesOf(request), user.id, id);
  });

  app.get('/api/documents/:id/progress', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    await streamReadingProgress(request, reply, {
      db: options.db,
      progress: options.readingProgress,
      userId: user.id,
      documentId: id,
    });
  });

  app.delete('/api/documents/:id', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    await deleteDocument(dependenciesOf(request), user.id, id);
    await recordActivity(options.db, {
      userId: user.id,
      kind: 'deleted',
      documentId: id,
      address: request.ip,
    });
    return reply.status(204).send();
  });
}
