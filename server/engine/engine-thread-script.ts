import { parentPort } from 'node:worker_threads';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import { answerQuestion } from '../../core/ask/answer-question.ts';
import { buildRedline, compareAnalysed } from '../../core/compare/index.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';
import { warmUpEngine } from './engine-warm-up.ts';

// Runs the built-in engine in its own thread: analysing a long contract, or indexing it to
// answer a question, takes the better part of a second of pure computation, which on the
// server's own thread would stall every other request (uploads, streams, health checks). The
// thread keeps the models loaded between jobs.
const send = (reply: EngineReply) => parentPort?.postMessage(reply);

parentPort?.on('message', (request: EngineRequest) => {
  const { jobId } = request;
  try {
    send({ jobId, type: 'done', result: runRequest(request) });
  } catch (error) {
    send({
      jobId,
      type: 'failed',
      code: error instanceof AppError ? error.code : null,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

function runRequest(request: EngineRequest) {
  switch (request.type) {
    case 'analyze':
      return analyzeDocument(request.document, request.options);
    case 'answer':
      return answerQuestion(request.input);
    case 'compare':
      return compareAnalysed(request.before, request.after);
    case 'redline':
      return buildRedline(request.before, request.after);
    case 'warm-up':
      warmUpEngine();
      return null;
  }
}
