import type { Candidate } from '../features/candidate.ts';
import { toLogit } from '../model/linear-model.ts';

/** A span proposed for one category, with its stage-1 score and in-document context features. */
export interface RankedSpan {
  start: number;
  end: number;
  /** The best stage-1 probability among the candidates it covers. */
  stage1: number;
  /** Dense features for the recalibration model (see RANK_FEATURE_COUNT). */
  features: number[];
}

/** Number of dense context features per span. */
export const RANK_FEATURE_COUNT = 24;
// Short answers are single extracted spans; merging sentences only helps the clause categories.
const SHORT_CATEGORIES = new Set(['Parties', 'Document Name', 'Agreement Date', 'Effective Date']);
const FLOOR = 1e-6;

/**
 * The top candidates of one category in one document, best stage-1 score first, plus blocks
 * of adjacent sentences around them, each with features saying how it ranks against the rest
 * of the document. `probabilities[candidate]` is the stage-1 probability, or -1 when the
 * category does not apply.
 */
export function rankCandidates(
  category: string,
  candidates: readonly Candidate[],
  probabilities: readonly number[],
  limit: number,
  blockSizes: readonly number[] = [2, 3],
): RankedSpan[] {
  const order = candidates
    .map((candidate, index) => ({ candidate, index, probability: probabilities[index] ?? -1 }))
    .filter((item) => item.probability >= 0)
    .sort((a, b) => b.probability - a.probability || a.index - b.index);
  const first = order[0];
  if (!first) return [];
  const topLogit = toLogit(first.probability);
  const secondLogit = order[1] ? toLogit(order[1].probability) : -14;
  const aboveHalf = order.filter((item) => item.probability > 0.5).length;
  const rankOf = new Map(order.map((item, rank) => [item.index, rank]));
  // Sentence candidates come first, one per segment, so a segment's index is its sentence's.
  const sentenceProbability = (index: number) => {
    const candidate = candidates[index];
    return candidate?.kind === 'sentence' ? Math.max(FLOOR, probabilities[index] ?? 0) : FLOOR;
  };
  const spans: RankedSpan[] = [];
  const addSpan = (firstIndex: number, lastIndex: number, kind: string, rank: number) => {
    const members: number[] = [];
    for (let index = firstIndex; index <= lastIndex; index++)
      members.push(
        kind === 'sentence' || kind.startsWith('block')
          ? sentenceProbability(index)
          : Math.max(FLOOR, probabilities[index] ?? 0),
      );
    const logits = members.map(toLogit);
    const highest = Math.max(...logits);
    const lowest = Math.min(...logits);
    const start = candidates[firstIndex]?.start ?? 0;
    const end = candidates[lastIndex]?.end ?? start;
    const segment = kind === 'part' ? (candidates[firstIndex]?.segment ?? -1) : -1;
    // A part's neighbours are its own sentence and the next one.
    const before = kind === 'part' ? segment : firstIndex - 1;
    const after = kind === 'part' ? segment + 1 : lastIndex + 1;
    const parentLogit = kind === 'part' ? toLogit(sentenceProbability(segment)) : highest;
    spans.push({
      start,
      end,
      stage1: Math.max(...members),
      features: [
        highest,
        lowest,
        highest - topLogit,
        topLogit,
        topLogit - secondLogit,
        rank === 0 ? 1 : 0,
        rank === 1 ? 1 : 0,
        rank === 2 ? 1 : 0,
        rank >= 3 && rank < 6 ? 1 : 0,
        rank >= 6 && rank < 12 ? 1 : 0,
        rank >= 12 ? 1 : 0,
        kind === 'sentence' ? 1 : 0,
        kind === 'date' ? 1 : 0,
        kind === 'title' ? 1 : 0,
        kind === 'party' ? 1 : 0,
        kind === 'block2' ? 1 : 0,
        kind === 'block3' ? 1 : 0,
        toLogit(sentenceProbability(before)),
        toLogit(sentenceProbability(after)),
        Math.log1p((end - start) / 6),
        Math.min(aboveHalf, 10) / 10,
        kind === 'part' ? 1 : 0,
        parentLogit,
        highest - parentLogit,
      ],
    });
  };
  const top = order.slice(0, limit);
  top.forEach((item, rank) => addSpan(item.index, item.index, item.candidate.kind, rank));
  if (SHORT_CATEGORIES.has(category)) return spans;
  for (const item of top) {
    if (item.candidate.kind !== 'sentence') continue;
    for (const size of blockSizes) {
      const lastIndex = item.index + size - 1;
      if (candidates[lastIndex]?.kind !== 'sentence') continue;
      let lowest = 1;
      let bestRank = 99;
      for (let index = item.index; index <= lastIndex; index++) {
        lowest = Math.min(lowest, sentenceProbability(index));
        bestRank = Math.min(bestRank, rankOf.get(index) ?? 99);
      }
      if (lowest < 0.02) continue;
      addSpan(item.index, lastIndex, `block${size}`, bestRank);
    }
  }
  return spans;
}
