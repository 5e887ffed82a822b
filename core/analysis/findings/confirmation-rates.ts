import { categoryOf } from '../playbooks/playbook.ts';
import { listProfiles } from '../playbooks/profiles/profiles.ts';
import type { Findings } from './to-findings.ts';

/**
 * Where a finding comes from: a playbook's check of the whole reading, or a red-flag family
 * (text patterns and learned clause cards alike: a finished finding does not say which of the
 * two found it, and one finding often merges both, so the clause model is no source of its own).
 */
export type FindingSource = 'playbook' | 'family';

/**
 * How often findings of each source were confirmed by a lawyer's annotations: the review set's
 * dev documents, each read as its annotated reader, a finding judged when it covers half the
 * words of a must-flag or must-not-flag passage (scripts/eval/review-confidence.ts), the rate
 * add-one smoothed, (confirmed + 1) / (judged + 2). Fitted by `npm run eval -- confirmation`
 * (scripts/eval/finding-confirmation.ts), which also measures them by 5-fold CV by document.
 * A finding's own score (a pattern's 0.6 to 0.99, a check's 0.8) did not tell which flags a
 * lawyer confirms (the red-flag calibration of confidence-coefficients.ts: slope below 0).
 *
 * Red flags, 45 dev documents: a playbook's check 35 of 36 judged confirmed (0.947 smoothed), a
 * family 135 of 140 (0.958). By 5-fold CV by document these rates score a Brier of 0.035 ± 0.022
 * and miss the observed share by 0.026 ± 0.019, where the findings' own scores did 0.070 ± 0.013
 * and 0.137 ± 0.049; on the held-out part (54 judged) 0.053 and 0.010 against 0.067 and 0.114.
 * Protections: only 24 judged (22 of a family, 2 of a playbook), under the 30 a rate needs, so
 * they keep their own confidence.
 */
export const CONFIRMATION_RATES: {
  redFlag: Record<FindingSource, number>;
  /** Null: too few protections judged (under 30) to fit, so they keep their own confidence. */
  protection: Record<FindingSource, number> | null;
} = {
  redFlag: { playbook: 0.947, family: 0.958 },
  protection: null,
};

// Every playbook item's category: the findings of a check are reported under it, and no
// red-flag family shares one (a family's finding keeps its family's category).
const PLAYBOOK_CATEGORIES = new Set(
  listProfiles().flatMap((profile) => profile.playbook?.items.map(categoryOf) ?? []),
);

/** The source of a finding, from its category. */
export function findFindingSource(finding: { category: string }): FindingSource {
  return PLAYBOOK_CATEGORIES.has(finding.category) ? 'playbook' : 'family';
}

/**
 * The findings with each one's confidence set to how often findings of its source were
 * confirmed, in the same order: what a person can check ("9 in 10 findings like this one were
 * confirmed"), where the finding's own score was not.
 */
export function applyConfirmationRates(
  findings: Findings,
  rates: typeof CONFIRMATION_RATES = CONFIRMATION_RATES,
): Findings {
  const { protection } = rates;
  return {
    redFlags: findings.redFlags.map((flag) => ({
      ...flag,
      confidence: rates.redFlag[findFindingSource(flag)],
    })),
    protections: protection
      ? findings.protections.map((item) => ({
          ...item,
          confidence: protection[findFindingSource(item)],
        }))
      : findings.protections,
  };
}
