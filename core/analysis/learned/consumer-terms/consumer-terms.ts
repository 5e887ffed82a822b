import { CONSUMER_CATEGORY_BY_TAG } from '../../../../common/analysis/clause-categories.ts';
import type { Clause } from '../../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../../parsing/index.ts';
import { toClause } from '../clauses/score-clauses.ts';
import { buildConsumerFeatureBlocks } from '../features/consumer-features.ts';
import { toProbability } from '../model/linear-model.ts';
import { getConsumerTermsModel } from '../model/load-models.ts';
import type { Segment } from '../../text/segment.ts';
import { scoreFeatureBlocks } from './score-blocks.ts';

// Below this a sentence is clearly fair; keeping it would only bloat the candidate list.
const MINIMUM_PROBABILITY = 0.05;
const SECOND_PERSON = /\byou(?:r|rs)?\b/gi;

/**
 * Whether the text addresses a consumer ("you", "your") often enough to be terms of service or
 * a policy; commercial contracts name their parties instead, so they do not get consumer flags.
 */
export function isConsumerFacing(text: string): boolean {
  const words = text.split(/\s+/).length;
  const secondPerson = text.match(SECOND_PERSON)?.length ?? 0;
  return words > 0 && secondPerson / words >= 0.008;
}

/**
 * The clauses of the sentences that may be unfair: one per consumer category whose SVM score
 * reaches its tuned threshold, or, for a sentence with none, its most likely category when
 * that is at least `MINIMUM_PROBABILITY`. Probabilities are logistic in the distance to the
 * threshold, so 0.5 and above means "potentially or clearly unfair" in that category.
 */
export function scoreConsumerTerms(
  document: ParsedDocument,
  segments: readonly Segment[],
): Clause[] {
  const model = getConsumerTermsModel();
  const blocks = buildConsumerFeatureBlocks(segments.map((segment) => segment.text));
  const clauses: Clause[] = [];
  segments.forEach((segment, index) => {
    const scores = scoreFeatureBlocks(model.sentences, blocks[index] ?? [], model.blocks);
    const probabilities = Array.from(scores, (score, output) =>
      toProbability((model.slopes[output] ?? 1) * (score - (model.thresholds[output] ?? 0))),
    );
    const best = Math.max(...probabilities);
    probabilities.forEach((probability, output) => {
      const isShown = probability >= 0.5 || (probability === best && best >= MINIMUM_PROBABILITY);
      if (!isShown) return;
      const tag = model.sentences.outputs[output] as keyof typeof CONSUMER_CATEGORY_BY_TAG;
      const category = CONSUMER_CATEGORY_BY_TAG[tag];
      if (category)
        clauses.push(toClause(document, category, segment.start, segment.end, probability));
    });
  });
  return clauses;
}
