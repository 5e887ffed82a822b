import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { answerQuestion } from './answer-question.ts';

describe('open questions a key term answers, in the analysis own words', () => {
  it('gives the fact first, as the Details tab shows it, with its section', () => {
    const { document } = loadContractFixture('employment-agreement');
    const analysis = analyzeDocument(document);
    const term = analysis.keyTerms.find((candidate) => candidate.kind === 'non-compete');
    const answer = answerQuestion({
      document,
      analysis,
      question: 'How long does the non-compete last?',
    });
    expect(answer.verdict).toBe('yes');
    expect(answer.text).toBe(`Non-compete: ${term?.value} (section 4 (Non-competition), page 1).`);
    expect(answer.citations[0]?.quote).toContain('twenty-four (24) months');
  });

  it('with no period stated, answers how long secrecy lasts as the NDA playbook reads it', () => {
    const document = createParsedDocument(
      'txt',
      [
        [
          'NON-DISCLOSURE AGREEMENT',
          'This Non-Disclosure Agreement is made between Acme Robotics Inc. ("Discloser") and Beta Labs LLC ("Recipient").',
          '1. Confidentiality. Recipient shall keep the Confidential Information secret and use it only to evaluate a possible acquisition of Discloser.',
          '2. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
        ].join('\n\n'),
      ],
      false,
    );
    const analysis = analyzeDocument(document, { readerRole: 'Recipient' });
    const flag = analysis.redFlags.find((candidate) => candidate.category === 'nda-term');
    const answer = answerQuestion({
      document,
      analysis,
      question: 'How long must I keep the information confidential?',
    });
    expect(flag).toBeDefined();
    expect(answer.text.startsWith(`${flag?.title}: `)).toBe(true);
    expect(answer.citations[0]?.quote).toBe(flag?.quote);
  });

  it('says a term the template left blank is blank, and points at the blank', () => {
    const document = createParsedDocument(
      'txt',
      [
        [
          'MUTUAL NON-DISCLOSURE AGREEMENT',
          'This Mutual Non-Disclosure Agreement is made between Acme Robotics Inc. ("Acme") and Beta Labs LLC ("Beta").',
          "1. Confidentiality. Each party shall keep the other party's Confidential Information confidential and use it only to evaluate a possible business relationship.",
          '2. Term. The obligations of this Agreement last for [____] years after the Effective Date.',
          '3. Governing Law. This Agreement is governed by the laws of the State of [__________].',
        ].join('\n\n'),
      ],
      false,
    );
    const analysis = analyzeDocument(document);
    const answer = answerQuestion({
      document,
      analysis,
      question: 'Which law governs this agreement?',
    });
    expect(answer.verdict).toBe('not-stated');
    expect(answer.isAnswered).toBe(false);
    expect(answer.text).toMatch(/^The document leaves blank the governing law \(section 3/);
    expect(answer.citations[0]?.quote).toContain('[__________]');
  });

  it.each([
    [
      'Can I take a dispute to court?',
      'no',
      /^No: disputes go to arbitration, not to a court \(section 10/,
    ],
    ['Do I keep the rights to my side projects?', 'no', /^No: Employer owns it \(section 6/],
  ])('settles "%s" as the key terms do: %s', (question, verdict, text) => {
    const { document } = loadContractFixture('employment-agreement');
    const answer = answerQuestion({ document, analysis: analyzeDocument(document), question });
    expect(answer.verdict).toBe(verdict);
    expect(answer.text).toMatch(text);
  });

  it('arbitration decides "Can I sue them?", whatever court the forum clause names', () => {
    const document = createParsedDocument(
      'txt',
      [
        [
          'TERMS OF SERVICE',
          'These Terms of Service are an agreement between Streamly Inc. ("Streamly", "we") and you, the user ("you"). By using the service you agree to these terms.',
          '12. Governing Law and Venue. These Terms are governed by the laws of the State of California. Except as provided in Exhibit A, the parties consent to the exclusive jurisdiction of the state and federal courts located in San Francisco, California.',
          'Exhibit A. Binding Arbitration. If you are located in the United States, any dispute not resolved informally shall be resolved through final and binding arbitration administered by the American Arbitration Association.',
        ].join('\n\n'),
      ],
      false,
    );
    const analysis = analyzeDocument(document);
    const answer = answerQuestion({ document, analysis, question: 'Can I sue Streamly?' });
    expect(answer.verdict).toBe('no');
    expect(answer.text).toMatch(/^No: disputes go to arbitration, not to a court \(/);
    expect(answer.citations[0]?.quote).toMatch(/binding arbitration/);
  });

  it('does not take the governing law for where disputes are heard', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const answer = answerQuestion({
      document,
      analysis: analyzeDocument(document),
      question: 'Can I take a dispute to court?',
    });
    expect(answer.verdict).toBe('not-stated');
    expect(answer.text).toMatch(
      /^The document does not say where disputes are heard\. The closest it comes is the law that governs it: California \(section 9/,
    );
  });
});
