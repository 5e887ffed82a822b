import { describe, expect, it } from 'vitest';
import { findPlaceholders } from '../../core/analysis/text/find-placeholders.ts';
import {
  blankOutDealTerms,
  simulateScan,
  truncateToWords,
} from './evaluate-confidence-variants.ts';

const contract =
  'This Supply Agreement is made on March 3, 2015 between Acme Widgets, Inc. and Beta Foods LLC. ' +
  'Buyer shall pay $25,000 within thirty (30) days of invoice. ' +
  'This Agreement is governed by the laws of the State of New York.';

describe('degraded copies of a labelled contract', () => {
  it('cuts a thin copy after its first words', () => {
    expect(truncateToWords(contract, 4)).toBe('This Supply Agreement is');
    expect(truncateToWords('two words', 10)).toBe('two words');
  });

  it('misreads about the share of words text recognition is unsure of, keeping every offset', () => {
    const long = Array.from({ length: 400 }, () => contract).join(' ');
    const scanned = simulateScan(long, 0.7, 42);
    expect(scanned.length).toBe(long.length);
    const words = long.split(' ');
    const read = scanned.split(' ');
    const misread = words.filter((word, index) => read[index] !== word).length / words.length;
    expect(misread).toBeGreaterThan(0.2);
    expect(misread).toBeLessThan(0.4);
    expect(simulateScan(long, 0.7, 42)).toBe(scanned);
    expect(simulateScan(long, 1, 42)).toBe(long);
  });

  it('blanks the parties, dates, sums, periods and governing state, keeping every offset', () => {
    const template = blankOutDealTerms(
      contract,
      ['Acme Widgets, Inc.', 'Beta Foods LLC'],
      'New York',
    );
    expect(template.length).toBe(contract.length);
    expect(template).not.toMatch(/Acme|Beta|March|25,000|\(30\)|New York/);
    expect(template).toContain('Buyer shall pay');
    expect(findPlaceholders(template)).toHaveLength(6);
  });
});
