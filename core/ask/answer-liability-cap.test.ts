import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { answerLiabilityCap } from './answer-liability-cap.ts';

// Services agreements written for these tests, each with one way of capping liability.
const HEAD = [
  'SERVICES AGREEMENT',
  'This Services Agreement is made between Northwind Software Inc. ("Provider") and Contoso Retail LLC ("Customer").',
  '1. Services. Provider shall provide the hosted services described in the Order Form.',
  '2. Fees. Customer shall pay the fees in the Order Form within thirty (30) days of invoice.',
  '3. Indemnity. Customer shall indemnify Provider against any claim arising from Customer Data.',
];

function ask(question: string, cap: string | null, readerRole = 'Customer') {
  const text = [...HEAD, ...(cap ? [`4. Limitation of Liability. ${cap}`] : [])].join('\n\n');
  const document = createParsedDocument('txt', [text], false);
  const analysis = analyzeDocument(document, { readerRole });
  return answerLiabilityCap(question, analysis, document);
}

describe('answerLiabilityCap: the cap on liability as the playbook reads it', () => {
  it('a mutual cap caps the reader’s liability, with its exceptions named', () => {
    const answer = ask(
      'Is my liability capped?',
      "Each party's aggregate liability shall not exceed the fees paid in the twelve months before the claim, except for breach of confidentiality.",
    );
    expect(answer?.verdict).toBe('yes');
    expect(answer?.text).toMatch(/^Yes, with the exceptions it names: /);
    expect(answer?.citations[0]?.quote).toMatch(/^Each party's aggregate liability/);
  });

  it('a cap that shields the other side alone is no cap on the reader', () => {
    const cap =
      "In no event shall Provider's total liability exceed the fees paid in the three months before the claim.";
    expect(ask('Is my liability capped?', cap)?.verdict).toBe('no');
    expect(ask('Is my liability capped?', cap)?.text).toMatch(/only cap shields the other side/);
    expect(ask("Is the Provider's liability capped?", cap)?.verdict).toBe('yes');
  });

  it('no cap anywhere: no, citing where the document speaks of liability', () => {
    const answer = ask('Is there a limit on my liability?', null);
    expect(answer?.verdict).toBe('no');
    // The analysis's own red flag says it in the same words.
    expect(answer?.text).toMatch(/^No: nothing limits how much either side can be made to pay/);
    expect(answer?.citations).toHaveLength(1);
  });

  it('leaves other questions to the rest of the answerer', () => {
    expect(ask('Can I end this early?', null)).toBeNull();
  });
});
