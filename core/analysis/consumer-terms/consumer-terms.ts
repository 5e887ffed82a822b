import { CONSUMER_CATEGORY_BY_TAG } from '../../../common/analysis/clause-categories.ts';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import type { ParsedDocument } from '../../parsing/index.ts';
import { toClause } from '../clauses/score-clauses.ts';
import { buildConsumerSentenceFeatures } from '../features/consumer-features.ts';
import { hashFeatures } from '../features/tokenize.ts';
import { scoreLinear, toLogit, toProbability } from '../model/linear-model.ts';
import { getConsumerTermsModel } from '../model/load-models.ts';
import type { Segment } from '../text/segment.ts';

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
 * One clause per sentence that may be unfair, in its most likely consumer category. The
 * probability is shifted so the tuned decision threshold sits at 0.5: at or above 0.5 means
 * "potentially or clearly unfair".
 */
export function scoreConsumerTerms(
  document: ParsedDocument,
  segments: readonly Segment[],
): Clause[] {
  const model = getConsumerTermsModel();
  const shift = toLogit(model.unfairThreshold);
  const clauses: Clause[] = [];
  segments.forEach((segment, index) => {
    const logits = scoreLinear(
      model.sentences,
      hashFeatures(buildConsumerSentenceFeatures(segment.text, segments[index - 1]?.text ?? '')),
    );
    const probability = toProbability((logits[0] ?? 0) - shift);
    if (probability < MINIMUM_PROBABILITY) return;
    let bestOutput = 1;
    for (let output = 2; output < logits.length; output++)
      if ((logits[output] ?? 0) > (logits[bestOutput] ?? 0)) bestOutput = output;
    const tag = model.sentences.outputs[bestOutput] as keyof typeof CONSUMER_CATEGORY_BY_TAG;
    const category = CONSUMER_CATEGORY_BY_TAG[tag];
    if (!category) return;
    clauses.push(toClause(document, category, segment.start, segment.end, probability));
  });
  return clauses;
}
