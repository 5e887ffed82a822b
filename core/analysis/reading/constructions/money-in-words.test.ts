import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

// Construction: money written in words, in words and figures, or as a share (issue 30, facts).
const PREAMBLE =
  'LICENCE AGREEMENT\n\nThis Licence Agreement is made between Acme Software Ltd. ("Licensor") and Beta Stores Inc. ("Licensee").\n\n';

function keyTermValue(sentence: string, kind: string): string | undefined {
  const analysis = analyzeDocument(
    createParsedDocument('txt', [`${PREAMBLE}3. Fees. ${sentence}`], true),
  );
  return analysis.keyTerms.find((term) => term.kind === kind && term.status === 'stated')?.value;
}

describe('money in words and figures', () => {
  it.each([
    [
      'Licensee shall pay a fee of Fifty Thousand and NO/100 Dollars ($50,000) on signing.',
      '$50,000',
    ],
    ['Licensee shall pay a fee of Fifty Thousand and NO/100 Dollars on signing.', '$50,000'],
    [
      'Licensee shall pay a licence fee of Twelve Thousand Five Hundred Dollars per year.',
      '$12,500',
    ],
    ['Licensee shall pay a fee of USD 7,500 within thirty (30) days of signing.', 'USD 7,500'],
  ])('%s', (sentence, amount) => {
    expect(keyTermValue(sentence, 'fees')).toContain(amount);
  });

  it.each([
    ['Licensee shall pay Licensor a royalty of five percent (5%) of Net Sales.', '5% of Net Sales'],
    [
      'Licensee shall pay a running royalty equal to 3.5% of Net Revenue each quarter.',
      '3.5% of Net Revenue',
    ],
  ])('a share is a money term: %s', (sentence, value) => {
    expect(keyTermValue(sentence, 'royalties')).toBe(value);
  });
});
