import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { createParsedDocument } from '../parsing/parsed-document.ts';
import { readCitedException, readCitedVerdict } from './check-answer.ts';

const NDA = [
  'NON-DISCLOSURE AGREEMENT',
  'This Non-Disclosure Agreement is made between Acme Robotics Inc. ("Discloser") and Beta Labs LLC ("Recipient").',
  '1. Recipient shall not disclose Confidential Information to any third party.',
  '2. Recipient may disclose Confidential Information to its attorneys and accountants.',
  '3. Recipient shall not copy Confidential Information, except as needed to evaluate the Transaction.',
  '4. Discloser may terminate this Agreement at any time on written notice.',
  '5. This Agreement is governed by the laws of the State of Delaware.',
].join('\n\n');

function citedVerdict(question: string, sentence: string) {
  const document = createParsedDocument('txt', [NDA], false);
  const analysis = analyzeDocument(document, { readerRole: 'Recipient' });
  return readCitedVerdict(question, sentence, analysis, document);
}

describe('readCitedVerdict: what the quoted sentence says to the question, read as the analysis reads it', () => {
  it.each([
    ['Can I disclose it to a third party?', 'no', NDA.split('\n\n')[2]],
    ['Can I share it with my accountant?', 'yes', NDA.split('\n\n')[3]],
    // The other side's right is not the asker's.
    ['Can I terminate this agreement?', 'no', NDA.split('\n\n')[5]],
    ['Can the Discloser terminate this agreement?', 'yes', NDA.split('\n\n')[5]],
    // An exception makes it depend: the sentence settles no plain yes or no.
    ['Can I copy it?', null, NDA.split('\n\n')[4]],
    // A sentence about another act says nothing to the question.
    ['Can I copy it?', null, NDA.split('\n\n')[2]],
  ])('%s → %s', (question, expected, sentence) => {
    expect(citedVerdict(question, sentence ?? '')).toBe(expected);
  });
});

// A list item is read with its lead-in, where the document has it.
const COVENANT = [
  'NON-COMPETITION AGREEMENT',
  'This Non-Competition Agreement is made between Acme Homes Inc. ("Buyer") and Pine Builders LLC ("Seller").',
  '1. For the Restriction Period, neither Seller nor any affiliate of Seller will, directly or indirectly, whether as an owner, partner or in any other capacity:',
  '(i) recruit or hire any employee of Buyer (other than through a general advertisement); or',
  '(ii) solicit any customer of Buyer for a Competing Business.',
].join('\n');

describe('readCitedException: a prohibition of the act asked, with its exception', () => {
  const document = createParsedDocument('txt', [COVENANT], false);
  const analysis = analyzeDocument(document, { readerRole: 'Seller' });
  const [, , , hire, solicit] = COVENANT.split('\n');

  it('reads "No, except" from an item of a list whose lead-in forbids it', () => {
    expect(readCitedException('Can we hire their employees?', hire ?? '', analysis, document)).toBe(
      'other than through a general advertisement',
    );
  });

  it('a prohibition without exception is a plain no, read through the lead-in too', () => {
    const question = 'Can we solicit their customers?';
    expect(readCitedException(question, solicit ?? '', analysis, document)).toBeNull();
    expect(readCitedVerdict(question, solicit ?? '', analysis, document)).toBe('no');
  });
});
