import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ErrorCode } from '../../common/errors/error-codes.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';

/** Work for the engine's thread: a document to analyse, or a question to answer. */
export type EngineRequest = { jobId: number } & (
  | { type: 'analyze'; document: ParsedDocument; options: AnalysisOptions }
  | { type: 'answer'; input: AskInput }
);

/** The engine thread's reply: the result, or the error that ended it (an AppError's code). */
export type EngineReply = { jobId: number } & (
  | { type: 'done'; result: Analysis | Answer }
  | { type: 'failed'; code: ErrorCode | null; message: string }
);
