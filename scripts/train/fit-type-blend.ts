import { combineTypeScores } from '../../core/analysis/type/combine-type-scores.ts';
import type { DocumentType } from '../../common/analysis/document-types.ts';
import type { StoredDocumentTypeModel } from '../../core/analysis/learned/model/model-files.ts';

/** One document's out-of-fold scores from the two type models (one per output), and its type. */
export interface BlendRow {
  titleScores: ArrayLike<number>;
  textScores: ArrayLike<number>;
  truth: DocumentType;
}

// Weights of the whole-text model next to the title model; 0 is the title model alone.
const BODY_WEIGHTS = [0, 0.25, 0.5, 1, 2];
// Temperatures tried, from sharpening (0.05) to flattening (20) the probabilities.
const TEMPERATURES = Array.from({ length: 64 }, (_, index) => 0.05 * 1.1 ** index);

/**
 * The weight of the whole-text model and the softmax temperature that make the combined
 * probabilities best predict the true type (least negative log-likelihood) on out-of-fold
 * scores: temperature scaling, with the one mixing weight chosen the same way.
 */
export function fitTypeBlend(
  rows: readonly BlendRow[],
  outputs: readonly string[],
): StoredDocumentTypeModel['blend'] {
  let best = { bodyWeight: 0, temperature: 1 };
  let bestLoss = Infinity;
  for (const bodyWeight of BODY_WEIGHTS)
    for (const temperature of TEMPERATURES) {
      const loss = computeLogLoss(rows, outputs, { bodyWeight, temperature });
      if (loss < bestLoss) {
        bestLoss = loss;
        best = { bodyWeight, temperature: Number(temperature.toPrecision(4)) };
      }
    }
  return best;
}

/** Mean negative log-likelihood of the true outputs under a blend. */
export function computeLogLoss(
  rows: readonly BlendRow[],
  outputs: readonly string[],
  blend: StoredDocumentTypeModel['blend'],
): number {
  let loss = 0;
  for (const row of rows) {
    const probabilities = combineTypeScores(outputs, row.titleScores, row.textScores, blend);
    loss -= Math.log(Math.max(1e-12, probabilities.get(row.truth) ?? 0));
  }
  return loss / (rows.length || 1);
}
