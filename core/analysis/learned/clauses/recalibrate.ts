import type { StoredRecalibration } from '../model/model-files.ts';
import { toLogit, toProbability } from '../model/linear-model.ts';

/** The recalibrated probability of a span from its dense context features. */
export function applyRecalibration(
  recalibration: StoredRecalibration,
  features: readonly number[],
): number {
  let logit = recalibration.bias;
  features.forEach((value, index) => {
    const deviation = recalibration.deviations[index] ?? 1;
    logit +=
      (recalibration.weights[index] ?? 0) *
      ((value - (recalibration.means[index] ?? 0)) / deviation);
  });
  return toProbability(logit);
}

/** The probability that a span with this recalibrated score matches a labelled clause. */
export function toMatchProbability(calibration: StoredRecalibration, score: number): number {
  return applyRecalibration(calibration, [toLogit(score)]);
}
