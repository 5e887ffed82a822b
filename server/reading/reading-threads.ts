import { Worker } from 'node:worker_threads';
import { AppError } from '../../common/errors/app-error.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';
import {
  ParseError,
  type DocumentInspection,
  type ParsedDocument,
} from '../../core/parsing/index.ts';
import { MAX_BUFFER_BYTES } from './buffer-limit.ts';
import type { ReadingThreadRequest, ReadingThreadMessage } from './reading-thread-messages.ts';

/**
 * How long a thread may go without a word before it is stopped. It reports after every page,
 * and one page (OCR included) takes seconds; a silence this long is a page built never to end
 * (content streams nested 200,000 deep), which only terminating the thread can interrupt. Kept
 * short, so such a file holds a reader, and the people waiting behind it, for half a minute.
 */
export const STALL_TIMEOUT_MS = 30_000;

/**
 * How long the quick look at an upload may take on its thread. A sound file opens in well under
 * a second; the rest is room for starting a thread on busy cores.
 */
export const INSPECTION_TIMEOUT_MS = 10_000;

/**
 * A thread's JavaScript heap. A 300-page contract reads within 256 MB (`npm run bench
 * documents`); a file that needs more than twice that is hostile or broken, and the thread dies
 * alone when it hits this. Kept low because the heap grows towards its limit before it collects:
 * with 1.5 GB, a run of hostile files took the server to 3.4 GB.
 */
export const WORKER_HEAP_LIMIT_MB = 512;

const threadEntry = new URL('./reading-thread-entry.mjs', import.meta.url);

/** One document being read by a thread. */
export interface ReadingThreadJob {
  /** The whole text with positions, or the error that ended the reading. */
  result: Promise<ParsedDocument>;
  /** Stops the reading at once (its thread is terminated); `result` then rejects. */
  cancel(): void;
}

/** Settings of the threads; tests shorten the time-outs. */
export interface ReadingThreadOptions {
  stallTimeoutMs?: number;
  inspectionTimeoutMs?: number;
  heapLimitMb?: number;
  /** The largest byte buffer a thread may make (MAX_BUFFER_BYTES). */
  maxBufferBytes?: number;
  ocrPageTimeoutMs?: number;
}

/**
 * Threads that read and inspect documents, kept warm between jobs: starting one loads
 * pdf.js, which takes a second or more. A thread that fails a job for the file's own reasons goes
 * back to the pool; one that stalled, crashed, ran out of memory (its heap, or a buffer over
 * MAX_BUFFER_BYTES) or was cancelled is terminated.
 * The caller bounds how many jobs run at once.
 */
export class ReadingThreads {
  readonly #options: ReadingThreadOptions;
  readonly #idle: Worker[] = [];
  readonly #busy = new Set<Worker>();
  #nextJobId = 1;

  constructor(options: ReadingThreadOptions = {}) {
    this.#options = options;
  }

  /** Starts reading a file on a warm thread, or a new one. */
  run(bytes: Uint8Array, onProgress?: (progress: ExtractionProgress) => void): ReadingThreadJob {
    const job = this.#start({ task: 'read', bytes }, onProgress);
    return { result: job.result as Promise<ParsedDocument>, cancel: job.cancel };
  }

  /**
   * Takes the quick look an upload needs (inspectDocument) on a thread, so a file built to be
   * slow or huge to open holds a thread for at most INSPECTION_TIMEOUT_MS, never the server.
   */
  inspect(bytes: Uint8Array): Promise<DocumentInspection> {
    return this.#start({ task: 'inspect', bytes }).result as Promise<DocumentInspection>;
  }

  #start(
    request: Pick<ReadingThreadRequest, 'task' | 'bytes'>,
    onProgress?: (progress: ExtractionProgress) => void,
  ): { result: Promise<ParsedDocument | DocumentInspection>; cancel: () => void } {
    const worker = this.#idle.pop() ?? this.#spawn();
    this.#busy.add(worker);
    const jobId = this.#nextJobId++;
    let settle!: {
      resolve: (outcome: ParsedDocument | DocumentInspection) => void;
      reject: (error: Error) => void;
    };
    const result = new Promise<ParsedDocument | DocumentInspection>((resolve, reject) => {
      settle = { resolve, reject };
    });
    let stallTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (
      outcome: { value: ParsedDocument | DocumentInspection } | { error: Error },
      keep: boolean,
    ) => {
      clearTimeout(stallTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.#busy.delete(worker);
      if (keep) this.#idle.push(worker);
      else void worker.terminate();
      if ('value' in outcome) settle.resolve(outcome.value);
      else settle.reject(outcome.error);
    };
    const restartStallTimer = () => {
      clearTimeout(stallTimer);
      const timeoutMs =
        request.task === 'inspect'
          ? (this.#options.inspectionTimeoutMs ?? INSPECTION_TIMEOUT_MS)
          : (this.#options.stallTimeoutMs ?? STALL_TIMEOUT_MS);
      stallTimer = setTimeout(
        () => finish({ error: timeoutError(request.task, timeoutMs) }, false),
        timeoutMs,
      );
    };
    const onMessage = (message: ReadingThreadMessage) => {
      if (message.jobId !== jobId) return;
      restartStallTimer();
      if (message.type === 'progress') onProgress?.(message.progress);
      else if (message.type === 'done') finish({ value: message.document }, true);
      else if (message.type === 'inspected') finish({ value: message.inspection }, true);
      else finish({ error: toError(message) }, !message.isFatal);
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
    const message: ReadingThreadRequest = {
      jobId,
      ...request,
      ...(this.#options.ocrPageTimeoutMs !== undefined && {
        ocrPageTimeoutMs: this.#options.ocrPageTimeoutMs,
      }),
    };
    worker.postMessage(message);
    return {
      result,
      cancel: () => {
        if (this.#busy.has(worker)) finish({ error: new Error('Reading cancelled.') }, false);
      },
    };
  }

  /** Starts a thread ahead of the first document, so its reading does not wait for pdf.js. */
  warmUp(): void {
    if (this.#idle.length + this.#busy.size === 0) this.#idle.push(this.#spawn());
  }

  /** Terminates every thread, idle or busy. */
  async close(): Promise<void> {
    const workers = [...this.#idle, ...this.#busy];
    this.#idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  #spawn(): Worker {
    const worker = new Worker(threadEntry, {
      workerData: { maxBufferBytes: this.#options.maxBufferBytes ?? MAX_BUFFER_BYTES },
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB,
      },
      // The thread's console would interleave with the server's structured log.
      stdout: true,
      stderr: true,
    });
    // An idle thread must not keep a stopping process alive.
    worker.unref();
    return worker;
  }
}

function timeoutError(task: ReadingThreadRequest['task'], timeoutMs: number): ParseError {
  const seconds = Math.round(timeoutMs / 1000);
  return new ParseError(
    'timeout',
    task === 'inspect'
      ? `This file took over ${seconds} seconds to open, so it was not taken in; it may be built to be slow to read. Print it to a new PDF and upload that.`
      : `A page of this document took over ${seconds} seconds to read, so reading was stopped; the file may be built to be slow to read. Print it to a new PDF and upload that.`,
  );
}

function toError(message: Extract<ReadingThreadMessage, { type: 'failed' }>): Error {
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
