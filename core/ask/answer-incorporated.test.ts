import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerQuestion } from './answer-question.ts';

// A cover page written for these tests: the terms that bind are posted elsewhere.
const COVER_PAGE = [
  'Mutual Non-Disclosure Agreement',
  'This Mutual Non-Disclosure Agreement consists of this Cover Page and the Acme Mutual NDA Standard Terms Version 2.0 posted at acme.com/standards/mnda.',
  'Governing Law: The laws of the State of {governing_law}.',
  'Jurisdiction: The state and federal courts located in {jurisdiction}.',
].join('\n\n');

describe('a question the document leaves to terms it does not contain', () => {
  const document = createParsedDocument('txt', [COVER_PAGE], false);
  const analysis = analyzeDocument(document);

  it('says the answer is likely in the terms it refers to, and points at the reference', () => {
    const answer = answerQuestion({
      document,
      analysis,
      question: "Can we hire each other's employees?",
    });
    expect(answer.verdict).toBe('not-stated');
    expect(answer.text).toMatch(
      /^The document does not say\. It refers to terms it does not contain/,
    );
    expect(answer.citations[0]?.quote).toContain('Standard Terms Version 2.0');
  });
});

describe('where disputes go, and what is not that question', () => {
  const document = createParsedDocument(
    'txt',
    [
      [
        'NON-DISCLOSURE AGREEMENT',
        'This Non-Disclosure Agreement is made between Acme Robotics Inc. ("Discloser") and Beta Labs LLC ("Recipient").',
        '1. Confidentiality. Recipient shall keep the Confidential Information secret.',
        '2. Governing Law. This Agreement is governed by the laws of the State of Delaware, and the state and federal courts located in Wilmington, Delaware shall have exclusive jurisdiction over any dispute.',
      ].join('\n\n'),
    ],
    false,
  );
  const analysis = analyzeDocument(document, { readerRole: 'Recipient' });
  const ask = (question: string) => answerQuestion({ document, analysis, question }).text;

  it('"Which courts hear disputes?" is answered by the forum', () => {
    expect(ask('Which courts hear disputes?')).toMatch(
      /^Where disputes go: Only the courts of Wilmington/,
    );
  });

  it('a court in "What happens if I am forced by a court ...?" is no question of the forum', () => {
    expect(ask('What happens if I am forced by a court to disclose it?')).not.toMatch(
      /^Forum|^Where disputes/i,
    );
  });
});
