import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { askQuestionSchema } from '../../../common/api/chat.ts';
import type { Answerer } from '../../engine/answerer.ts';
import { askQuestion } from '../../chat/ask-question.ts';
import { clearChatHistory, getChatHistory } from '../../chat/chat-history.ts';
import type { Database } from '../../db/schema.ts';
import type { DocumentVault } from '../../encryption/document-vault.ts';
import { getUserSession } from '../middleware/authenticate.ts';
import { openAnswerStream } from '../chat-answer-stream.ts';
import { API_RATE_LIMITS, createRateLimit } from '../middleware/rate-limit.ts';
import { parseRequest } from '../validate.ts';
import { documentParamsSchema } from './document-params.ts';

/**
 * Ask-AI, a chat per document kept on the server: GET /api/documents/:id/chat gives the
 * conversation and suggested questions; POST asks a question ({ question }) and streams the
 * answer as server-sent events; DELETE clears the conversation. Another user's document is a 404.
 */
export function registerChatRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; vault: DocumentVault; answer: Answerer },
): void {
  app.get('/api/documents/:id/chat', async (request) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    return getChatHistory(options.db, options.vault, user.id, id);
  });

  const limitQuestions = createRateLimit({ db: options.db, limit: API_RATE_LIMITS.chat });
  app.post('/api/documents/:id/chat', { onRequest: limitQuestions }, async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    const { question } = parseRequest(askQuestionSchema, request.body);
    // Refusals (404, 409, 402) are plain JSON answers: the stream opens only after them.
    await askQuestion(
      {
        ...options,
        logError: (error) => request.log.error({ err: error }, 'Answering a question failed'),
      },
      { userId: user.id, documentId: id, question, address: request.ip },
      () => openAnswerStream(request, reply),
    );
  });

  app.delete('/api/documents/:id/chat', async (request, reply) => {
    const user = getUserSession(request);
    const { id } = parseRequest(documentParamsSchema, request.params);
    await clearChatHistory(options.db, user.id, id);
    return reply.status(204).send();
  });
}
