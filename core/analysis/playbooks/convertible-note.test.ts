import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The convertible note playbook, one construction per point a lawyer checks, for each side.
const HEAD =
  'CONVERTIBLE PROMISSORY NOTE\n\nFor value received, Rocket Labs, Inc. (the "Company") promises to pay to Pat Lee (the "Investor") the principal amount of $100,000, with interest, on the terms of this Note.\n\n';
const INTEREST = (rate: string) =>
  `1. Interest. Simple interest accrues on the outstanding principal at the rate of ${rate} per annum.`;
const MATURITY =
  '2. Maturity. Unless converted earlier, the principal and accrued interest are due and payable on the date that is 24 months after the Issue Date (the "Maturity Date").';
const FINANCING = (amount: string) =>
  `3. Conversion. If the Company sells shares of its preferred stock in a Qualified Financing with gross proceeds of at least ${amount}, the principal and interest automatically convert into those shares at the Conversion Price.`;
const PRICE = (cap: string, discount = '80%') =>
  `4. Conversion Price. The Conversion Price is the lower of ${discount} of the price per share paid in the Qualified Financing and the price set by a Valuation Cap of ${cap}.`;
const SALE =
  "5. Change of Control. If a Change of Control occurs before conversion, the Company shall pay the Investor the principal and accrued interest plus a premium equal to one hundred percent (100%) of the principal, or at the Investor's election convert this Note at the Conversion Price.";
const DEFAULT =
  '6. Default. If the Company fails to pay any amount when due, the Investor may declare this Note immediately due and payable.';
const FAIR = [
  INTEREST('6%'),
  MATURITY,
  FINANCING('$2,000,000'),
  PRICE('$8,000,000'),
  SALE,
  DEFAULT,
  '7. Governing Law. This Note is governed by the laws of the State of Delaware.',
];

const analyse = (clauses: readonly string[], readerRole = 'Investor') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const replace = (index: number, clause: string) =>
  FAIR.map((fair, at) => (at === index ? clause : fair));
const without = (index: number) => FAIR.filter((_, at) => at !== index);
const flagTitled = (clauses: readonly string[], title: string, readerRole?: string) =>
  analyse(clauses, readerRole).redFlags.find((flag) => flag.title === title);
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const noteFlags = (clauses: readonly string[], readerRole?: string) =>
  analyse(clauses, readerRole)
    .redFlags.map((flag) => flag.category)
    .filter((category) => category.startsWith('note-'));

