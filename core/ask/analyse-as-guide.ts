import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import type { ParsedDocument } from '../parsing/parsed-document.ts';

/**
 * The built-in analysis that guides the answerer, or none for a document that is not legal:
 * its questions are still answered from its text.
 */
export function analyseAsGuide(document: ParsedDocument): Analysis | null {
  try {
    return analyzeDocument(document);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_LEGAL_DOCUMENT') return null;
    throw error;
  }
}
