import { describe, expect, it } from 'vitest';
import { readPassage, readVerdict } from './read-verdict.ts';

const verdictOf = readVerdict;

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

  it('does not let a negation about something else turn the answer round', () => {
    expect(
      verdictOf(
        'Must the Supplier deliver the goods within 10 days?',
        'The Supplier shall deliver the goods within 10 days, and the Buyer shall not unreasonably refuse them.',
      ),
    ).toBe('yes');
  });

  it('reads "solely for" as "not for any other purpose"', () => {
    expect(
      verdictOf(
        'Does this agreement say that the Recipient shall not use the information for any purpose other than the Purpose?',
        'The Recipient shall use the Confidential Information solely for the Purpose.',
      ),
    ).toBe('yes');
  });

  it('reads a restriction that does not apply as a permission', () => {
    expect(
      verdictOf(
        'May the Recipient independently develop similar information?',
        'The obligations of this Agreement shall not apply to information that the Recipient independently develops.',
      ),
    ).toBe('yes');
  });

  it('gives the condition in its own words', () => {
    expect(
      readPassage(
        'Can the Employer end the employment?',
        'The Employer may terminate the employment if the Employee commits gross misconduct, with immediate effect.',
      ),
    ).toMatchObject({
      verdict: 'conditional',
      condition: 'if the Employee commits gross misconduct',
    });
  });

  it('answers from a sentence, never from a section number or markup', () => {
    const reading = readPassage(
      'How long does confidentiality last?',
      '9. The obligations of confidentiality shall survive for <span class="x">two (2) years</span> after termination.',
    );
    expect(reading.sentence).toBe(
      'The obligations of confidentiality shall survive for two (2) years after termination.',
    );
  });

  it("never answers with a bare section number, even when no sentence shares the question's words", () => {
    expect(
      readPassage('Can I sublicense it?', '9. Each party shall keep its records.').sentence,
    ).toBe('Each party shall keep its records.');
  });
});

describe("a form's markup is no condition of the deal", () => {
  it('reads past "{IF has_limits}" to the sentence’s own words', () => {
    const reading = readPassage(
      'Can they raise the price during my subscription?',
      'Subscription Period {subscription_period} Cloud Service Fees {fees_display} {IF has_limits}Use Limits {limits}{END-IF}\nAdditions and Modifications',
    );
    expect(reading.condition).not.toMatch(/[{}]/);
  });
});

describe('a cue with nothing after it is no condition', () => {
  it('"PROVIDED HOWEVER, the foregoing ..." gives no "Only provided however"', () => {
    const reading = readPassage(
      'May the Distributor fill orders from outside the Territory?',
      'PROVIDED HOWEVER, the foregoing restriction does not preclude Distributor from filling unsolicited orders from outside the Territory.',
    );
    expect(reading.condition).toBe('');
  });
});

describe('a number in words and figures is no list', () => {
  it('quotes "ten (10) days" whole', () => {
    const reading = readPassage(
      'What happens if I miss a payment?',
      'If any installment is not received within ten (10) days after its due date, Borrower shall pay a late charge of 5% of the overdue amount.',
    );
    expect(reading.sentence).toContain('within ten (10) days');
  });
});

describe('a way out of renewal is said with the yes', () => {
  it('"unless one Party notifies the other" keeps "Does it renew automatically?" a yes', () => {
    const reading = readPassage(
      'Does this renew automatically?',
      'This Agreement will continue for an Initial Term of five (5) years, and will automatically renew for successive five (5) year terms unless one Party notifies the other of its intention not to renew at least twelve (12) months before expiry.',
    );
    expect(reading.verdict).toBe('yes');
    expect(reading.condition).toMatch(/^unless one Party notifies/);
  });
});
