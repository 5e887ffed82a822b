import { CONSUMER_CATEGORY_BY_TAG } from '../../common/analysis/clause-categories.ts';
import type { Clause } from '../../common/analysis/analysis-schema.ts';
import { CONSUMER_THRESHOLD } from '../../core/analysis/learned/clauses/find-clauses.ts';
import type { TermsDocument } from '../train/load-data.ts';
import { getUnfairTags } from '../train/train-consumer-terms.ts';

/** Counts of one flagged-sentence confusion matrix. */
export interface Confusion {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** The document text the engine sees for a terms document: sentences as paragraphs, with their offsets. */
export function buildTermsText(document: TermsDocument): {
  text: string;
  spans: [number, number][];
} {
  let text = '';
  const spans: [number, number][] = [];
  for (const sentence of document.sentences) {
    if (text) text += '\n\n';
    spans.push([text.length, text.length + sentence.text.length]);
    text += sentence.text;
  }
  return { text, spans };
}

/** Something that marks words as unfair: a red flag, or a consumer clause above the threshold. */
export interface FlaggedRange {
  category: string;
  start: number;
  end: number;
}

/**
 * The places a product's red flags point at: each flag's quote and the other places it lists
 * ("and in 12 more places"), all of which the reader is shown.
 */
export function toFlaggedPlaces(
  redFlags: readonly {
    category: string;
    start: number;
    end: number;
    alsoAt: readonly { start: number; end: number }[];
  }[],
): FlaggedRange[] {
  return redFlags.flatMap((flag) =>
    [flag, ...flag.alsoAt].map((place) => ({
      category: flag.category,
      start: place.start,
      end: place.end,
    })),
  );
}

/** The consumer clauses the model itself would flag (probability at or above 0.5). */
export function selectFlaggedClauses(clauses: readonly Clause[]): FlaggedRange[] {
  const consumerIds = new Set<string>(Object.values(CONSUMER_CATEGORY_BY_TAG));
  return clauses.filter(
    (clause) => consumerIds.has(clause.category) && clause.probability >= CONSUMER_THRESHOLD,
  );
}

/**
 * Adds one document's per-sentence outcomes: a sentence is flagged (overall, or for a category)
 * when a flagged range overlaps it, as DESIGN.md measures red flags.
 */
export function countFlaggedSentences(
  document: TermsDocument,
  spans: readonly [number, number][],
  flags: readonly FlaggedRange[],
  confusions: Map<string, Confusion>,
): void {
  document.sentences.forEach((sentence, index) => {
    const [start, end] = spans[index] ?? [0, 0];
    const overlapping = flags.filter((clause) => clause.start < end && start < clause.end);
    const tags = getUnfairTags(sentence.tags);
    const record = (key: string, isFlagged: boolean, isUnfair: boolean) => {
      const confusion = confusions.get(key) ?? {
        truePositives: 0,
        falsePositives: 0,
        falseNegatives: 0,
      };
      if (isFlagged && isUnfair) confusion.truePositives++;
      else if (isFlagged) confusion.falsePositives++;
      else if (isUnfair) confusion.falseNegatives++;
      confusions.set(key, confusion);
    };
    record('all', overlapping.length > 0, tags.length > 0);
    for (const [tag, id] of Object.entries(CONSUMER_CATEGORY_BY_TAG))
      record(
        id,
        overlapping.some((clause) => clause.category === id),
        tags.includes(tag),
      );
  });
}

/** Precision, recall and F1 of a confusion matrix. */
export function summariseConfusion(confusion: Confusion): {
  precision: number;
  recall: number;
  f1: number;
  support: number;
} {
  const precision =
    confusion.truePositives / (confusion.truePositives + confusion.falsePositives || 1);
  const recall =
    confusion.truePositives / (confusion.truePositives + confusion.falseNegatives || 1);
  return {
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall || 1),
    support: confusion.truePositives + confusion.falseNegatives,
  };
}
