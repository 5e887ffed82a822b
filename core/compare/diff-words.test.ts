import { describe, expect, it } from 'vitest';
import { diffWords } from './diff-words.ts';
import { tokenizeWords } from './word-tokens.ts';

const side = (text: string) => ({ text, tokens: tokenizeWords(text) });

describe('diffWords', () => {
  it('strikes and inserts only the words that differ, quoting them as written', () => {
    expect(
      diffWords(
        side('Customer shall not, within one (1) year, solicit'),
        side('Customer shall, within two (2) years, solicit'),
      ),
    ).toEqual([
      { op: 'equal', text: 'Customer shall' },
      { op: 'delete', text: 'not' },
      { op: 'equal', text: 'within' },
      { op: 'delete', text: 'one (1) year' },
      { op: 'insert', text: 'two (2) years' },
      { op: 'equal', text: 'solicit' },
    ]);
  });

  it('gives one equal run for the same words however they are spaced or cased', () => {
    expect(diffWords(side('The  Fees are due.'), side('the fees\nare due'))).toEqual([
      { op: 'equal', text: 'the fees\nare due' },
    ]);
  });

  it('keeps a bracket the changed words open or close', () => {
    expect(diffWords(side('within thirty (30) days'), side('within sixty (60) days'))).toEqual([
      { op: 'equal', text: 'within' },
      { op: 'delete', text: 'thirty (30)' },
      { op: 'insert', text: 'sixty (60)' },
      { op: 'equal', text: 'days' },
    ]);
  });
});
