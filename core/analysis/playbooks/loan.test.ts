import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The loan playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'LOAN AGREEMENT\n\nThis Loan Agreement is made between First Community Bank ("Lender") and Smith Bakery LLC ("Borrower").\n\n';
const LOAN =
  '1. Loan. Lender shall lend Borrower $250,000, and Borrower shall repay the loan in sixty (60) monthly instalments with interest at 7% per annum.';
const DEFAULTS =
  '2. Events of Default. An Event of Default occurs if Borrower fails to pay any amount within ten (10) days after its due date, or fails to cure any other breach within thirty (30) days after written notice from Lender.';
const REMEDIES =
  '3. Remedies. Upon an Event of Default, Lender may declare the unpaid balance of the loan immediately due and payable.';

// A fair term loan: objective defaults with cure periods.
const FAIR = [LOAN, DEFAULTS, REMEDIES];

const analyse = (clauses: string[], readerRole = 'Borrower') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the loan playbook', () => {
  it('defaults without any cure period are flagged for the borrower', () => {
    const flags = titles(
      analyse([
        LOAN,
        '2. Events of Default. An Event of Default occurs if Borrower fails to pay any amount when due.',
        REMEDIES,
      ]).redFlags,
    );
    expect(flags).toContain('No chance to fix a default');
    expect(titles(analyse(FAIR).redFlags)).not.toContain('No chance to fix a default');
  });

  it('a default on the lender feeling insecure is serious for the borrower', () => {
    const analysis = analyse([
      ...FAIR,
      'It is also an Event of Default if Lender in good faith deems itself insecure or if any material adverse change occurs in the financial condition of Borrower.',
    ]);
    const flag = analysis.redFlags.find((item) => item.category === 'loan-subjective-default');
    expect(flag?.severity).toBe('high');
  });

  it('a cross-default is flagged', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        'It is also an Event of Default if Borrower defaults under any other agreement for borrowed money.',
      ]).redFlags,
    );
    expect(flags).toContain('A default elsewhere is a default here');
  });

  it('a lien on all assets is flagged for the borrower', () => {
    const flags = analyse([
      ...FAIR,
      "4. Collateral. To secure the loan, Borrower grants Lender a security interest in all of Borrower's assets, now owned or hereafter acquired.",
    ]).redFlags.map((flag) => flag.category);
    expect(flags.some((category) => /loan-collateral|security-interest/.test(category))).toBe(true);
  });

  it('a prepayment premium is a risk; prepayment without penalty is a protection', () => {
    const premium =
      '5. Prepayment. Borrower may prepay the loan in whole only, together with a prepayment premium equal to 3% of the amount prepaid.';
    expect(titles(analyse([...FAIR, premium]).redFlags)).toContain('A charge for repaying early');
    const free =
      '5. Prepayment. Borrower may prepay the loan at any time, in whole or in part, without premium or penalty.';
    expect(titles(analyse([...FAIR, free]).protections)).toContain(
      'You may repay early without penalty',
    );
  });

  it('default interest at the highest lawful rate is flagged', () => {
    const flags = analyse([
      ...FAIR,
      '6. Interest after Default. After an Event of Default, the unpaid balance shall accrue interest at the highest rate permitted by applicable law.',
    ]).redFlags.map((flag) => flag.category);
    expect(flags.some((category) => /loan-default-interest|late-fees/.test(category))).toBe(true);
  });

  it('the usual waivers of a note are not flagged; a waiver of defences is', () => {
    const ordinary = 'Borrower waives presentment, demand, protest and notice of dishonor.';
    const categories = analyse([...FAIR, ordinary]).redFlags.map((flag) => flag.category);
    expect(categories).not.toContain('waiver-of-rights');
    expect(categories).not.toContain('loan-waivers');
    const defences =
      'Borrower waives all defenses, counterclaims and rights of setoff against Lender.';
    expect(titles(analyse([...FAIR, defences]).redFlags)).toContain(
      'You give up defences against the lender',
    );
  });

  it('reads the investors of a note purchase as its lenders', () => {
    const analysis = analyzeDocument(
      createParsedDocument(
        'txt',
        [
          'NOTE PURCHASE AGREEMENT\n\nThis Loan Agreement is made between Rocket Labs, Inc. ("Issuer") and Pat Lee ("Investor").\n\n' +
            [
              '1. Note. Issuer shall repay the principal of the Note with interest at 6% per annum.',
              '2. Default. Upon an Event of Default, Investor may declare the Note immediately due and payable.',
              'It is also an Event of Default if Investor deems itself insecure.',
            ].join('\n\n'),
        ],
        true,
      ),
      { readerRole: 'Investor' },
    );
    expect(analysis.redFlags.filter((flag) => flag.category.startsWith('loan-'))).toEqual([]);
  });

  it('what burdens the borrower is no risk to the lender', () => {
    const analysis = analyse(
      [
        LOAN,
        'It is an Event of Default if Lender deems itself insecure or Borrower defaults under any other agreement.',
        REMEDIES,
      ],
      'Lender',
    );
    expect(analysis.redFlags.filter((flag) => flag.category.startsWith('loan-'))).toEqual([]);
  });
});
