import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatDoneEvent } from '../../common/api/chat.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { answerPreparedQuestion, type PreparedQuestion } from '../chat/ask-question.ts';
import type { Answerer } from '../chat/answerer.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { openEventStream } from './event-stream.ts';

/**
 * Answers a prepared question as server-sent events: `delta` events with the answer's text as
 * it is written, then `done` with the saved question and answer and the allowance after it, or
 * `error` ({ code, error }) when nothing was saved or counted. A browser that goes away aborts
 * the answer, and then nothing is saved or counted either.
 */
export async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  context: {
    db: Kysely<Database>;
    vault: DocumentVault;
    answer: Answerer;
    prepared: PreparedQuestion;
  },
): Promise<void> {
  const stream = openEventStream(request, reply);
  const controller = new AbortController();
  stream.onClose(() => controller.abort());
  try {
    const done: ChatDoneEvent = await answerPreparedQuestion(
      context.db,
      context.vault,
      context.answer,
      context.prepared,
      (text) => stream.send('delta', { text }),
      controller.signal,
    );
    stream.send('done', done);
  } catch (error) {
    // Gone: nobody to tell, and the transaction rolled back or never started.
    if (controller.signal.aborted) return;
    if (error instanceof AppError) {
      stream.send('error', { code: error.code, error: error.message });
    } else {
      request.log.error({ err: error }, 'Answering a question failed');
      stream.send('error', {
        code: 'INTERNAL_ERROR',
        error: 'We could not answer this question. It was not counted; please try again.',
      });
    }
  } finally {
    stream.close();
  }
}
