import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerQuestion } from './answer-question.ts';
import { answerScope } from './answer-scope.ts';

function ask(definition: string, question: string) {
  const document = createParsedDocument(
    'txt',
    [
      [
        'NON-DISCLOSURE AGREEMENT',
        `1. Definition. ${definition}`,
        '2. Obligations. The Recipient shall hold Confidential Information in strict confidence.',
      ].join('\n\n'),
    ],
    false,
  );
  return answerQuestion({ document, analysis: null, question });
}

const QUESTION =
  'Does this agreement say that confidential information shall only include technical information?';

describe('whether a defined thing reaches only so far, answered from its definition', () => {
  it('says no where the definition names kinds beyond the one asked about', () => {
    const answer = ask(
      '"Confidential Information" means all technical, business and financial information disclosed by the Discloser, in any form.',
      QUESTION,
    );
    expect(answer.verdict).toBe('no');
    expect(answer.citations[0]?.quote).toContain('"Confidential Information" means');
  });

  it('says yes where it names only that kind', () => {
    const answer = ask(
      '"Confidential Information" means the technical drawings and source code the Discloser marks as confidential.',
      'Is confidential information limited to technical drawings and source code?',
    );
    expect(answer.verdict).toBe('yes');
  });

  it.each([
    // "all ... information" reaches every kind, whatever it names.
    '"Confidential Information" means all confidential and proprietary information of the Discloser revealed to the Recipient.',
    // Defined under another name, "the Information".
    'Each party may disclose confidential and/or proprietary information (the "Information"), including trade secrets and customer information.',
  ])('says no where the definition is broader than the kind asked about: %s', (definition) => {
    const answer = ask(definition, QUESTION);
    expect(answer.verdict).toBe('no');
    expect(answer.citations[0]?.quote).toContain(definition.slice(0, 30));
  });

  it('the defined term’s own words ("information") do not make it narrow', () => {
    const document = createParsedDocument(
      'txt',
      ['1. "Confidential Information" means the information the Discloser marks as confidential.'],
      false,
    );
    expect(answerScope(QUESTION, document)).toBeNull();
  });
});
