import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The SAFE playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'SIMPLE AGREEMENT FOR FUTURE EQUITY\n\nThis Safe is made between Rocket Labs, Inc. (the "Company") and Pat Lee (the "Investor").\n\n';
const PURCHASE =
  '1. Purchase. In exchange for the payment by the Investor of $50,000 (the "Purchase Amount"), the Company issues to the Investor the right to certain shares of its Capital Stock, subject to the terms below.';
const CAP = (cap: string) =>
  `2. Valuation Cap. The Post-Money Valuation Cap is ${cap}, and the Safe converts at the lower of the price set by the Valuation Cap and the price of the Equity Financing.`;
const CONVERSION =
  '3. Equity Financing. If there is an Equity Financing before this Safe terminates, this Safe will automatically convert into shares of Safe Preferred Stock.';

const analyse = (clauses: string[], readerRole = 'Investor') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the SAFE playbook', () => {
  it('a blank valuation cap is serious for the investor', () => {
    const analysis = analyse([PURCHASE, CAP('$[_____________]'), CONVERSION]);
    const flag = analysis.redFlags.find((item) => item.title === 'The valuation cap is left blank');
    expect(flag?.severity).toBe('high');
  });

  it('a SAFE with neither cap nor discount is flagged; a stated cap is not', () => {
    expect(titles(analyse([PURCHASE, CONVERSION]).redFlags)).toContain(
      'No valuation cap and no discount',
    );
    const capped = titles(analyse([PURCHASE, CAP('$10,000,000'), CONVERSION]).redFlags);
    expect(capped).not.toContain('No valuation cap and no discount');
    expect(capped).not.toContain('The valuation cap is left blank');
  });

  it('no right to repayment is serious for the investor, and no risk to the company', () => {
    const clauses = [
      PURCHASE,
      CAP('$10,000,000'),
      CONVERSION,
      '4. Risk. The Investor acknowledges that it may lose its entire investment and has no right to require the Company to repurchase this Safe.',
    ];
    const flag = analyse(clauses).redFlags.find((item) => item.category === 'safe-maturity');
    expect(flag?.severity).toBe('high');
    expect(analyse(clauses, 'Company').redFlags.map((item) => item.category)).not.toContain(
      'safe-maturity',
    );
  });

  it('an MFN and a pro rata right are protections for the investor', () => {
    const analysis = analyse([
      PURCHASE,
      CAP('$10,000,000'),
      CONVERSION,
      '5. MFN. If the Company issues any later Safe with more favorable terms, the Company shall notify the Investor and the Investor may elect to adopt those most favored nation terms.',
      '6. Pro Rata. The Investor shall have a pro rata right to purchase its share of the shares sold in the Equity Financing.',
    ]);
    expect(titles(analysis.protections)).toEqual(
      expect.arrayContaining([
        'You get the better terms of later SAFEs',
        'You may invest in the next round',
      ]),
    );
  });

  it("a transfer only with the company's consent is flagged for the investor", () => {
    const analysis = analyse([
      PURCHASE,
      CAP('$10,000,000'),
      CONVERSION,
      '7. Transfer. Neither this Safe nor the rights in it are transferable or assignable by the Investor without the prior written consent of the Company.',
    ]);
    const found = analysis.redFlags.map((flag) => flag.category);
    expect(found.some((category) => /safe-transfer|anti-assignment/.test(category))).toBe(true);
  });
});
