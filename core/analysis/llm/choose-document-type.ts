import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { DOCUMENT_TYPES, type DocumentType } from '../../../common/analysis/document-types.ts';

/**
 * How sure we say we are of a type the model chose against the built-in classifier. The model
 * gives no calibrated probability, so this is a judgement, not a measurement (no model has been
 * evaluated on the dev data yet): better than a coin toss, below a confident classifier.
 */
const MODEL_ONLY_TYPE_CONFIDENCE = 0.7;

/**
 * The document type: the model's answer when it is one of DOCUMENT_TYPES, else the built-in
 * classification. When both agree, the built-in engine's measured confidence stands.
 */
export function chooseDocumentType(
  modelAnswer: string | null,
  guidance: Analysis['documentType'],
): Analysis['documentType'] {
  const answer = modelAnswer?.trim() ?? '';
  const known = DOCUMENT_TYPES.find((type) => type.toLowerCase() === answer.toLowerCase());
  if (known === undefined || known === guidance.type) return guidance;
  return { type: known satisfies DocumentType, confidence: MODEL_ONLY_TYPE_CONFIDENCE };
}
