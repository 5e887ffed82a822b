import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { findProfile } from '../analysis/playbooks/profiles/profiles.ts';

const MAX_SUGGESTIONS = 5;

/**
 * 3-5 questions worth asking about this document: the ones people ask about its type, led by
 * what the analysis found that a reader should hear about (an automatic renewal, a
 * non-compete, deadlines). Without an analysis, the questions that suit any contract.
 */
export function suggestQuestions(analysis: Analysis | null): string[] {
  const fromFindings = analysis ? questionsFromFindings(analysis) : [];
  const suggestions = [
    ...new Set([
      ...fromFindings,
      ...findProfile(analysis?.documentType.type ?? 'Unknown').questions,
    ]),
  ];
  // Findings lead, but the type's own questions keep at least three places.
  const findingShare = Math.min(fromFindings.length, MAX_SUGGESTIONS - 3);
  return [...suggestions.slice(0, findingShare), ...suggestions.slice(fromFindings.length)].slice(
    0,
    MAX_SUGGESTIONS,
  );
}

/** Questions the analysis' own findings raise, most pressing first. */
function questionsFromFindings(analysis: Analysis): string[] {
  const flagged = new Set(analysis.redFlags.map((flag) => flag.category));
  const questions: string[] = [];
  if (flagged.has('automatic-renewal') || flagged.has('renewal-term'))
    questions.push('How do I stop it renewing automatically?');
  if (flagged.has('non-compete')) questions.push('How long does the non-compete last, and where?');
  if (flagged.has('late-fees-and-interest')) questions.push('What happens if I pay late?');
  if (flagged.has('early-termination-fee')) questions.push('What does it cost to end it early?');
  if (analysis.obligations.some((obligation) => obligation.deadline !== null))
    questions.push('What must I do, and by when?');
  return questions;
}
