import { describe, expect, it } from 'vitest';
import {
  countBySeverity,
  filterRedFlags,
  groupBySeverity,
  listRedFlagCategories,
} from './red-flag-filter.ts';
import { SAMPLE_ANALYSIS } from './sample-analysis.test-support.ts';

const FLAGS = SAMPLE_ANALYSIS.redFlags;

describe('red flag grouping and filtering', () => {
  it('groups high, medium, low in that order, whatever the input order', () => {
    const groups = groupBySeverity([...FLAGS].reverse());
    expect(groups.map((group) => [group.severity, group.flags.length])).toEqual([
      ['high', 2],
      ['medium', 3],
      ['low', 1],
    ]);
  });

  it('leaves out severities with no flags', () => {
    const groups = groupBySeverity(FLAGS.filter((flag) => flag.severity !== 'medium'));
    expect(groups.map((group) => group.severity)).toEqual(['high', 'low']);
  });

  it('counts each severity', () => {
    expect(countBySeverity(FLAGS)).toEqual({ high: 2, medium: 3, low: 1 });
    expect(countBySeverity([])).toEqual({ high: 0, medium: 0, low: 0 });
  });

  it('filters by severities and by category; an empty choice keeps everything', () => {
    expect(filterRedFlags(FLAGS, { severities: new Set(), category: null })).toHaveLength(6);
    const highAndLow = filterRedFlags(FLAGS, {
      severities: new Set(['high', 'low']),
      category: null,
    });
    expect(highAndLow.map((flag) => flag.id)).toEqual([
      'flag-entry',
      'flag-indemnity',
      'flag-jury',
    ]);
    const renewal = filterRedFlags(FLAGS, { severities: new Set(), category: 'automatic-renewal' });
    expect(renewal.map((flag) => flag.id)).toEqual(['flag-renewal']);
    expect(
      filterRedFlags(FLAGS, { severities: new Set(['high']), category: 'automatic-renewal' }),
    ).toEqual([]);
  });

  it('lists each category once with a readable label, A to Z', () => {
    const categories = listRedFlagCategories([...FLAGS, ...FLAGS.slice(0, 1)]);
    expect(categories).toHaveLength(6);
    expect(categories.map((category) => category.label)).toEqual([
      'Automatic Renewal',
      'Indemnification',
      'Jury Trial Waiver',
      'Late Fees and Interest',
      'Repairs Left to the Tenant',
      'Right of Entry',
    ]);
  });
});
