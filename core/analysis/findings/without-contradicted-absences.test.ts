import { describe, expect, it } from 'vitest';
import type { KeyTerm } from '../../../common/analysis/analysis-schema.ts';
import { withoutContradictedAbsences } from './without-contradicted-absences.ts';

const notFound = (kind: KeyTerm['kind']): KeyTerm => ({
  kind,
  label: kind,
  value: 'Not found in this document',
  status: 'not-found',
  quote: '',
  page: 1,
  start: 0,
  end: 0,
});

describe('withoutContradictedAbsences', () => {
  it('does not call a term missing that a finding of the same analysis quotes', () => {
    const terms = [notFound('non-compete'), notFound('liability-cap')];
    expect(
      withoutContradictedAbsences(terms, [{ category: 'non-compete' }]).map((term) => term.kind),
    ).toEqual(['liability-cap']);
  });

  it('keeps a stated term, and an absence no finding contradicts', () => {
    const stated: KeyTerm = { ...notFound('non-compete'), status: 'stated', value: '2 years' };
    expect(withoutContradictedAbsences([stated], [{ category: 'non-compete' }])).toEqual([stated]);
    expect(withoutContradictedAbsences([notFound('indemnity')], [])).toHaveLength(1);
  });
});
