import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import { groupClauses, splitByLikelihood } from './clause-groups.ts';

function clause(category: string, probability: number, start: number): Clause {
  return {
    category,
    title: category,
    text: `${category} ${start}`,
    start,
    end: start + 5,
    page: 1,
    probability,
  };
}

describe('groupClauses', () => {
  it('makes one group per category of the presence list, quoting its most probable passages', () => {
    const groups = groupClauses(
      [
        clause('parties', 0.6, 40),
        clause('parties', 0.99, 10),
        clause('parties', 0.3, 20),
        clause('parties', 0.9, 30),
        clause('parties', 0.7, 50),
        clause('governing-law', 0.4, 60),
      ],
      [
        { category: 'parties', probability: 1 },
        { category: 'governing-law', probability: 0.97 },
        { category: 'non-compete', probability: 0.2 },
      ],
    );
    expect(groups.map((group) => [group.label, group.probability])).toEqual([
      ['Governing Law', 0.97],
      ['Non-Compete', 0.2],
      ['Parties', 1],
    ]);
    const parties = groups.find((group) => group.category === 'parties');
    // The best, then up to two more that are likely themselves, best first.
    expect(parties?.passages.map((passage) => passage.start)).toEqual([10, 30, 50]);
    expect(parties?.morePassages).toBe(2);
    // A category's best passage is quoted even when it is itself unlikely.
    expect(groups[0]?.passages.map((passage) => passage.start)).toEqual([60]);
    expect(groups[1]?.passages).toEqual([]);
  });

  it('falls back to the passages grouped by category, at their best probability', () => {
    const groups = groupClauses(
      [clause('insurance', 0.3, 1), clause('insurance', 0.45, 2), clause('audit-rights', 0.8, 3)],
      [],
    );
    expect(groups.map((group) => [group.category, group.probability])).toEqual([
      ['audit-rights', 0.8],
      ['insurance', 0.45],
    ]);
  });

  it('quotes beside the best only passages at least 70% likely', () => {
    const [group] = groupClauses(
      [clause('insurance', 0.9, 1), clause('insurance', 0.7, 2), clause('insurance', 0.69, 3)],
      [{ category: 'insurance', probability: 0.95 }],
    );
    expect(group?.passages.map((passage) => passage.start)).toEqual([1, 2]);
    expect(group?.morePassages).toBe(1);
  });

  it('keeps a category that has passages but no presence figure', () => {
    const groups = groupClauses(
      [clause('indemnification', 0.7, 1)],
      [{ category: 'parties', probability: 1 }],
    );
    expect(groups.map((group) => group.category)).toEqual(['indemnification', 'parties']);
  });
});

describe('splitByLikelihood', () => {
  it('shows 70% and above at once, and keeps the rest for later (60% is noise in a list)', () => {
    const groups = groupClauses(
      [],
      [
        { category: 'parties', probability: 0.7 },
        { category: 'insurance', probability: 0.69 },
        { category: 'audit-rights', probability: 0.6 },
      ],
    );
    const { likely, lessLikely } = splitByLikelihood(groups);
    expect(likely.map((group) => group.category)).toEqual(['parties']);
    expect(lessLikely.map((group) => group.category)).toEqual(['audit-rights', 'insurance']);
  });
});
