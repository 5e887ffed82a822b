import {
  CUAD_CATEGORY_NAMES,
  getCategoryTitle,
} from '../../../../common/analysis/clause-categories.ts';
import { toCategoryId } from '../../../../common/analysis/category-id.ts';
import type { Clause } from '../../../../common/analysis/analysis-schema.ts';
import { findPageNumber, type ParsedDocument } from '../../../parsing/index.ts';
import { buildCandidates, isCandidateForCategory } from '../features/build-candidates.ts';
import type { Candidate } from '../features/candidate.ts';
import { hashFeatures } from '../features/tokenize.ts';
import { scoreLinear, toProbability, type LinearModel } from '../model/linear-model.ts';
import { getClauseModel } from '../model/load-models.ts';
import type { Segment } from '../../text/segment.ts';
import { rankCandidates } from './rank-candidates.ts';
import { toMatchProbability } from './recalibrate.ts';
import { applyRecalibration } from './recalibrate.ts';

/** A scored span of one CUAD category, before it becomes a Clause. */
export interface ScoredSpan {
  category: string;
  start: number;
  end: number;
  probability: number;
}

/**
 * Stage-1 probabilities: `result[candidate][category]`, -1 where the candidate's kind cannot
 * answer the category (a date is never a licence grant).
 */
export function scoreCandidatesStage1(
  model: LinearModel,
  candidates: readonly Candidate[],
): number[][] {
  return candidates.map((candidate) => {
    const logits = scoreLinear(model, hashFeatures(candidate.features));
    return model.outputs.map((category, index) =>
      isCandidateForCategory(candidate.kind, category) ? toProbability(logits[index] ?? 0) : -1,
    );
  });
}

/** Every candidate span of every CUAD category with its final probability. */
export function scoreCuadSpans(text: string, segments: readonly Segment[]): ScoredSpan[] {
  const model = getClauseModel();
  const candidates = buildCandidates(text, segments);
  const stage1 = scoreCandidatesStage1(model.stage1, candidates);
  const spans: ScoredSpan[] = [];
  model.stage1.outputs.forEach((category, categoryIndex) => {
    const recalibration = model.recalibration[categoryIndex] ?? null;
    const column = stage1.map((row) => row[categoryIndex] ?? -1);
    const ranked = rankCandidates(
      category,
      candidates,
      column,
      model.candidatesPerCategory,
      model.blockSizes,
    );
    const probabilities = ranked.map((span) =>
      toMatchProbability(
        model.matchCalibration,
        recalibration ? applyRecalibration(recalibration, span.features) : span.stage1,
      ),
    );
    ranked.forEach((span, index) =>
      spans.push({
        category,
        start: span.start,
        end: span.end,
        probability: Math.pow(probabilities[index] ?? 0, model.exponent),
      }),
    );
  });
  return spans;
}

/** Turns a span into a Clause quoting the document verbatim. */
export function toClause(
  document: ParsedDocument,
  categoryId: string,
  start: number,
  end: number,
  probability: number,
): Clause {
  return {
    category: categoryId,
    title: getCategoryTitle(categoryId),
    text: document.text.slice(start, end),
    start,
    end,
    page: findPageNumber(document, start),
    probability: Math.min(1, Math.max(0, probability)),
  };
}

/** The CUAD category ids, in model order. */
export const CUAD_CATEGORY_IDS = CUAD_CATEGORY_NAMES.map(toCategoryId);
