import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// Construction: the unfair terms of consumer law ("your account can be closed at any time",
// "your content can be removed", "you accept by using the site") are findings for a consumer,
// and a consumer document is terms of service or a privacy policy. A franchise agreement that
// speaks to the franchisee as "you" is still a contract between businesses (issue 31).
const CONSUMER_ONLY_FAMILIES = [
  'unilateral-termination',
  'content-removal',
  'contract-by-using',
  'privacy-by-using',
];

const CLOSES_ACCOUNT = 'We may suspend or close your account at any time without notice.';

function analyzeText(text: string) {
  return analyzeDocument(createParsedDocument('txt', [text], true));
}

describe('consumer unfair-term findings', () => {
  it('are never made on a franchise agreement that calls the franchisee "you"', () => {
    const analysis = analyzeText(
      'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Pizza Co., a Delaware corporation, and the franchisee named below. In this Agreement, we, us and our mean Pizza Co.\n\n' +
        '1. Grant. We grant you the right to operate one Pizza Co. restaurant at the premises approved by us. You must operate your restaurant in accordance with our operations manual.\n\n' +
        '2. Fees. You will pay us an initial franchise fee of $30,000 and a royalty of 6% of your gross sales each week. Your royalty is due on Monday of each week.\n\n' +
        `3. Your account. You must keep an account with our ordering system. ${CLOSES_ACCOUNT} We may close your account at any time.\n\n` +
        '4. Term. This Agreement lasts ten years. You may renew it if you are not in default.\n\n' +
        '5. Termination. We may terminate this Agreement if you fail to pay any amount within 10 days after we notify you.\n\n' +
        '6. Governing law. This Agreement is governed by the laws of Texas.\n',
    );
    expect(analysis.documentType.type).toBe('Franchise Agreement');
    const families = analysis.redFlags.map((flag) => flag.category);
    expect(families.filter((family) => CONSUMER_ONLY_FAMILIES.includes(family))).toEqual([]);
    expect(analysis.redFlags.map((flag) => flag.title)).not.toContain(
      'Your account can be closed at any time',
    );
  });

  it('are made on terms of service', () => {
    const analysis = analyzeText(
      'TERMS OF SERVICE\n\nThese Terms govern your use of Cloudbox, provided by Cloudbox Inc. ("Cloudbox", "we", "us").\n\n' +
        `1. Your account. You must keep your password secret. ${CLOSES_ACCOUNT}\n\n` +
        '2. Fees. You will pay the fees shown when you subscribe.\n\n' +
        '3. Governing law. These Terms are governed by the laws of California.\n',
    );
    expect(analysis.documentType.type).toBe('Terms of Service');
    expect(analysis.redFlags).toContainEqual(
      expect.objectContaining({
        category: 'unilateral-termination',
        title: 'Your account can be closed at any time',
        quote: CLOSES_ACCOUNT,
      }),
    );
  });
});
