import type { KeyTermKind } from '../../../../common/analysis/analysis-schema.ts';
import { EXPECTED_KEY_TERMS } from '../../reading/facts/complete-key-terms.ts';
import { EXPECTED_CLAUSES, type ExpectedClause } from '../expected-clauses/missing-clause-rules.ts';
import type { DocumentGroup } from '../../type/type-reading.ts';
import type { Profile } from './profile.ts';
import { GENERAL_QUESTIONS } from './questions.ts';

/**
 * A profile from what is particular to its type: the rest follows from its group (the clauses
 * and key terms such documents are expected to have) or from its name ("A supply agreement").
 */
export function buildProfile(
  name: string,
  group: DocumentGroup,
  particular: Partial<Omit<Profile, 'group' | 'expectedClauses' | 'keyTerms'>> & {
    expectedClauses?: readonly ExpectedClause[];
    keyTerms?: readonly KeyTermKind[];
  } = {},
): Profile {
  const lower = name.toLowerCase();
  return {
    group,
    reader: null,
    playbook: null,
    questions: GENERAL_QUESTIONS,
    summaryName: `${/^[aeiou]/.test(lower) ? 'An' : 'A'} ${lower}`,
    ...particular,
    expectedClauses: particular.expectedClauses ?? EXPECTED_CLAUSES[group] ?? [],
    keyTerms: particular.keyTerms ?? EXPECTED_KEY_TERMS[group],
  };
}
