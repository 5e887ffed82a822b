import type { DocumentType } from '../../../common/analysis/document-types.ts';
import type { StoredDocumentTypeModel } from '../learned/model/model-files.ts';

/**
 * The probability of each type from the two models' scores (one per output, in the order of
 * `outputs`): softmax((title + bodyWeight * text) / temperature). Training fits the weight and
 * temperature on out-of-fold scores with this same function, so what it measured is what runs.
 */
export function combineTypeScores(
  outputs: readonly string[],
  titleScores: ArrayLike<number>,
  textScores: ArrayLike<number>,
  blend: StoredDocumentTypeModel['blend'],
): Map<DocumentType, number> {
  const logits = outputs.map(
    (_, index) =>
      ((titleScores[index] ?? 0) + blend.bodyWeight * (textScores[index] ?? 0)) / blend.temperature,
  );
  const largest = Math.max(...logits);
  const exponentials = logits.map((logit) => Math.exp(logit - largest));
  const sum = exponentials.reduce((total, value) => total + value, 0);
  return new Map(
    outputs.map((output, index) => [output as DocumentType, (exponentials[index] ?? 0) / sum]),
  );
}
