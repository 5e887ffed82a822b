import { CUAD_CATEGORY_NAMES } from '../../common/analysis/clause-categories.ts';
import { isMatch, toWordSet } from '../../core/analysis/learned/clauses/cuad-metrics.ts';
import {
  buildCandidates,
  isCandidateForCategory,
} from '../../core/analysis/learned/features/build-candidates.ts';
import type { Candidate } from '../../core/analysis/learned/features/candidate.ts';
import { hashFeatures } from '../../core/analysis/learned/features/tokenize.ts';
import { splitSentences } from '../../core/analysis/text/split-sentences.ts';
import type { CuadContract } from './load-data.ts';
import type { TrainingRow } from './train-linear.ts';

/** A featurised contract: its candidates, their stage-1 training rows, and its labels by category. */
export interface FeaturisedContract {
  contract: CuadContract;
  candidates: Candidate[];
  rows: TrainingRow[];
  labelsByCategory: Map<string, { text: string; words: Set<string> }[]>;
}

/** Builds candidates and "matches a label" targets (255 where the category does not apply). */
export function featuriseContract(contract: CuadContract): FeaturisedContract {
  const candidates = buildCandidates(contract.text, splitSentences(contract.text));
  const labelsByCategory = new Map<string, { text: string; words: Set<string> }[]>();
  for (const annotation of contract.annotations) {
    const labels = labelsByCategory.get(annotation.category) ?? [];
    labels.push({ text: annotation.text, words: toWordSet(annotation.text) });
    labelsByCategory.set(annotation.category, labels);
  }
  const rows = candidates.map((candidate) => {
    const text = contract.text.slice(candidate.start, candidate.end);
    const words = toWordSet(text);
    const targets = Uint8Array.from(CUAD_CATEGORY_NAMES, (category) => {
      if (!isCandidateForCategory(candidate.kind, category)) return 255;
      const labels = labelsByCategory.get(category) ?? [];
      return labels.some((label) => isMatch(category, label.text, text, label.words, words))
        ? 1
        : 0;
    });
    return { features: hashFeatures(candidate.features), targets };
  });
  return { contract, candidates, rows, labelsByCategory };
}

/** The indices of the labels of the category that a span of a featurised contract matches. */
export function matchingLabels(
  contract: FeaturisedContract,
  category: string,
  start: number,
  end: number,
): number[] {
  const text = contract.contract.text.slice(start, end);
  const words = toWordSet(text);
  const found: number[] = [];
  (contract.labelsByCategory.get(category) ?? []).forEach((label, index) => {
    if (isMatch(category, label.text, text, label.words, words)) found.push(index);
  });
  return found;
}
