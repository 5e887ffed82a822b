import { describe, expect, it } from 'vitest';
import { readVerdict } from './read-verdict.ts';

const verdictOf = (question: string, passage: string, isAnswered = true) =>
  readVerdict({ question, passage, isAnswered });

describe('readVerdict', () => {
  it('says yes when the passage says what the question asks', () => {
    expect(
      verdictOf(
        'Can the Receiving Party share the information with its employees?',
        'The Receiving Party may disclose Confidential Information to its employees who need to know it.',
      ),
    ).toBe('yes');
  });

  it('says no when the passage forbids what the question asks', () => {
    expect(
      verdictOf(
        'Can the Receiving Party reverse engineer the samples?',
        'The Receiving Party shall not reverse engineer, decompile or disassemble any samples.',
      ),
    ).toBe('no');
  });

  it('says yes when both the question and the passage are negative', () => {
    expect(
      verdictOf(
        'Does this agreement say that the Receiving Party shall not reverse engineer the samples?',
        'In no event shall the Receiving Party reverse engineer any samples.',
      ),
    ).toBe('yes');
  });

  it('says only if when the passage grants it under an exception or condition', () => {
    expect(
      verdictOf(
        'Can I disclose the information to a court?',
        'The Recipient may disclose Confidential Information if required by law, provided that it gives the Discloser prompt notice.',
      ),
    ).toBe('conditional');
  });

  it('reads a negated carve-out as the exception it is, not as a no', () => {
    expect(
      verdictOf(
        'Does the confidentiality obligation survive termination?',
        'The obligations of confidentiality survive termination, except that they shall not apply to information that becomes public.',
      ),
    ).toBe('conditional');
  });

  it('reads "nothing shall prohibit" as a permission, and the sentence that answers, not its neighbours', () => {
    expect(
      verdictOf(
        'May the Receiving Party develop similar products?',
        'The Receiving Party shall not disclose the Confidential Information. Nothing in this Agreement shall prohibit the Receiving Party from developing similar products.',
      ),
    ).toBe('yes');
  });

  it('says the document does not say when no passage answers', () => {
    expect(verdictOf('Is there a non-compete?', '', false)).toBe('not-stated');
  });
});