describe('the convertible note playbook', () => {
  it('reads a note with ordinary terms as one, and raises none of its points for the investor', () => {
    const analysis = analyse(FAIR);
    expect(analysis.documentType.type).toBe('Convertible Note');
    expect(noteFlags(FAIR)).toEqual([]);
  });

  it('a blank or missing interest rate is a point for the investor; a high one for the company', () => {
    expect(
      flagTitled(replace(0, INTEREST('[__]%')), 'The interest rate is left blank'),
    ).toMatchObject({ severity: 'medium' });
    expect(flagTitled(without(0), 'No interest rate is stated')?.severity).toBe('medium');
    expect(flagTitled(FAIR, 'A high rate of interest', 'Company')).toBeUndefined();
    expect(
      flagTitled(replace(0, INTEREST('14%')), 'A high rate of interest', 'Company'),
    ).toMatchObject({ severity: 'low' });
  });

  it('reads the maturity date: missing, blank, shares forced on the investor, or the holders choice', () => {
    expect(flagTitled(without(1), 'No maturity date')?.severity).toBe('medium');
    expect(
      flagTitled(
        replace(
          1,
          '2. Maturity. This Note is due and payable on the Maturity Date of [__________].',
        ),
        'The maturity date is left blank',
      ),
    ).toBeDefined();
    const forced = [
      ...FAIR,
      '8. Conversion at Maturity. On the Maturity Date, the principal and interest automatically convert into shares of Common Stock at the Valuation Cap.',
    ];
    expect(
      flagTitled(forced, 'The note may become shares at maturity instead of being repaid')
        ?.severity,
    ).toBe('medium');
    const chosen = [
      ...FAIR,
      '8. Conversion at Maturity. The Majority Holders may, before the Maturity Date, elect to convert the Notes into Common Stock at the Valuation Cap.',
    ];
    expect(titles(analyse(chosen).protections)).toContain(
      'The holders may take shares at maturity',
    );
  });

  it('repayment in cash at maturity is a point for the company, unless it may convert instead', () => {
    expect(flagTitled(FAIR, 'You must repay the notes at maturity', 'Company')?.severity).toBe(
      'medium',
    );
    const companyConverts = [
      ...FAIR,
      '8. Conversion at Maturity. The Company may, at the Maturity Date, convert the principal and interest into shares of Common Stock.',
    ];
    expect(
      flagTitled(companyConverts, 'You must repay the notes at maturity', 'Company'),
    ).toBeUndefined();
  });

  it('reads the round that converts the note: no minimum, a blank one, or conversion at the holders option', () => {
    const anyRound =
      '3. Conversion. If the Company sells shares of its preferred stock in an Equity Financing, the principal and interest automatically convert into those shares at the Conversion Price.';
    expect(
      flagTitled(replace(2, anyRound), 'No minimum size for the round that converts your note')
        ?.severity,
    ).toBe('medium');
    expect(
      flagTitled(
        replace(2, FINANCING('$[________]')),
        'The size of the qualifying round is left blank',
      ),
    ).toBeDefined();
    const optional =
      '3. Conversion. If the Company sells shares of its preferred stock in a Qualified Financing with gross proceeds of at least $2,000,000, the Investor may elect to convert the principal and interest into those shares at the Conversion Price.';
    expect(
      flagTitled(replace(2, optional), 'The notes convert only if the holders choose', 'Company')
        ?.severity,
    ).toBe('medium');
    expect(
      flagTitled(FAIR, 'The notes convert only if the holders choose', 'Company'),
    ).toBeUndefined();
  });

  it('a blank cap is serious for the investor, and so is no cap at all', () => {
    expect(
      flagTitled(replace(3, PRICE('$[_________]')), 'The valuation cap is left blank')?.severity,
    ).toBe('high');
    const discountOnly =
      '4. Conversion Price. The Conversion Price is 80% of the price per share paid in the Qualified Financing.';
    expect(flagTitled(replace(3, discountOnly), 'No valuation cap')?.severity).toBe('high');
    const neither =
      '4. Conversion Price. The Conversion Price is the price per share paid in the Qualified Financing.';
    expect(
      flagTitled(
        FAIR.slice(0, 3).concat(neither, DEFAULT, FAIR[6] ?? ''),
        'No valuation cap and no discount',
      )?.severity,
    ).toBe('high');
    expect(noteFlags(FAIR, 'Company')).not.toContain('note-valuation-cap');
  });

  it('a blank discount is a point for the investor', () => {
    const blank =
      '4. Conversion Price. The Conversion Price is the lower of the price set by a Valuation Cap of $8,000,000 and the price per share paid in the Qualified Financing less a discount of [__]%.';
    expect(flagTitled(replace(3, blank), 'The discount is left blank')?.severity).toBe('medium');
  });

  it('reads what a sale of the company pays each side', () => {
    expect(titles(analyse(FAIR).protections)).toContain(
      'A sale pays you more than your money back',
    );
    expect(flagTitled(FAIR, 'A sale costs you at least twice the notes', 'Company')?.severity).toBe(
      'medium',
    );
    expect(
      flagTitled(without(4), 'Nothing says what you get if the company is sold')?.severity,
    ).toBe('medium');
    const repaidOnly =
      '5. Change of Control. If a Change of Control occurs before conversion, the Company shall repay the principal and accrued interest.';
    expect(flagTitled(replace(4, repaidOnly), 'A sale only repays your money')?.severity).toBe(
      'medium',
    );
    expect(
      flagTitled(replace(4, repaidOnly), 'A sale costs you at least twice the notes', 'Company'),
    ).toBeUndefined();
  });

  it('acceleration left to the majority holders is a point for the investor, acceleration one for the company', () => {
    const byMajority =
      '6. Default. If the Company fails to pay any amount when due, the Majority Holders may declare all Notes immediately due and payable.';
    expect(
      flagTitled(replace(5, byMajority), 'Only the majority holders can call the notes in')
        ?.severity,
    ).toBe('low');
    expect(flagTitled(without(5), 'No events of default')?.severity).toBe('low');
    const forCompany = analyse(replace(5, byMajority), 'Company').redFlags;
    expect(forCompany.find((flag) => flag.category === 'acceleration-on-default')?.severity).toBe(
      'medium',
    );
    expect(analyse(replace(5, byMajority)).redFlags.map((flag) => flag.category)).not.toContain(
      'acceleration-on-default',
    );
  });

  it('subordination to senior debt and changes by the majority are points for the investor', () => {
    const clauses = [
      ...FAIR,
      '8. Subordination. This Note is subordinated in right of payment to all Senior Indebtedness, whether now existing or incurred after the Issue Date.',
      '9. Amendment. Any term of the Notes may be amended or waived with the consent of the Company and the Majority Holders, and any amendment or waiver is binding on every holder.',
    ];
    const flags = analyse(clauses).redFlags;
    const subordination = flags.find((flag) =>
      ['paid-after-others', 'note-subordination'].includes(flag.category),
    );
    const amendment = flags.find((flag) =>
      ['amendment-by-majority', 'note-amendment'].includes(flag.category),
    );
    expect(subordination?.severity).toBe('medium');
    expect(amendment?.severity).toBe('medium');
    const forCompany = analyse(clauses, 'Company').redFlags.map((flag) => flag.category);
    expect(forCompany).not.toContain('paid-after-others');
    expect(forCompany).not.toContain('note-subordination');
  });

  it('reads prepayment: free for the company is a point for the investor, barred one for the company', () => {
    const free = [...FAIR, '8. Prepayment. The Company may prepay this Note at any time.'];
    expect(flagTitled(free, 'The company may repay the note early')?.severity).toBe('medium');
    const barred = [
      ...FAIR,
      '8. Prepayment. The Company may not prepay this Note without the written consent of the Majority Holders.',
    ];
    expect(titles(analyse(barred).protections)).toContain(
      'The company cannot repay early to avoid converting',
    );
    expect(flagTitled(barred, 'You cannot repay the notes early', 'Company')?.severity).toBe('low');
  });

  it('an MFN is a protection for the investor; a transfer only with consent a point', () => {
    const clauses = [
      ...FAIR,
      '8. MFN. If the Company issues any later convertible notes on more favorable terms, the Investor may elect to adopt those terms for this Note.',
      '9. Transfer. This Note may not be transferred without the prior written consent of the Company.',
    ];
    const analysis = analyse(clauses);
    expect(titles(analysis.protections)).toContain('You get the better terms of later notes');
    const transfer = analysis.redFlags.find((flag) =>
      ['note-transfer', 'anti-assignment'].includes(flag.category),
    );
    expect(transfer?.severity).toBe('low');
  });

  it('reads where disputes are decided', () => {
    const arbitration = [
      ...FAIR,
      '8. Disputes. Any dispute arising under this Note shall be settled by arbitration in New York.',
    ];
    const flag = analyse(arbitration).redFlags.find((item) =>
      ['note-disputes', 'arbitration'].includes(item.category),
    );
    expect(flag?.severity).toBe('low');
    expect(flagTitled(without(6), 'No governing law is chosen')?.severity).toBe('low');
    expect(flagTitled(FAIR, 'No governing law is chosen')).toBeUndefined();
  });
});

