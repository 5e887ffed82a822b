import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerStream } from '../chat/ask-question.ts';
import { openEventStream } from './event-stream.ts';

/**
 * An answer's stream as server-sent events. The browser going away aborts its signal, so the
 * answer stops and nothing is saved or counted.
 */
export function openAnswerStream(request: FastifyRequest, reply: FastifyReply): AnswerStream {
  const stream = openEventStream(request, reply);
  const controller = new AbortController();
  stream.onClose(() => controller.abort());
  return { signal: controller.signal, send: stream.send, close: stream.close };
}
