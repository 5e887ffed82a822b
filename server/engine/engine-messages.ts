import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ErrorCode } from '../../common/errors/error-codes.ts';
import type { AnalysisOptions } from '../../core/analysis/analyze-document.ts';
import type { Answer, AskInput } from '../../core/ask/answer.ts';
import type { Comparison } from '../../common/compare/comparison.ts';
import type { AnalysedVersion, RedlineParagraph } from '../../core/compare/index.ts';
import type { ParsedDocument } from '../../core/parsing/index.ts';

/**
 * Work for the engine's thread: a document to analyse, a question to answer, two versions to
 * compare or to mark up as a redline, or a warm-up (models loaded, code run once) ahead of the first of those.
 */
export type EngineRequest = { jobId: number } & (
  | { type: 'analyze'; document: ParsedDocument; options: AnalysisOptions }
  | { type: 'answer'; input: AskInput }
  | { type: 'compare'; before: AnalysedVersion; after: AnalysedVersion }
  | { type: 'redline'; before: ParsedDocument; after: ParsedDocument }
  | { type: 'warm-up' }
);

/** The engine thread's reply: the result, or the error that ended it (an AppError's code). */
export type EngineReply = { jobId: number } & (
  | { type: 'done'; result: EngineResult }
  | { type: 'failed'; code: ErrorCode | null; message: string }
);

/**
 * What a job gives back: an analysis, an answer, a comparison, a redline, or nothing (a
 * warm-up).
 */
export type EngineResult = Analysis | Answer | Comparison | RedlineParagraph[] | null;
