import type { KeyTerm, KeyTermKind } from '../../../common/analysis/analysis-schema.ts';

// The finding categories that quote a key term of each kind: a red flag on a non-compete is
// the non-compete, whatever the key-term reader made of its words.
const QUOTED_BY: Partial<Record<KeyTermKind, RegExp>> = {
  'non-compete': /non-compete/,
  'non-solicit': /solicit|no-hire/,
  indemnity: /indemn/,
  'ip-ownership': /ip-ownership|assignment-of-inventions|invention|work-for-hire/,
  'liability-cap': /cap-on-liability|liability-cap|uncapped-liability/,
};

/**
 * The key terms without the ones said to be "not found" that a finding of the same analysis
 * quotes: the screen never says a non-compete is missing beside the red flag that quotes it.
 */
export function withoutContradictedAbsences(
  keyTerms: readonly KeyTerm[],
  findings: readonly { category: string }[],
): KeyTerm[] {
  return keyTerms.filter((term) => {
    if (term.status !== 'not-found') return true;
    const quotedBy = QUOTED_BY[term.kind];
    return !quotedBy || !findings.some((finding) => quotedBy.test(finding.category));
  });
}
