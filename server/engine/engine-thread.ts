import { Worker } from 'node:worker_threads';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import { FairQueue } from '../limits/fair-queue.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import type { AnalysedVersion, RedlineParagraph } from '../../core/compare/index.ts';
import type { EngineReply, EngineRequest, EngineResult } from './engine-messages.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const threadEntry = new URL('./engine-thread-entry.mjs', import.meta.url);

/** A job waiting for the thread: whose it is, the work, and its caller's promise. */
interface EngineJob {
  userId: string;
  work: DistributiveOmit<EngineRequest, 'jobId'>;
  resolve: (result: EngineResult) => void;
  reject: (error: Error) => void;
}

// The thread runs one job at a time, so no one has a job running when the next is chosen.
const NOTHING_RUNNING: ReadonlyMap<string, number> = new Map();
// Whose turn the warm-up takes in the queue: nobody's, so it delays no one's second job.
const WARM_UP_OWNER = '(warm-up)';

/**
 * The built-in engine on a thread of its own (engine-thread-script.ts), so an analysis never blocks
 * the server's event loop. One warm thread runs one job at a time, the waiting ones taken in
 * turns between people (FairQueue): a dozen re-reads of a long document asked at once by one
 * person delay another person's answer by one job, not by all twelve. A thread that dies fails
 * the job it was running; the next job starts a new one.
 */
export class EngineThread {
  #worker: Worker | null = null;
  readonly #waiting = new FairQueue<EngineJob>();
  #running: { jobId: number; job: EngineJob } | null = null;
  #nextJobId = 1;

  /** analyzeDocument for the user, run on the engine's thread; its AppErrors keep their code. */
  analyze(
    userId: string,
    document: ParsedDocument,
    options: AnalysisOptions = {},
  ): Promise<Analysis> {
    return this.#run(userId, { type: 'analyze', document, options }) as Promise<Analysis>;
  }

  /** The built-in answerer (answerQuestion) for the user, run on the engine's thread. */
  answer(userId: string, input: AskInput): Promise<Answer> {
    return this.#run(userId, { type: 'answer', input }) as Promise<Answer>;
  }

  /** compareAnalysed for the user, run on the engine's thread. */
  compare(userId: string, before: AnalysedVersion, after: AnalysedVersion): Promise<Comparison> {
    return this.#run(userId, { type: 'compare', before, after }) as Promise<Comparison>;
  }

  /** buildRedline for the user, run on the engine's thread. */
  redline(
    userId: string,
    before: ParsedDocument,
    after: ParsedDocument,
  ): Promise<RedlineParagraph[]> {
    return this.#run(userId, { type: 'redline', before, after }) as Promise<RedlineParagraph[]>;
  }

  /**
   * Starts the thread and warms the engine in it (models loaded, code run once) ahead of the
   * first job, which otherwise waits about a second for both; the server calls it as it starts.
   * Resolves true once warm; false, doing nothing, when the thread is already there. It never
   * rejects: a warm-up that failed only leaves the first job as slow as it was.
   */
  async warmUp(): Promise<boolean> {
    if (this.#worker) return false;
    return this.#run(WARM_UP_OWNER, { type: 'warm-up' }).then(
      () => true,
      () => false,
    );
  }

  #run(userId: string, work: EngineJob['work']): Promise<EngineResult> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ userId, work, resolve, reject });
      this.#startNext();
    });
  }

  /** Fails the running and the waiting jobs, and stops the thread. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    const error = engineFailure('The server is stopping.');
    this.#running?.job.reject(error);
    this.#running = null;
    for (let job = this.#takeNext(); job; job = this.#takeNext()) job.reject(error);
    await worker?.terminate();
  }

  #startNext(): void {
    while (!this.#running) {
      const job = this.#takeNext();
      if (!job) {
        // Only while it has work does the thread keep the process alive.
        this.#worker?.unref();
        return;
      }
      this.#send(job);
    }
  }

  #takeNext(): EngineJob | null {
    return this.#waiting.take(NOTHING_RUNNING);
  }

  #send(job: EngineJob): void {
    const worker = this.#worker ?? this.#spawn();
    const jobId = this.#nextJobId++;
    try {
      worker.postMessage({ ...job.work, jobId } as EngineRequest);
    } catch (error) {
      // Work that cannot be sent fails alone, and the queue moves on.
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.#running = { jobId, job };
    worker.ref();
  }

  #spawn(): Worker {
    const worker = new Worker(threadEntry, { stdout: true, stderr: true });
    worker.unref();
    worker.on('message', (reply: EngineReply) => this.#settle(reply));
    worker.on('error', (error) => this.#lose(worker, error.message));
    worker.on('exit', () => this.#lose(worker, 'The analysis engine stopped.'));
    this.#worker = worker;
    return worker;
  }

  #settle(reply: EngineReply): void {
    const running = this.#running;
    if (running?.jobId !== reply.jobId) return;
    this.#running = null;
    if (reply.type === 'done') running.job.resolve(reply.result);
    else
      running.job.reject(
        reply.code ? new AppError(reply.code, reply.message) : engineFailure(reply.message),
      );
    this.#startNext();
  }

  #lose(worker: Worker, detail: string): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#running?.job.reject(engineFailure(detail));
    this.#running = null;
    // The jobs waiting did not cause it: they start on a new thread.
    this.#startNext();
  }
}

function engineFailure(detail: string): AppError {
  return new AppError('ANALYSIS_FAILED', 'The analysis failed.', { cause: new Error(detail) });
}

/**
 * The process's one engine thread, shared by every analysis, reader switch, built-in answer and
 * comparison.
 * Idle, it does not keep the process alive, so nothing has to close it.
 */
export const builtInEngine = new EngineThread();
