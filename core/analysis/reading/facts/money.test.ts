import { describe, expect, it } from 'vitest';
import { findMoney, parseAmountWords } from './money.ts';

describe('findMoney', () => {
  it.each([
    ['The Franchisee shall pay Fifty Thousand and NO/100 Dollars ($50,000).', '$50,000'],
    ['The Franchisee shall pay Fifty Thousand and NO/100 Dollars on signing.', '$50,000'],
    ['a fee of One Hundred Twenty-Five Dollars per hour', '$125'],
    ['Two Million Five Hundred Thousand Dollars', '$2,500,000'],
    ['Customer shall pay $4,500 per month.', '$4,500'],
    ['USD 10,000 is due; 5,000 dollars later.', 'USD 10,000'],
  ])('%s -> %s', (sentence, amount) => {
    expect(findMoney(sentence)?.text).toBe(amount);
  });

  it('never takes the cents of a cheque-style amount for the amount', () => {
    expect(findMoney('the sum of Fifty Thousand and 00/100 Dollars')?.text).toBe('$50,000');
    expect(findMoney('and NO/100 Dollars')).toBeNull();
  });

  it('finds no money where there is none', () => {
    expect(findMoney('The term is two (2) years.')).toBeNull();
  });
});

describe('parseAmountWords', () => {
  it('reads thousands, hundreds and tens', () => {
    expect(parseAmountWords('fifty thousand')).toBe(50_000);
    expect(parseAmountWords('one hundred and twenty-five')).toBe(125);
    expect(parseAmountWords('three million two hundred thousand')).toBe(3_200_000);
    expect(parseAmountWords('fifty apples')).toBeNull();
  });
});
