import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

// Construction: a finding's direction is its provision's (issue 30, "everything downstream").
const SUPPLY =
  'SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Acme Medical Inc. ("Buyer") and Beta Coatings LLC ("Supplier").\n\n';

const analyse = (body: string, readerRole: string) =>
  analyzeDocument(createParsedDocument('txt', [SUPPLY + body], true), { readerRole });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('a finding points the way its provision does', () => {
  it('a transfer the sentence denies is no transfer', () => {
    const analysis = analyse(
      '7. Ownership. Buyer has not assigned any of its right, title or interest in or to the Buyer Inventions to any third party.',
      'Buyer',
    );
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain(
      'assignment-of-inventions',
    );
  });

  it('an exclusion from what is assigned is not an assignment', () => {
    const analysis = analyse(
      '8. Inventions. Buyer Inventions do not include any invention that Buyer conceived before the Effective Date, and Buyer does not assign any such invention to Supplier.',
      'Buyer',
    );
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain(
      'assignment-of-inventions',
    );
  });

  it('"you shall indemnify, defend and hold us harmless" burdens you and is never in your favour', () => {
    const analysis = analyzeDocument(
      createParsedDocument(
        'txt',
        [
          'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Pizza Co., a Delaware corporation ("Franchisor", "we" or "us"), and Jane Smith ("Franchisee" or "you").\n\n' +
            '12. Indemnity. You shall indemnify, defend and hold us harmless from all claims, losses and expenses arising from the operation of the Restaurant.',
        ],
        true,
      ),
      { readerRole: 'Franchisee' },
    );
    expect(titles(analysis.protections)).not.toContain('They cover your losses');
    expect(analysis.redFlags.find((flag) => flag.category === 'indemnification')?.burdens).toEqual([
      'Franchisee',
    ]);
  });

  it('a right the other side has when the reader misses a minimum burdens the reader', () => {
    const analysis = analyse(
      '2.4 Minimum Purchases. In the event that Buyer fails to purchase the Minimum Quantity in any Contract Year, Supplier may, at its sole election, convert the exclusive licence granted in Section 3.1 into a non-exclusive licence.',
      'Buyer',
    );
    expect(titles(analysis.protections)).not.toContain('They commit to a minimum');
  });

  it('"at the other side\'s option" names who holds the option, not who owes the minimum', () => {
    const analysis = analyse(
      "2.4 Minimum Purchases. Buyer agrees that during the term of this agreement it meet the minimum performance goals set forth in Exhibit C to this agreement. Failure to meet these minimum performance goals for any period, shall, at Supplier's option (i) be considered a breach of this agreement for which Supplier shall have all the rights and remedies provided for herein upon a breach of this agreement, including termination of this agreement, or (ii) shall give Supplier to terminate or limit the exclusivity provisions of this agreement.",
      'Buyer',
    );
    expect(titles(analysis.protections)).not.toContain('They commit to a minimum');
  });

  it.each([
    "5. Records. Buyer shall maintain appropriate records concerning the sales of the Products. Upon Supplier's request, Buyer shall provide Supplier with regular periodic reports. All such information shall be available for inspection by Supplier, upon reasonable notice. Buyer shall also maintain such other records related to sales of the Products as Supplier may reasonably request.",
    '7. Records. Buyer shall maintain complete and accurate records of all purchases of the Products and shall make such records available for inspection and audit by Supplier or its designated accountant upon reasonable notice.',
  ])('a duty to keep records for the other side is no audit right of the reader: %s', (body) => {
    const analysis = analyse(body, 'Buyer');
    expect(titles(analysis.protections)).not.toContain('You may audit them');
  });
});