describe('a convertible note purchase agreement, analyzed whole', () => {
  const text = readFileSync(
    new URL('../../../tests/fixtures/review/convertible-note.txt', import.meta.url),
    'utf8',
  );
  const analysis = analyzeDocument(createParsedDocument('txt', [text], true));

  it('is a convertible note, read for the investor', () => {
    expect(analysis.documentType.type).toBe('Convertible Note');
    expect(analysis.perspective?.role).toBe('Investor');
  });

  it("shows the investor's main points: subordination, changes by the majority, acceleration only by the majority, transfer", () => {
    const flags = analysis.redFlags.map((flag) => [flag.category, flag.severity]);
    expect(flags).toEqual(
      expect.arrayContaining([
        ['paid-after-others', 'medium'],
        ['amendment-by-majority', 'medium'],
        ['note-default', 'low'],
        ['note-transfer', 'low'],
      ]),
    );
    // The holders' own remedy is no risk to them.
    expect(flags.map(([category]) => category)).not.toContain('acceleration-on-default');
  });

  it('shows what is in the investor favour: conversion at the cap at maturity, a premium on a sale, no prepayment', () => {
    expect(titles(analysis.protections)).toEqual(
      expect.arrayContaining([
        'The holders may take shares at maturity',
        'A sale pays you more than your money back',
        'The company cannot repay early to avoid converting',
      ]),
    );
  });
});
