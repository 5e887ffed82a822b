import { Worker } from 'node:worker_threads';
import { AppError } from '../../common/errors/app-error.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';
import { ParseError, type ParsedDocument } from '../../core/parsing/index.ts';
import type { ExtractionRequest, ExtractionWorkerMessage } from './extraction-messages.ts';

/**
 * How long a worker may go without a word before it is stopped. It reports after every page,
 * and one page (OCR included) takes seconds; a silence this long is a page built never to end
 * (content streams nested 200,000 deep), which only terminating the thread can interrupt. Kept
 * short, so such a file holds a reader, and the people waiting behind it, for half a minute.
 */
export const STALL_TIMEOUT_MS = 30_000;

/**
 * A worker's JavaScript heap. A 300-page contract needs a few hundred MB; a file that needs
 * more is hostile or broken, and the worker dies alone when it hits this.
 */
export const WORKER_HEAP_LIMIT_MB = 1536;

const workerEntry = new URL('./extraction-worker-entry.mjs', import.meta.url);

/** One document being read by a worker thread. */
export interface ExtractionJob {
  /** The whole text with positions, or the error that ended the reading. */
  result: Promise<ParsedDocument>;
  /** Stops the reading at once (its thread is terminated); `result` then rejects. */
  cancel(): void;
}

/** Settings of the workers; tests shorten the time-outs. */
export interface ExtractionJobOptions {
  stallTimeoutMs?: number;
  heapLimitMb?: number;
  ocrPageTimeoutMs?: number;
}

/**
 * Worker threads that read documents, kept warm between jobs: starting one loads pdf.js, which
 * takes a second or more. A worker that fails a job for the file's own reasons goes back to the
 * pool; one that stalled, crashed, ran out of memory or was cancelled is terminated.
 * The caller bounds how many jobs run at once.
 */
export class ExtractionWorkers {
  readonly #options: ExtractionJobOptions;
  readonly #idle: Worker[] = [];
  readonly #busy = new Set<Worker>();
  #nextJobId = 1;

  constructor(options: ExtractionJobOptions = {}) {
    this.#options = options;
  }

  /** Starts reading a file on a warm worker, or a new one. */
  run(bytes: Uint8Array, onProgress?: (progress: ExtractionProgress) => void): ExtractionJob {
    const worker = this.#idle.pop() ?? this.#spawn();
    this.#busy.add(worker);
    const jobId = this.#nextJobId++;
    let settle!: { resolve: (document: ParsedDocument) => void; reject: (error: Error) => void };
    const result = new Promise<ParsedDocument>((resolve, reject) => {
      settle = { resolve, reject };
    });
    let stallTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: { document: ParsedDocument } | { error: Error }, keep: boolean) => {
      clearTimeout(stallTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.#busy.delete(worker);
      if (keep) this.#idle.push(worker);
      else void worker.terminate();
      if ('document' in outcome) settle.resolve(outcome.document);
      else settle.reject(outcome.error);
    };
    const restartStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(
        () =>
          finish(
            {
              error: new ParseError(
                'timeout',
                `A page of this document took over ${Math.round((this.#options.stallTimeoutMs ?? STALL_TIMEOUT_MS) / 1000)} seconds to read, so reading was stopped; the file may be built to be slow to read. Print it to a new PDF and upload that.`,
              ),
            },
            false,
          ),
        this.#options.stallTimeoutMs ?? STALL_TIMEOUT_MS,
      );
    };
    const onMessage = (message: ExtractionWorkerMessage) => {
      if (message.jobId !== jobId) return;
      restartStallTimer();
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') finish({ document: message.document }, true);
      else finish({ error: toError(message) }, true);
    };
    const onError = (error: Error & { code?: string }) =>
      finish(
        {
          error:
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new ParseError(
                  'too-large',
                  'This document needs more memory to read than we allow.',
                )
              : unexpectedFailure(error.message),
        },
        false,
      );
    const onExit = () => finish({ error: unexpectedFailure('The reader stopped early.') }, false);

    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    restartStallTimer();
    const request: ExtractionRequest = {
      jobId,
      bytes,
      ...(this.#options.ocrPageTimeoutMs !== undefined && {
        ocrPageTimeoutMs: this.#options.ocrPageTimeoutMs,
      }),
    };
    worker.postMessage(request);
    return {
      result,
      cancel: () => {
        if (this.#busy.has(worker)) finish({ error: new Error('Extraction cancelled.') }, false);
      },
    };
  }

  /** Starts a worker ahead of the first document, so its reading does not wait for pdf.js. */
  warmUp(): void {
    if (this.#idle.length + this.#busy.size === 0) this.#idle.push(this.#spawn());
  }

  /** Terminates every worker, idle or busy. */
  async close(): Promise<void> {
    const workers = [...this.#idle, ...this.#busy];
    this.#idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #spawn(): Worker {
    const worker = new Worker(workerEntry, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB,
      },
      // The worker's console would interleave with the server's structured log.
      stdout: true,
      stderr: true,
    });
    // An idle worker must not keep a stopping process alive.
    worker.unref();
    return worker;
  }
}

function toError(message: Extract<ExtractionWorkerMessage, { type: 'failed' }>): Error {
  return message.kind
    ? new ParseError(message.kind, message.message)
    : unexpectedFailure(message.message);
}

/** A failure that is not the file's fault as far as we know: the user sees the catalogue text. */
function unexpectedFailure(detail: string): AppError {
  return new AppError('TEXT_EXTRACTION_FAILED', 'This document could not be read.', {
    cause: new Error(detail),
  });
}
