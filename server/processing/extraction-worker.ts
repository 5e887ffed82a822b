import { parentPort } from 'node:worker_threads';
import { extractDocument } from '../../core/parsing/extract-document.ts';
import { isParseError } from '../../core/parsing/index.ts';
import type { ExtractionRequest, ExtractionWorkerMessage } from './extraction-messages.ts';

// Runs in its own thread and reads one file at a time: whatever a hostile file does to pdf.js,
// mammoth or Tesseract here (a long synchronous step, runaway memory) ends with this thread,
// not the server. The thread stays warm between files, so pdf.js is loaded once.
const send = (message: ExtractionWorkerMessage) => parentPort?.postMessage(message);

parentPort?.on('message', async ({ jobId, bytes, ocrPageTimeoutMs }: ExtractionRequest) => {
  try {
    const document = await extractDocument(bytes, {
      onProgress: (progress) => send({ jobId, type: 'progress', progress }),
      ...(ocrPageTimeoutMs !== undefined && { ocr: { pageTimeoutMs: ocrPageTimeoutMs } }),
    });
    send({ jobId, type: 'done', document });
  } catch (error) {
    send({
      jobId,
      type: 'failed',
      kind: isParseError(error) ? error.kind : null,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
