import { describe, expect, it } from 'vitest';
import { getCategoryLabel } from '../../../common/analysis/category-label.ts';
import { CLAUSE_CATEGORIES } from '../../../common/analysis/clause-categories.ts';
import { listFamilies } from './families/families.ts';
import { EXPECTED_CLAUSES } from '../playbooks/expected-clauses/missing-clause-rules.ts';
import { listProfiles } from '../playbooks/profiles/profiles.ts';
import { categoryOf } from '../playbooks/playbook.ts';

// Categories reported without a family of their own: the protections to-findings.ts adds
// (savings clauses, exceptions).
const OTHER_REPORTED_CATEGORIES = ['savings-clause', 'exception'];

const INITIALS = /^(?:ip|nda|mfn|rofr|rofo|rofn|sla|gdpr|dpa|baa|hipaa|llc|loi|ai|safe)$/i;
const JOINING_WORDS = /^(?:a|an|and|as|at|by|for|in|nor|of|on|or|per|the|to|vs|via)$/;

/** Every category id the engine can put on a clause, red flag, protection or missing clause. */
function allCategoryIds(): string[] {
  const profiles = listProfiles();
  const expected = [
    ...Object.values(EXPECTED_CLAUSES),
    ...profiles.map((profile) => profile.expectedClauses),
  ].flatMap((clauses) =>
    clauses.flatMap((clause) => [clause.category, ...clause.clauseCategories]),
  );
  return [
    ...new Set([
      ...CLAUSE_CATEGORIES.map((category) => category.id),
      ...listFamilies().map((family) => family.id),
      ...expected,
      ...profiles.flatMap((profile) => profile.playbook?.items.map(categoryOf) ?? []),
      ...OTHER_REPORTED_CATEGORIES,
    ]),
  ];
}

/** Why a label reads as machine-made, or null when a person could have written it. */
function findMachineCasing(id: string, label: string): string | null {
  if (label === id) return 'is the id itself';
  if (!/^[A-Z]/.test(label)) return 'does not start with a capital';
  if (/[_.]|\s-|-\s|--/.test(label)) return 'keeps the id’s separators';
  const words = label.split(/[\s/()]+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    for (const part of word.split('-')) {
      if (INITIALS.test(part) && part !== part.toUpperCase())
        return `writes "${part}" in lower case`;
      const isJoining = index > 0 && index < words.length - 1 && JOINING_WORDS.test(part);
      if (!isJoining && !/^[A-Z]/.test(part)) return `leaves "${part}" uncapitalised`;
    }
  }
  return null;
}

describe('category labels', () => {
  it('gives every category the engine reports a label a person would write', () => {
    const ids = allCategoryIds();
    expect(ids.length).toBeGreaterThan(100);
    const machineCased = ids
      .map((id) => ({ id, label: getCategoryLabel(id), problem: '' }))
      .map((entry) => ({ ...entry, problem: findMachineCasing(entry.id, entry.label) }))
      .filter((entry) => entry.problem !== null);
    expect(machineCased).toEqual([]);
  });

  it('spells out the first-refusal rights and keeps IP in capitals', () => {
    expect(getCategoryLabel('rofr-rofo-rofn')).toBe('Right of First Refusal / Offer / Negotiation');
    expect(getCategoryLabel('ip-ownership-assignment')).toBe('IP Ownership Assignment');
  });
});
