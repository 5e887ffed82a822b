import { describe, expect, it } from 'vitest';
import { findSameMeaning, toContractWords } from './contract-words.ts';
import { toSearchTerm } from './search-terms.ts';

describe('toContractWords: the question in the words a contract uses', () => {
  it.each([
    ["Can we go after the Company's customers?", "Can we solicit the Company's customers?"],
    ['Can I get my money back?', 'Can I get a refund?'],
    ['Can they kick me out early?', 'Can they terminate early?'],
    ['Can they put up the price?', 'Can they increase the price?'],
    ['Can I have a side job?', 'Can I have a outside activities?'],
    ['Can they get a court order against me?', 'Can they get a injunction against me?'],
    ['Am I personally liable?', 'Am I personally guarantee?'],
    [
      'Can they demand the whole loan at once?',
      'Can they declare the entire balance immediately due?',
    ],
    ['Can I pay the loan off early?', 'Can I prepay?'],
  ])('%s → %s', (question, contractWords) => {
    expect(toContractWords(question)).toBe(contractWords);
  });

  it('leaves a question already in contract words as it is', () => {
    expect(toContractWords('May I terminate for convenience?')).toBe(
      'May I terminate for convenience?',
    );
  });
});

describe('findSameMeaning: the contract’s other words for a question’s term', () => {
  it('finds "disclose" for "share" and "solicit" for "hire"', () => {
    expect(findSameMeaning(toSearchTerm('share') ?? '').words).toContain('disclose');
    expect(findSameMeaning(toSearchTerm('hire') ?? '').words).toContain('solicit');
  });
});
