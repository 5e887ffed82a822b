import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ErrorCode } from '../../common/errors/error-codes.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';

/** One document for the engine's thread to analyse. */
export interface EngineRequest {
  jobId: number;
  document: ParsedDocument;
  options: AnalysisOptions;
}

/** The engine thread's answer: the analysis, or the error that ended it (an AppError's code). */
export type EngineReply = { jobId: number } & (
  { type: 'done'; analysis: Analysis } | { type: 'failed'; code: ErrorCode | null; message: string }
);
