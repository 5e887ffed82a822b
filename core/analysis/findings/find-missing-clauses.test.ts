import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../../common/analysis/document-types.ts';
import {
  COVER_PAGE,
  NEW_TYPE_SAMPLES,
} from '../type/document-type-samples.test-support.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { findMissingClauses } from './find-missing-clauses.ts';

const missingIn = (type: string, text: string) =>
  findMissingClauses(type, [], splitSentences(text)).map((clause) => clause.title);

// What a lawyer looks for in each kind of document, by the titles the reader sees.
const EXPECTED: Record<keyof typeof NEW_TYPE_SAMPLES, [string, string[]]> = {
  Amendment: [
    'AMENDMENT NO. 1',
    ['Which agreement it amends', 'The rest stays in force', 'When the change takes effect'],
  ],
  'Data Processing Agreement': [
    'DATA PROCESSING ADDENDUM',
    [
      'Processing only on your instructions',
      'Sub-processors',
      'Security measures',
      'Breach notification',
      'Deletion or return of data',
      'Audits',
    ],
  ],
  'Business Associate Agreement': [
    'BUSINESS ASSOCIATE AGREEMENT',
    [
      'Permitted uses and disclosures',
      'Safeguards',
      'Breach reporting',
      'Return or destruction at the end',
      'Subcontractors',
    ],
  ],
  'Offer Letter': ['OFFER LETTER', ['Pay', 'Start date', 'How the job can end']],
  'Invention Assignment Agreement': [
    'INVENTION ASSIGNMENT AGREEMENT',
    ['List of prior inventions', 'Inventions made on your own time', 'Confidentiality'],
  ],
  'Separation Agreement': [
    'SEPARATION AGREEMENT',
    ['Severance pay', 'Release of claims', 'Time to consider and revoke'],
  ],
  Guaranty: [
    'GUARANTY',
    ['Limit of the guarantee', 'Waiver of defences', 'How the guarantee ends', 'Governing law'],
  ],
  'Security Agreement': [
    'SECURITY AGREEMENT',
    [
      'What the collateral is',
      'Events of default',
      'What happens after a default',
      'Release when the debt is paid',
    ],
  ],
  'Letter of Intent': [
    'LETTER OF INTENT',
    ['Which parts bind', 'Exclusivity', 'When it lapses', 'Confidentiality', 'Governing law'],
  ],
  'Operating Agreement': [
    'OPERATING AGREEMENT',
    [
      'Capital contributions',
      'Distributions of profit',
      'Management and voting',
      'Transfer of interests',
      'Dissolution',
    ],
  ],
  'Joint Filing Agreement': ['JOINT FILING AGREEMENT', ['Responsibility for your own information']],
  'Order Form': [
    'ORDER FORM',
    ['Which terms govern the order', 'Fees and payment', 'Term and renewal'],
  ],
};

describe('findMissingClauses for the documents people bring', () => {
  it('lists what each kind of document should contain when a bare one lacks it', () => {
    for (const [type, [title, titles]] of Object.entries(EXPECTED))
      expect(
        missingIn(type, `${title}\n\nThis document is signed by Alpha Ltd and Beta Ltd.`),
        type,
      ).toEqual(titles);
  });

  it('finds nothing missing in a complete one, and says why each would matter', () => {
    for (const [type, text] of Object.entries(NEW_TYPE_SAMPLES))
      expect(missingIn(type, text), type).toEqual([]);
    const [first] = findMissingClauses('Guaranty', [], splitSentences('GUARANTY'));
    expect(first?.whyItMatters).toMatch(/how much you can be made to pay/);
  });

  it('calls nothing missing from a cover page whose standard terms were not provided', () => {
    expect(missingIn('NDA' satisfies DocumentType, COVER_PAGE)).toEqual([]);
    // The same key terms without the reference would miss what an NDA needs.
    expect(missingIn('NDA', COVER_PAGE.replace(/By executing[^\n]*\n/, ''))).toContain(
      'Return or destruction of information',
    );
  });
});
