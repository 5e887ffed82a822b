import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The cloud-service playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'HOSTING AGREEMENT\n\nThis Hosting Agreement is made between Cloudco Inc. ("Provider") and Buyer Corp. ("Customer").\n\n';
const SERVICE =
  '1. Services. Provider shall host the Customer Data and provide the Services in accordance with the Documentation.';
const SECURITY =
  '2. Security. Provider shall maintain reasonable security measures to protect Customer Data. Provider shall notify Customer of any security breach affecting Customer Data within 48 hours.';
const TERMINATION =
  '3. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.';
const DATA_RETURN =
  '4. Data. Upon termination, Provider shall make the Customer Data available to Customer for export for thirty (30) days and then delete it.';
const CAP =
  "5. Limitation of Liability. Each party's aggregate liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.";
const IP_INDEMNITY =
  '6. Indemnity. Provider shall defend and indemnify Customer against any third-party claim that the Services infringe any intellectual property right.';

// A fair hosting agreement: security and breach notice, cure period, data back, a mutual cap,
// the provider's IP indemnity.
const FAIR = [SERVICE, SECURITY, TERMINATION, DATA_RETURN, CAP, IP_INDEMNITY];

const analyse = (clauses: string[], readerRole = 'Customer') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the cloud-service playbook', () => {
  it('a fair hosting agreement gives the customer nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
    expect(titles(analysis.protections)).toContain('They defend you against infringement claims');
  });

  it('no way to get the data back at the end is serious for the customer', () => {
    const flags = analyse(without(DATA_RETURN)).redFlags;
    const exit = flags.find((flag) => flag.title === 'No right to get your data back at the end');
    expect(exit?.severity).toBe('high');
    // Quoted at the clause it is missing from: the termination clause, never a heading.
    expect(exit?.quote).toMatch(/terminate this Agreement/);
  });

  it('what the customer lacks is no risk to the provider', () => {
    const flags = titles(analyse(without(DATA_RETURN, CAP, IP_INDEMNITY), 'Provider').redFlags);
    expect(flags).not.toContain('No right to get your data back at the end');
    expect(flags).not.toContain('No protection if the service infringes others’ rights');
  });

  it('no cap on liability at all is a risk to either side', () => {
    const clauses = [
      ...without(CAP),
      '7. Customer Indemnity. Customer shall indemnify Provider against any claim arising from the Customer Data.',
    ];
    expect(titles(analyse(clauses).redFlags)).toContain('No cap on liability');
    expect(titles(analyse(clauses, 'Provider').redFlags)).toContain('No cap on liability');
  });

  it('a cap of one month’s fees is serious for the customer; a mutual year’s fees is not', () => {
    const low =
      '5. Limitation of Liability. The liability of Provider for any claim shall be limited to one (1) month’s fees.';
    // Found by the cap family or by the playbook's own check: one finding either way.
    const flags = analyse([...without(CAP), low]).redFlags.filter((flag) =>
      flag.quote.includes('one (1) month'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });

  it('no IP indemnity from the provider is a risk to the customer', () => {
    const clauses = [
      ...without(IP_INDEMNITY),
      '7. Customer Indemnity. Customer shall indemnify Provider against any claim arising from the Customer Data.',
    ];
    expect(titles(analyse(clauses).redFlags)).toContain(
      'No protection if the service infringes others’ rights',
    );
  });

  it('service credits as the sole remedy are flagged for the customer only', () => {
    const credits =
      '8. Service Levels. If the Services are unavailable, Customer will receive service credits, which are Customer’s sole and exclusive remedy for any unavailability.';
    expect(titles(analyse([...FAIR, credits]).redFlags)).toContain(
      'A credit or a fix is your only remedy when the service fails',
    );
    expect(titles(analyse([...FAIR, credits], 'Provider').redFlags)).not.toContain(
      'A credit or a fix is your only remedy when the service fails',
    );
  });

  it('a fee increase at the provider’s discretion is flagged; one capped at CPI is not', () => {
    const open = '9. Fees. Provider may increase the fees at each renewal.';
    const capped =
      '9. Fees. Provider may increase the fees at each renewal by no more than the change in CPI.';
    expect(titles(analyse([...FAIR, open]).redFlags)).toContain('They may raise the fees');
    expect(titles(analyse([...FAIR, capped]).redFlags)).not.toContain('They may raise the fees');
  });

  it('no duty to report a security breach is flagged for the customer', () => {
    const quiet =
      '2. Security. Provider shall maintain reasonable security measures to protect Customer Data.';
    const flags = titles(
      analyse([SERVICE, quiet, TERMINATION, DATA_RETURN, CAP, IP_INDEMNITY]).redFlags,
    );
    expect(flags).toContain('No duty to tell you of a security breach');
  });

  it('terms left to posted standard terms are not reported missing', () => {
    const orderForm =
      '1. Order. Customer subscribes to the Services under the Standard Terms available at https://cloudco.example/terms, which govern this order.';
    const flags = titles(analyse([orderForm, SERVICE]).redFlags);
    expect(flags).not.toContain('No right to get your data back at the end');
    expect(flags).not.toContain('No cap on liability');
  });
});
