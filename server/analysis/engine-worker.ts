import { parentPort } from 'node:worker_threads';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument } from '../../core/analysis/analyze-document.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';

// Runs the built-in engine in its own thread: analysing a long contract takes the better part
// of a second of pure computation, which on the server's own thread would stall every other
// request (uploads, streams, health checks). The thread keeps the models loaded between jobs.
const send = (reply: EngineReply) => parentPort?.postMessage(reply);

parentPort?.on('message', ({ jobId, document, options }: EngineRequest) => {
  try {
    send({ jobId, type: 'done', analysis: analyzeDocument(document, options) });
  } catch (error) {
    send({
      jobId,
      type: 'failed',
      code: error instanceof AppError ? error.code : null,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
