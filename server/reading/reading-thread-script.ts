import { parentPort, workerData } from 'node:worker_threads';
import { extractDocument } from '../../core/parsing/extract-document.ts';
import { inspectDocument, isParseError } from '../../core/parsing/index.ts';
import { limitBufferSizes } from './buffer-limit.ts';
import type { ReadingThreadRequest, ReadingThreadMessage } from './reading-thread-messages.ts';

// Runs in its own thread and reads one file at a time: whatever a hostile file does to pdf.js,
// mammoth or Tesseract here (a long synchronous step, runaway memory) ends with this thread,
// not the server. The thread stays warm between files, so pdf.js is loaded once.
const send = (message: ReadingThreadMessage) => parentPort?.postMessage(message);

let currentJobId: number | null = null;
const { maxBufferBytes } = workerData as { maxBufferBytes: number };

// A file that decodes to more than a buffer may hold is refused at once: pdf.js would catch the
// error and go on to the next stream, so the host is told now and ends this thread.
limitBufferSizes(maxBufferBytes, () => {
  if (currentJobId === null) return;
  send({
    jobId: currentJobId,
    type: 'failed',
    kind: 'too-large',
    message: `Part of this file expands to more than ${Math.round(maxBufferBytes / 1024 / 1024)} MB when opened, more than any real document needs, so it was not read. Print it to a new PDF and upload that.`,
    isFatal: true,
  });
  currentJobId = null;
});

parentPort?.on(
  'message',
  async ({ jobId, task, bytes, ocrPageTimeoutMs }: ReadingThreadRequest) => {
    currentJobId = jobId;
    try {
      if (task === 'inspect') {
        const inspection = await inspectDocument(bytes);
        if (currentJobId === jobId) send({ jobId, type: 'inspected', inspection });
      } else {
        const document = await extractDocument(bytes, {
          onProgress: (progress) => send({ jobId, type: 'progress', progress }),
          ...(ocrPageTimeoutMs !== undefined && { ocr: { pageTimeoutMs: ocrPageTimeoutMs } }),
        });
        if (currentJobId === jobId) send({ jobId, type: 'done', document });
      }
    } catch (error) {
      if (currentJobId !== jobId) return;
      send({
        jobId,
        type: 'failed',
        kind: isParseError(error) ? error.kind : null,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      if (currentJobId === jobId) currentJobId = null;
    }
  },
);
