import type {
  Clause,
  KeyTerm,
  KeyTermKind,
  MissingClause,
} from '../../../common/analysis/analysis-schema.ts';
import { findIncorporatedTerms } from '../type/find-incorporated-terms.ts';
import type { Segment } from '../text/segment.ts';
import { findProfile } from '../playbooks/profiles/profiles.ts';
import type { ExpectedClause } from '../playbooks/expected-clauses/missing-clause-rules.ts';

// A learned clause counts as present well below the red-flag threshold: claiming a clause is
// missing when it is there would be worse than staying silent.
const PRESENT_PROBABILITY = 0.3;

/**
 * What the same analysis already shows the reader: its red flags and protections (a category
 * and the words quoted) and its key terms. A clause the screen quotes, or a key term it gives
 * as stated, blank or in the referenced terms, is never also reported as missing.
 */
export interface ShownElsewhere {
  findings?: readonly { category: string; quote: string }[];
  keyTerms?: readonly Pick<KeyTerm, 'kind' | 'status'>[];
}

// The expected clauses a key term is: "Governing law: [Fill in state]" is a governing-law
// clause left blank, not a missing one.
const CATEGORIES_OF_KEY_TERM: Partial<Record<KeyTermKind, string[]>> = {
  'governing-law': ['governing-law'],
  'term-and-renewal': ['renewal-term', 'expiration-date'],
  'termination-notice': ['termination-for-convenience', 'termination-for-cause'],
  fees: ['payment-terms'],
  'payment-terms': ['payment-terms'],
  'late-payment': ['payment-terms'],
  'liability-cap': ['cap-on-liability'],
  'liability-carve-outs': ['cap-on-liability'],
  'confidentiality-period': ['confidentiality'],
};

/**
 * What documents of this type usually contain and this one seems to lack, with why it
 * matters. Conservative: a clause counts as present if the model found it, or if any sentence
 * or heading speaks of it; and nothing is missing from a cover page whose standard terms were
 * not provided (the analysis says they were not, and the clauses are probably in them); and
 * nothing the same analysis quotes or gives as a key term.
 */
export function findMissingClauses(
  documentType: string,
  clauses: Clause[],
  segments: Segment[],
  shown: ShownElsewhere = {},
): MissingClause[] {
  const expected = findProfile(documentType).expectedClauses;
  const text = segments.map((segment) => segment.text).join('\n');
  if (findIncorporatedTerms(text).some((terms) => !terms.provided)) return [];
  const found = new Set(
    clauses
      .filter((clause) => clause.probability >= PRESENT_PROBABILITY)
      .map((clause) => clause.category),
  );
  return expected
    .filter((rule) => !rule.clauseCategories.some((category) => found.has(category)))
    .filter(
      (rule) =>
        !segments.some(
          (segment) => rule.present.test(segment.text) || rule.present.test(segment.heading),
        ),
    )
    .filter((rule) => !isShown(rule, shown))
    .map(({ category, title, whyItMatters }) => ({ category, title, whyItMatters }));
}

/** Whether a finding or key term the analysis shows is this clause. */
function isShown(rule: ExpectedClause, shown: ShownElsewhere): boolean {
  const isRule = (category: string) =>
    category === rule.category || rule.clauseCategories.includes(category);
  return (
    (shown.findings ?? []).some(
      (finding) => isRule(finding.category) || rule.present.test(finding.quote),
    ) ||
    (shown.keyTerms ?? []).some(
      (term) =>
        term.status !== 'not-found' && (CATEGORIES_OF_KEY_TERM[term.kind] ?? []).some(isRule),
    )
  );
}
