import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerQuestion } from './answer-question.ts';

// A short agreement written for these tests: each clause says one thing a verdict must read.
const AGREEMENT = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made between Acme Corp ("Company") and Jane Doe ("Consultant").',
  '1. Definitions',
  '"Confidential Information" means all non-public information disclosed by Company, whether in writing or orally. "Representatives" means the Consultant\'s employees, accountants and legal advisers.',
  '2. Confidentiality',
  'Consultant shall not disclose Confidential Information to any third party. Consultant may disclose Confidential Information to its Representatives who need to know it. Consultant may disclose Confidential Information if required by law, provided that Consultant gives Company prompt written notice.',
  '3. Survival',
  'The obligations in Section 2 shall survive for a period of three (3) years after termination of this Agreement.',
  '4. Termination',
  "Either party may terminate this Agreement on thirty (30) days' written notice to the other party.",
  '5. Non-Solicitation',
  "Consultant shall not solicit any employee of Company, except through general advertisements not targeted at Company's employees.",
].join('\n\n');
const document = createParsedDocument('txt', [AGREEMENT], false);
const ask = (question: string) => answerQuestion({ document, analysis: null, question });
const quotes = (question: string) => ask(question).citations.map((citation) => citation.quote);

describe('Ask-AI verdicts on an agreement we wrote', () => {
  it('yes: the verdict first, then where the document says it, and where to read on', () => {
    const answer = ask('Can I end this early?');
    expect(answer.verdict).toBe('yes');
    expect(answer.text).toBe(
      "Yes: either party may end it on thirty (30) days' written notice (section 4 (Termination), page 1). See also section 3 (Survival), page 1.",
    );
  });

  it('no: a negation of the very act asked about', () => {
    const answer = ask('Can I disclose Confidential Information to a third party?');
    expect(answer.verdict).toBe('no');
    expect(answer.text).toMatch(
      /^No: the document says “Consultant shall not disclose Confidential Information to any third party”/,
    );
  });

  it('finds the contract’s word for the question’s own: "share" is "disclose"', () => {
    const answer = ask('Can I share Confidential Information with a third party?');
    expect(answer.verdict).toBe('no');
    expect(answer.citations[0]?.quote).toBe(
      'Consultant shall not disclose Confidential Information to any third party.',
    );
  });

  it('an exception to a prohibition makes a conditional no, naming the exception first', () => {
    const answer = ask("May I solicit the Company's employees?");
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(
      /^No, except through general advertisements not targeted at Company's employees: the document says “Consultant shall not solicit/,
    );
  });

  it('reads the question in the contract’s words: "go after" their staff is soliciting them', () => {
    const answer = ask("Can I go after the Company's employees?");
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^No, except through general advertisements/);
  });

  it('only if: a condition decides the verdict and is named first', () => {
    const answer = ask('Can I disclose Confidential Information when the law requires it?');
    expect(answer.verdict).toBe('conditional');
    expect(answer.text).toMatch(/^Only if required by law: /);
  });

  it('a duration is answered with the period, from the survival clause', () => {
    const answer = ask('How long does confidentiality last?');
    expect(answer.verdict).toBe('yes');
    expect(answer.text).toMatch(/^Three \(3\) years after termination of this Agreement: /);
    expect(answer.citations[0]?.quote).toContain('shall survive for a period of three (3) years');
  });

  it('a definition is followed to the rule that uses its term', () => {
    const answer = ask('Can I disclose Confidential Information to my accountant?');
    expect(answer.verdict).toBe('yes');
    expect(answer.citations.slice(0, 2).map((citation) => citation.quote)).toEqual([
      'Consultant may disclose Confidential Information to its Representatives who need to know it.',
      '"Representatives" means the Consultant\'s employees, accountants and legal advisers.',
    ]);
  });

  it('answers from a definition when the answer is in the defined term itself', () => {
    const question = 'Does Confidential Information include things said orally?';
    expect(ask(question).verdict).toBe('yes');
    expect(quotes(question)[0]).toContain('whether in writing or orally');
  });

  it('says the document does not say, plainly, and cites nothing, when nothing answers', () => {
    const answer = ask('Can I bring my dog to work?');
    expect(answer).toMatchObject({ verdict: 'not-stated', isAnswered: false, citations: [] });
    expect(answer.text).toMatch(/^The document does not say\./);
  });

  it('"with or without notice" allows both: it is not a no', () => {
    const letter = createParsedDocument(
      'txt',
      [
        'OFFER LETTER\n\nEmployment. Your employment with the Company is at will. The Company may terminate your employment at any time, with or without cause and with or without notice.',
      ],
      false,
    );
    const answer = answerQuestion({
      document: letter,
      analysis: null,
      question: 'Can the Company terminate my employment without notice?',
    });
    expect(answer.verdict).toBe('yes');
  });
});
