import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The lease playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'COMMERCIAL LEASE\n\nThis Commercial Lease is made between Harbor Properties LLC ("Landlord") and Corner Bakery Inc. ("Tenant").\n\n';
const PREMISES =
  '1. Premises. Landlord leases to Tenant the premises at 10 Main Street for a term of five (5) years.';
const RENT = '2. Rent. Tenant shall pay monthly rent of $4,000 on the first day of each month.';
const DEPOSIT =
  '3. Security Deposit. Tenant shall deposit $8,000 with Landlord as a security deposit on signing.';
const DEPOSIT_RETURN =
  'Landlord shall return the security deposit to Tenant within thirty (30) days after the end of the term, less any unpaid rent.';
const REPAIRS =
  '4. Repairs. Landlord shall maintain the roof, foundations and structure of the building. Tenant shall keep the interior of the premises in good repair.';

const FAIR = [PREMISES, RENT, DEPOSIT, DEPOSIT_RETURN, REPAIRS];

const analyse = (clauses: string[], readerRole = 'Tenant') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the lease playbook', () => {
  it('a fair lease gives the tenant nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
  });

  it('a deposit without a deadline for its return is flagged for the tenant', () => {
    const flags = titles(analyse([PREMISES, RENT, DEPOSIT, REPAIRS]).redFlags);
    expect(flags).toContain('No deadline to return the deposit');
  });

  it('a deposit kept by the landlord whatever happens is serious for the tenant', () => {
    const analysis = analyse([
      ...FAIR,
      'The security deposit is non-refundable and shall be retained by Landlord at the end of the term.',
    ]);
    const flag = analysis.redFlags.find((item) => item.title === 'The deposit will not come back');
    expect(flag?.severity).toBe('high');
  });

  it('interest of 18% on late rent is off-market; a 5% late fee is not', () => {
    const late = (rate: string) =>
      `Rent not paid by the fifth day of the month shall incur a late fee, and unpaid rent shall bear interest at ${rate} per annum.`;
    expect(titles(analyse([...FAIR, late('18%')]).redFlags)).toContain(
      'Heavy charges for late rent',
    );
    expect(titles(analyse([...FAIR, late('5%')]).redFlags)).not.toContain(
      'Heavy charges for late rent',
    );
  });

  it('structural repairs put on the tenant are serious for the tenant, not the landlord', () => {
    const clauses = [
      PREMISES,
      RENT,
      DEPOSIT,
      DEPOSIT_RETURN,
      '4. Repairs. Tenant shall, at its own cost, maintain and repair the roof, foundations and structural elements of the premises.',
    ];
    const flag = analyse(clauses).redFlags.find((item) => item.category === 'lease-repairs');
    expect(flag?.severity).toBe('high');
    expect(analyse(clauses, 'Landlord').redFlags.map((item) => item.category)).not.toContain(
      'lease-repairs',
    );
  });

  it('repairs that except the structure are not flagged', () => {
    const analysis = analyse([
      PREMISES,
      RENT,
      DEPOSIT,
      DEPOSIT_RETURN,
      '4. Repairs. Tenant shall repair and maintain the premises, except the roof, foundations and structural elements, which Landlord shall repair.',
    ]);
    expect(analysis.redFlags.map((item) => item.category)).not.toContain('lease-repairs');
  });

  it('a duty to report a structural repair is not a duty to make it', () => {
    const analysis = analyse([
      ...FAIR,
      '5. Notice of Defects. Tenant shall promptly notify Landlord of any structural defect or need for roof repairs.',
    ]);
    expect(analysis.redFlags.map((item) => item.category)).not.toContain('lease-repairs');
  });

  it('rent rising by more than the market rate is off-market', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        '5. Escalation. On each anniversary of the commencement date the monthly rent shall increase by eight percent (8%).',
      ]).redFlags,
    );
    expect(flags).toContain('Steep rent increases');
  });

  it('a 3% yearly increase is ordinary', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        '5. Escalation. On each anniversary of the commencement date the monthly rent shall increase by three percent (3%).',
      ]).redFlags,
    );
    expect(flags).not.toContain('Steep rent increases');
  });

  it('double rent on holding over is flagged; 150% is not', () => {
    const holdover = (rate: string) =>
      `6. Holdover. If Tenant holds over after the end of the term, Tenant shall pay rent at ${rate} of the monthly rent then in effect.`;
    expect(titles(analyse([...FAIR, holdover('200%')]).redFlags)).toContain(
      'Heavy rent if you stay on after the end',
    );
    expect(titles(analyse([...FAIR, holdover('150%')]).redFlags)).not.toContain(
      'Heavy rent if you stay on after the end',
    );
  });

  it("consent to a transfer at the landlord's sole discretion is flagged", () => {
    const flags = titles(
      analyse([
        ...FAIR,
        "7. Assignment. Tenant may assign this Lease or sublet the premises only with Landlord's consent, which Landlord may grant or withhold in its sole discretion.",
      ]).redFlags,
    );
    expect(flags.some((title) => /transfer|consent/i.test(title))).toBe(true);
  });

  it('a relocation right for the landlord is a risk to the tenant', () => {
    const flags = titles(
      analyse([
        ...FAIR,
        '8. Relocation. Landlord may relocate Tenant to other premises in the shopping center on sixty (60) days notice.',
      ]).redFlags,
    );
    expect(flags).toContain('The landlord may move you to other premises');
  });

  it("an uncapped share of the building's costs is flagged; a capped one is not", () => {
    const costs =
      "10. Operating Expenses. Tenant shall pay as additional rent its proportionate share of Landlord's operating expenses for the building.";
    const cap =
      'Controllable operating expenses shall not increase by more than five percent (5%) in any year.';
    const flag = "No cap on your share of the building's costs";
    expect(titles(analyse([...FAIR, costs]).redFlags)).toContain(flag);
    expect(titles(analyse([...FAIR, costs, cap]).redFlags)).not.toContain(flag);
  });

  it("the tenant's option to renew is a protection for the tenant", () => {
    const analysis = analyse([
      ...FAIR,
      '9. Renewal. Tenant shall have the option to renew this Lease for one further term of five (5) years by written notice given at least six (6) months before the end of the term.',
    ]);
    expect(titles(analysis.protections)).toContain('You may renew the lease');
  });
});
