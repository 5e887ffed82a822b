import type { Segment } from '../../text/segment.ts';
import type { Candidate, CandidateKind } from './candidate.ts';
import { buildDateCandidates } from './date-candidates.ts';
import { buildPartCandidates } from './part-candidates.ts';
import { buildPartyCandidates } from './party-candidates.ts';
import { buildSentenceCandidates } from './sentence-candidates.ts';
import { buildTitleCandidates } from './title-candidates.ts';

/** Every candidate span of a document: its sentences plus extracted dates, titles and names. */
export function buildCandidates(text: string, segments: readonly Segment[]): Candidate[] {
  return [
    ...buildSentenceCandidates(segments),
    ...buildPartCandidates(segments),
    ...buildDateCandidates(text),
    ...buildTitleCandidates(text),
    ...buildPartyCandidates(text),
  ];
}

/** Categories answered by a short extracted span (a name, a date, a title), not by a clause. */
export const SHORT_ANSWER_CATEGORIES: ReadonlySet<string> = new Set([
  'Parties',
  'Document Name',
  'Agreement Date',
  'Effective Date',
]);

/** Whether a kind of candidate can answer a CUAD category: short extractors serve only their own. */
export function isCandidateForCategory(kind: CandidateKind, category: string): boolean {
  if (kind === 'sentence') return true;
  if (kind === 'part') return !SHORT_ANSWER_CATEGORIES.has(category);
  if (kind === 'date') return category === 'Agreement Date' || category === 'Effective Date';
  if (kind === 'title') return category === 'Document Name';
  return category === 'Parties';
}
