import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The guaranty playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'GUARANTY\n\nThis Guaranty is made by Dana Smith ("Guarantor") in favor of First Community Bank ("Lender").\n\n';
const GUARANTEE =
  '1. Guaranty. Guarantor guarantees to Lender the payment of the promissory note of Smith Bakery LLC ("Borrower") dated March 1, 2025.';
const CAP =
  '2. Limit. The liability of Guarantor under this Guaranty shall not exceed $100,000 in the aggregate.';
const REVOCATION =
  '3. Revocation. Guarantor may revoke this Guaranty by written notice to Lender as to any debt incurred after Lender receives the notice.';

// A limited, revocable guaranty of one loan.
const FAIR = [GUARANTEE, CAP, REVOCATION];

const analyse = (clauses: string[], readerRole = 'Guarantor') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the guaranty playbook', () => {
  it('a guaranty without a limit is serious for the guarantor', () => {
    const flag = analyse([GUARANTEE, REVOCATION]).redFlags.find(
      (item) => item.category === 'guaranty-amount',
    );
    expect(flag?.severity).toBe('high');
  });

  it('a stated maximum is not flagged as unlimited', () => {
    expect(analyse(FAIR).redFlags.map((flag) => flag.category)).not.toContain('guaranty-amount');
  });

  it('a continuing guaranty without a right to revoke is flagged; with one it is not', () => {
    const continuing =
      '4. Continuing Guaranty. This is a continuing guaranty of all obligations of Borrower to Lender, now existing or hereafter arising.';
    expect(titles(analyse([GUARANTEE, CAP, continuing]).redFlags)).toContain(
      'It covers future debts and you cannot end it',
    );
    expect(titles(analyse([...FAIR, continuing]).redFlags)).not.toContain(
      'It covers future debts and you cannot end it',
    );
  });

  it('a guaranty the guarantor may not revoke is not read as revocable', () => {
    const flags = titles(
      analyse([
        GUARANTEE,
        CAP,
        '4. Continuing Guaranty. This is a continuing guaranty of all obligations of Borrower to Lender, now existing or hereafter arising, and Guarantor may not revoke it.',
      ]).redFlags,
    );
    expect(flags).toContain('It covers future debts and you cannot end it');
  });

  it('a usury limit on interest is not a limit on the guaranty', () => {
    const flags = analyse([
      GUARANTEE,
      REVOCATION,
      '5. Interest. Interest on the guaranteed obligations shall not exceed the maximum lawful rate.',
    ]).redFlags.map((flag) => flag.category);
    expect(flags).toContain('guaranty-amount');
  });

  it("a waiver of the guarantor's defences is serious for the guarantor", () => {
    const analysis = analyse([
      ...FAIR,
      '5. Waivers. Guarantor waives all suretyship defenses and any right to require Lender to proceed against Borrower.',
    ]);
    const waiver = analysis.redFlags.find(
      (flag) => flag.category === 'guaranty-waivers' || flag.category === 'waiver-of-rights',
    );
    expect(waiver?.severity).toBe('high');
  });

  it('a guaranty of payment lets the lender come to the guarantor first', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        '6. Nature. This is a guaranty of payment and not of collection, and Lender shall not be required to proceed first against Borrower or any collateral.',
      ]).redFlags,
    );
    expect(flags).toContain('They can come to you first');
  });

  it('joint and several liability is flagged for the guarantor', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        '7. Several Guarantors. The obligations of each guarantor of the Note are joint and several.',
      ]).redFlags,
    );
    expect(flags).toContain('You can be asked for the whole debt');
  });

  it('what burdens the guarantor is no risk to the lender', () => {
    const analysis = analyse(
      [
        GUARANTEE,
        '4. Continuing Guaranty. This is a continuing guaranty of all obligations of Borrower to Lender, now existing or hereafter arising.',
        '5. Waivers. Guarantor waives all suretyship defenses.',
      ],
      'Lender',
    );
    expect(analysis.redFlags.filter((flag) => flag.category.startsWith('guaranty-'))).toEqual([]);
  });
});
