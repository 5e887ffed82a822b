import { Worker } from 'node:worker_threads';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import type { EngineReply, EngineRequest } from './engine-messages.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const workerEntry = new URL('./engine-worker-entry.mjs', import.meta.url);

interface Pending {
  resolve: (result: Analysis | Answer) => void;
  reject: (error: Error) => void;
}

/**
 * The built-in engine on a thread of its own (engine-worker.ts), so an analysis never blocks
 * the server's event loop. One warm thread takes the jobs in turn; one that dies fails the jobs
 * it held and the next job starts a new one.
 */
export class EngineThread {
  #worker: Worker | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextJobId = 1;

  /** analyzeDocument, run on the engine's thread; its AppErrors keep their code. */
  analyze(document: ParsedDocument, options: AnalysisOptions = {}): Promise<Analysis> {
    return this.#run({ type: 'analyze', document, options }) as Promise<Analysis>;
  }

  /** The built-in answerer (answerQuestion), run on the engine's thread. */
  answer(input: AskInput): Promise<Answer> {
    return this.#run({ type: 'answer', input }) as Promise<Answer>;
  }

  #run(work: DistributiveOmit<EngineRequest, 'jobId'>): Promise<Analysis | Answer> {
    const worker = this.#worker ?? this.#spawn();
    const jobId = this.#nextJobId++;
    const result = new Promise<Analysis | Answer>((resolve, reject) => {
      this.#pending.set(jobId, { resolve, reject });
    });
    // Only while it has work does the thread keep the process alive.
    worker.ref();
    worker.postMessage({ ...work, jobId } as EngineRequest);
    return result;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#failAll('The server is stopping.');
    await worker?.terminate();
  }

  #spawn(): Worker {
    const worker = new Worker(workerEntry, { stdout: true, stderr: true });
    worker.unref();
    worker.on('message', (reply: EngineReply) => this.#settle(reply));
    worker.on('error', (error) => this.#lose(worker, error.message));
    worker.on('exit', () => this.#lose(worker, 'The analysis engine stopped.'));
    this.#worker = worker;
    return worker;
  }

  #settle(reply: EngineReply): void {
    const pending = this.#pending.get(reply.jobId);
    if (!pending) return;
    this.#pending.delete(reply.jobId);
    if (this.#pending.size === 0) this.#worker?.unref();
    if (reply.type === 'done') pending.resolve(reply.result);
    else
      pending.reject(
        reply.code
          ? new AppError(reply.code, reply.message)
          : new AppError('ANALYSIS_FAILED', 'The analysis failed.', {
              cause: new Error(reply.message),
            }),
      );
  }

  #lose(worker: Worker, detail: string): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#failAll(detail);
  }

  #failAll(detail: string): void {
    const error = new AppError('ANALYSIS_FAILED', 'The analysis failed.', {
      cause: new Error(detail),
    });
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * The process's one engine thread, shared by every analysis and reader switch. Idle, it does not
 * keep the process alive, so nothing has to close it.
 */
export const builtInEngine = new EngineThread();
