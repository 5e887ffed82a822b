import type { ParsedDocument, ParseErrorKind } from '../../core/parsing/index.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';

/** One file for an extraction worker to read, with the OCR settings. */
export interface ExtractionRequest {
  jobId: number;
  bytes: Uint8Array;
  ocrPageTimeoutMs?: number;
}

/** What an extraction worker reports about a job, in order: progress..., then done or failed. */
export type ExtractionWorkerMessage = { jobId: number } & (
  | { type: 'progress'; progress: ExtractionProgress }
  | { type: 'done'; document: ParsedDocument }
  // `kind` is set for a ParseError (the file's fault); null for anything unexpected.
  | { type: 'failed'; kind: ParseErrorKind | null; message: string }
);
