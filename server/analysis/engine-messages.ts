import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ErrorCode } from '../../common/errors/error-codes.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';

/**
 * Work for the engine's thread: a document to analyse, a question to answer, or a warm-up
 * (models loaded, code run once) ahead of the first of those.
 */
export type EngineRequest = { jobId: number } & (
  | { type: 'analyze'; document: ParsedDocument; options: AnalysisOptions }
  | { type: 'answer'; input: AskInput }
  | { type: 'warm-up' }
);

/** The engine thread's reply: the result, or the error that ended it (an AppError's code). */
export type EngineReply = { jobId: number } & (
  | { type: 'done'; result: Analysis | Answer | null }
  | { type: 'failed'; code: ErrorCode | null; message: string }
);
