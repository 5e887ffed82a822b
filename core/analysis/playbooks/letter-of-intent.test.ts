import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The letter-of-intent playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'LETTER OF INTENT\n\nThis Letter of Intent is from Northwind Holdings LLC ("Buyer") to Bluebird Software Inc. ("Seller") about the purchase of the assets of Seller.\n\n';
const PRICE =
  '1. Price. Buyer proposes to pay $2,000,000 for the assets, subject to due diligence and a definitive agreement.';
const NON_BINDING =
  '2. Non-Binding. This letter is not binding on either party, except for Sections 3 and 4, and no obligation arises until a definitive agreement is signed.';
const CONFIDENTIALITY =
  '3. Confidentiality. Seller shall keep the terms of this letter confidential for two (2) years.';
const EXPIRY =
  '4. Expiry. This letter expires on June 30, 2026 unless the parties sign a definitive agreement.';

const FAIR = [PRICE, NON_BINDING, CONFIDENTIALITY, EXPIRY];

const analyse = (clauses: string[], readerRole = 'Seller') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const ours = (items: readonly { category: string }[]) =>
  items.filter((item) => item.category.startsWith('loi-'));

describe('the letter-of-intent playbook', () => {
  it('a clear non-binding letter raises none of its points', () => {
    expect(ours(analyse(FAIR).redFlags)).toEqual([]);
  });

  it('a letter that never says what binds is serious for either side', () => {
    const flags = analyse([PRICE, CONFIDENTIALITY, EXPIRY]).redFlags;
    expect(flags.find((flag) => flag.category === 'loi-binding')?.severity).toBe('high');
  });

  it('a no-shop binding the seller is serious for the seller', () => {
    const analysis = analyse([
      ...FAIR,
      '5. Exclusivity. For sixty (60) days Seller shall not solicit, negotiate or discuss any offer from a third party for the assets.',
    ]);
    const noShop = analysis.redFlags.filter((flag) =>
      /loi-exclusivity|exclusivity/.test(flag.category),
    );
    expect(noShop.map((flag) => flag.severity)).toEqual(['high']);
  });

  it('confidentiality without an end date is flagged', () => {
    const clauses = [
      PRICE,
      NON_BINDING,
      '3. Confidentiality. Seller shall keep the terms of this letter confidential.',
      EXPIRY,
    ];
    expect(titles(analyse(clauses).redFlags)).toContain('No end date for the confidentiality');
  });

  it("the other side's right to show the letter to its investors is flagged", () => {
    const analysis = analyse([
      ...FAIR,
      '6. Disclosure. Buyer may share this letter and its terms with its prospective investors and lenders.',
    ]);
    expect(titles(analysis.redFlags)).toContain('They may show it to their investors');
  });
});
