import { EXPECTED_CLAUSES, type ExpectedClause } from '../findings/missing-clause-rules.ts';
import type { DocumentGroup, Profile } from './profile.ts';
import { GENERAL_QUESTIONS } from './questions.ts';

/**
 * A profile from what is particular to its type: the rest follows from its group (the clauses
 * such documents are expected to have) or from its name ("A supply agreement").
 */
export function buildProfile(
  name: string,
  group: DocumentGroup,
  particular: Partial<Omit<Profile, 'group' | 'expectedClauses'>> & {
    expectedClauses?: readonly ExpectedClause[];
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
  };
}
