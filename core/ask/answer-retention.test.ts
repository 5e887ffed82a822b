import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerRetention } from './answer-retention.ts';

function ask(clause: string, question = 'Can I keep copies after the agreement ends?') {
  const text = [
    'NON-DISCLOSURE AGREEMENT',
    '1. Confidentiality. Recipient shall hold the Confidential Information in confidence.',
    `2. Return. ${clause}`,
  ].join('\n\n');
  return answerRetention(question, createParsedDocument('txt', [text], false));
}

describe('answerRetention: what may be kept when the rest goes back', () => {
  it('yes, as far as it allows, where the document lets a copy be kept', () => {
    const answer = ask(
      'On request, Recipient shall return or destroy all Confidential Information, but may retain one archival copy for legal purposes.',
    );
    expect(answer?.verdict).toBe('conditional');
    expect(answer?.text).toMatch(/^Yes, only as far as it allows: /);
  });

  it.each([
    'On termination, Recipient shall return or destroy all copies of the Confidential Information and certify in writing that it has done so.',
    'On termination, Recipient shall deliver all records to Discloser. Recipient will not retain any copies of them.',
  ])('no where everything goes back and nothing is kept: %s', (clause) => {
    const answer = ask(clause);
    expect(answer?.verdict).toBe('no');
    expect(answer?.citations[0]?.quote).toMatch(/all copies|not retain/);
  });

  it('leaves the question to the rest where the document has no return clause', () => {
    expect(
      ask('Recipient shall use the Confidential Information only for the Purpose.'),
    ).toBeNull();
  });

  it('answers only what may be kept after it ends', () => {
    expect(
      ask(
        'On termination, Recipient shall return all copies of the Confidential Information.',
        'Can I share the information with my lawyer?',
      ),
    ).toBeNull();
  });
});
