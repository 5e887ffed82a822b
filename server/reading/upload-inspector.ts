import {
  detectFileType,
  inspectDocument,
  type DocumentInspection,
} from '../../core/parsing/index.ts';
import { ReadingThreads, type ReadingThreadOptions } from './reading-threads.ts';
import { FairLimiter } from '../limits/fair-limiter.ts';

/**
 * Uploads inspected at the same time. A sound file takes milliseconds; one built to be slow
 * holds the line for at most INSPECTION_TIMEOUT_MS, and turns go round between users.
 */
const INSPECTION_CONCURRENCY = 1;

/**
 * The quick look at an upload before it is stored (inspectDocument): its kind and page count,
 * or the ParseError that refuses it. A PDF or Word file is opened on a thread of its own,
 * as its structure can be built to be slow or huge to open. A text file is read here: that is
 * one linear pass (about 50 ms for 10 MB), and a thread's heap grew by 600 MB doing it for a
 * burst of large text uploads. The thread starts with the first PDF or Word upload (about a
 * second), not ahead of it: kept warm from the start it held 150 MB that most minutes never use.
 */
export class UploadInspector {
  readonly #threads: ReadingThreads;
  readonly #turns = new FairLimiter(INSPECTION_CONCURRENCY);

  constructor(jobOptions: ReadingThreadOptions = {}) {
    this.#threads = new ReadingThreads(jobOptions);
  }

  inspect(userId: string, bytes: Uint8Array): Promise<DocumentInspection> {
    if (detectFileType(bytes) === 'txt') return inspectDocument(bytes);
    return this.#turns.run(userId, () => this.#threads.inspect(bytes));
  }

  close(): Promise<void> {
    return this.#threads.close();
  }
}
