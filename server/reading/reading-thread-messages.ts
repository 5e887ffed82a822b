import type {
  DocumentInspection,
  ParsedDocument,
  ParseErrorKind,
} from '../../core/parsing/index.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';

/**
 * One file for an reading thread: to read whole (with the OCR settings), or only to inspect
 * at upload (its kind and page count, or why it is refused).
 */
export interface ReadingThreadRequest {
  jobId: number;
  task: 'read' | 'inspect';
  bytes: Uint8Array;
  ocrPageTimeoutMs?: number;
}

/**
 * What an reading thread reports about a job, in order: progress..., then done, inspected or
 * failed.
 */
export type ReadingThreadMessage = { jobId: number } & (
  | { type: 'progress'; progress: ExtractionProgress }
  | { type: 'done'; document: ParsedDocument }
  | { type: 'inspected'; inspection: DocumentInspection }
  // `kind` is set for a ParseError (the file's fault); null for anything unexpected. `isFatal`:
  // the thread is in no state to go on (it is still busy with the file) and must be ended.
  | { type: 'failed'; kind: ParseErrorKind | null; message: string; isFatal?: boolean }
);
