import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The services playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'OUTSOURCING AGREEMENT\n\nThis Outsourcing Agreement is made between Bank Corp. ("Customer") and Ops Services LLC ("Provider").\n\n';
const SERVICES =
  '1. Services. Provider shall perform the services described in each Statement of Work and deliver the Deliverables described there.';
const ACCEPTANCE =
  '2. Acceptance. Customer may test each Deliverable against its acceptance criteria and reject any Deliverable that fails them, and Provider shall correct it at no charge.';
const CHANGES =
  '3. Changes. Any change to the scope of the services must be made by a written change order signed by both parties.';
const TERMINATION =
  '4. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.';
const EXIT =
  '5. Exit. On termination, Provider shall provide transition assistance for six months at the rates in this Agreement.';
const CAP =
  "6. Limitation of Liability. Each party's aggregate liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.";

// A fair outsourcing: acceptance, change control, cure period, exit help, a mutual cap.
const FAIR = [SERVICES, ACCEPTANCE, CHANGES, TERMINATION, EXIT, CAP];

const analyse = (clauses: string[], readerRole = 'Customer') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the services playbook', () => {
  it('a fair outsourcing agreement gives the customer nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
  });

  it('no exit assistance in an outsourcing is serious for the customer, and none for the provider', () => {
    const exit = analyse(without(EXIT)).redFlags.find(
      (flag) => flag.title === 'No help to move the services when it ends',
    );
    expect(exit?.severity).toBe('high');
    expect(exit?.quote).toMatch(/terminate this Agreement/);
    expect(titles(analyse(without(EXIT), 'Provider').redFlags)).not.toContain(
      'No help to move the services when it ends',
    );
  });

  it('deliverables without acceptance are flagged for the customer', () => {
    expect(titles(analyse(without(ACCEPTANCE)).redFlags)).toContain(
      'No acceptance of deliverables',
    );
  });

  it('no change procedure is a point for either side', () => {
    expect(titles(analyse(without(CHANGES)).redFlags)).toContain(
      'No procedure for changing the scope',
    );
  });

  it('termination for breach without a cure period is flagged for the side it can hit', () => {
    const abrupt =
      '4. Termination. Provider may terminate this Agreement by notice if Customer breaches any of its obligations.';
    const clauses = [...without(TERMINATION), abrupt];
    const flags = analyse(clauses).redFlags;
    // Found by a termination family or by the playbook's own check: one finding either way.
    expect(flags.filter((flag) => flag.quote.includes('Provider may terminate'))).toHaveLength(1);
    expect(titles(analyse(clauses, 'Provider').redFlags)).not.toContain(
      'They can end it for a breach without giving you time to fix it',
    );
  });

  it('subcontracting without consent is flagged for the customer, with consent it is not', () => {
    const free = '7. Subcontracting. Provider may subcontract any of the services.';
    const asked =
      '7. Subcontracting. Provider may subcontract any of the services with the prior written consent of Customer.';
    expect(titles(analyse([...FAIR, free]).redFlags)).toContain(
      'They may subcontract without asking you',
    );
    expect(titles(analyse([...FAIR, asked]).redFlags)).not.toContain(
      'They may subcontract without asking you',
    );
  });

  it('key people committed to the work are a protection for the customer', () => {
    const keyPeople =
      '8. Personnel. Provider shall not replace any of the Key Personnel without the consent of Customer.';
    expect(titles(analyse([...FAIR, keyPeople]).protections)).toContain(
      'Key people are committed to your work',
    );
  });

  it('no cap on liability is flagged, quoted at the indemnity', () => {
    const indemnity =
      '9. Indemnity. Customer shall indemnify Provider against all claims arising from the services.';
    const cap = analyse([...without(CAP), indemnity]).redFlags.find(
      (flag) => flag.title === 'No cap on liability',
    );
    expect(cap?.quote).toMatch(/indemnify Provider/);
  });

  it('no cap is never quoted at the other side’s indemnity, which is in your favour', () => {
    const theirs =
      '9. Indemnity. Provider shall indemnify Customer against all claims arising from the services.';
    const flags = analyse([...without(CAP), theirs]).redFlags;
    expect(flags.filter((flag) => flag.quote.includes('Provider shall indemnify'))).toEqual([]);
  });
});
