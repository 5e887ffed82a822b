import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { listDocumentsQuerySchema } from '../../common/api/documents.ts';
import {
  findAnalyses,
  findAnalysisRefusals,
  findDocumentsBeingAnalysed,
} from '../db/queries/analysis-jobs.ts';
import type { Database } from '../db/schema.ts';
import type { ProgressRelay } from '../progress/progress-relay.ts';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { DocumentDependencies } from '../services/document-dependencies.ts';
import { deleteDocument } from '../services/delete-document.ts';
import { getDocument } from '../services/get-document.ts';
import { getDocumentFile } from '../services/get-document-file.ts';
import { getDocumentPages } from '../services/get-document-pages.ts';
import { listDocuments } from '../services/list-documents.ts';
import { uploadDocument } from '../services/upload-document.ts';
import { getUserSession } from './authenticate.ts';
import {
  createContentDisposition,
  presentDocument,
  type DocumentAnalysisState,
} from './present-document.ts';
import { streamProcessingProgress } from './processing-progress-stream.ts';
import { API_RATE_LIMITS, createRateLimit } from './rate-limit.ts';
import { readUpload } from './read-upload.ts';
import { createUploadsInFlightLimit } from './uploads-in-flight.ts';
import { parseRequest } from './validate.ts';

const documentParamsSchema = z.object({ id: z.string().check(z.minLength(1)) });

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
      return reply
        .status(result.isDuplicate ? 200 : 201)
        .send({ ...presentDocument(result.document), duplicate: result.isDuplicate });
    });
  });

  app.get('/api/documents', async (request) => {
    const user = getUserSession(request);
    const query = parseRequest(listDocumentsQuerySchema, request.query);
    const page = await listDocuments(dependenciesOf(request), user.id, query);
    const stateOf = await findAnalysisStates(
      options.db,
      user.id,
      page.documents.map((document) => document.id),
    );
    return {
      documents: page.documents.map((document) => presentDocument(document, stateOf(document.id))),
      nextCursor: page.nextCursor,
    };
  });

  app.get('/api/documents/:id', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const document = await getDocument(dependenciesOf(request), user.id, id);
    const stateOf = await findAnalysisStates(options.db, user.id, [id]);
    return presentDocument(document, stateOf(id));
  });

  app.get('/api/documents/:id/file', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const file = await getDocumentFile(dependenciesOf(request), user.id, id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', createContentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  app.get('/api/documents/:id/pages', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    return getDocumentPages(dependenciesOf(request), user.id, id);
  });

  app.get('/api/documents/:id/progress', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    await streamProcessingProgress(request, reply, {
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
    return reply.status(204).send();
  });
}

/** The analysis state of each of these documents of the user's, read in one go for all. */
async function findAnalysisStates(
  db: Kysely<Database>,
  userId: string,
  documentIds: readonly string[],
): Promise<(documentId: string) => DocumentAnalysisState> {
  const [analyses, beingAnalysed, refusals] = await Promise.all([
    findAnalyses(db, userId, documentIds),
    findDocumentsBeingAnalysed(db, userId, documentIds),
    findAnalysisRefusals(db, userId, documentIds),
  ]);
  return (documentId) => ({
    analysisJson: analyses.get(documentId),
    isAnalysing: beingAnalysed.has(documentId),
    refusalCode: refusals.get(documentId),
  });
}
