import { describe, expect, it } from 'vitest';
import type { Protection, RedFlag } from '../../../common/analysis/analysis-schema.ts';
import { withoutContradictedProtections } from './without-contradicted-protections.ts';

const at = (start: number, end: number) => ({
  quote: 'x'.repeat(end - start),
  page: 1,
  start,
  end,
  confidence: 0.9,
  burdens: [],
  favours: [],
});
const flag = (start: number, end: number): RedFlag => ({
  ...at(start, end),
  id: `flag-${start}`,
  category: 'invention-prior-list',
  title: 'Your earlier inventions may be licensed to them for ever',
  severity: 'medium',
  explanation: '',
  suggestion: '',
  occurrences: 1,
  alsoAt: [],
});
const protection = (category: string, start: number, end: number): Protection => ({
  ...at(start, end),
  id: `${category}-${start}`,
  category,
  title: category,
  explanation: '',
});

describe('withoutContradictedProtections', () => {
  it('drops a protection that quotes the words of a red flag, and keeps the others', () => {
    const result = withoutContradictedProtections({
      redFlags: [flag(100, 200)],
      protections: [
        protection('irrevocable-or-perpetual-license', 120, 260),
        protection('non-compete', 300, 400),
      ],
    });
    expect(result.protections.map((kept) => kept.category)).toEqual(['non-compete']);
    expect(result.redFlags).toHaveLength(1);
  });

  it('keeps what is given back inside a burden: exceptions, savings clauses, a playbook reading', () => {
    const result = withoutContradictedProtections({
      redFlags: [flag(100, 200)],
      protections: [
        protection('exception', 150, 190),
        protection('savings-clause', 100, 200),
        protection('restrictive-covenant-law', 100, 200),
      ],
    });
    expect(result.protections).toHaveLength(3);
  });
});
