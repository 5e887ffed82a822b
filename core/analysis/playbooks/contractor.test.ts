import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The contractor playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'INDEPENDENT CONTRACTOR AGREEMENT\n\nThis Independent Contractor Agreement is made between Acme Labs Inc. ("Client") and Jane Roe ("Contractor").\n\n';
const SERVICES = '1. Services. Contractor shall perform the services described in this Agreement.';
const FEES = '2. Fees. Client shall pay Contractor a fee of $100 per hour.';
const PAID_IN_30 =
  '2. Fees. Client shall pay Contractor a fee of $100 per hour. Client shall pay each invoice within thirty (30) days of receipt.';
const OWNERSHIP =
  '3. Ownership. Contractor hereby assigns to Client all right, title and interest in the deliverables.';
const TERMINATION =
  '4. Termination. Client may terminate this Agreement at any time for convenience on ten (10) days notice.';

const analyse = (clauses: string[], readerRole = 'Contractor') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the contractor playbook', () => {
  it('no date of payment is a gap for the contractor', () => {
    expect(titles(analyse([SERVICES, FEES]).redFlags)).toContain('No date by which you are paid');
    expect(titles(analyse([SERVICES, PAID_IN_30]).redFlags)).not.toContain(
      'No date by which you are paid',
    );
  });

  it('payment terms beyond the market are off-market', () => {
    const analysis = analyse([
      SERVICES,
      '2. Fees. Client shall pay Contractor a fee of $100 per hour. Client shall pay each invoice within ninety (90) days of receipt.',
    ]);
    expect(titles(analysis.redFlags)).toContain('You wait 90 days to be paid');
  });

  it('acceptance at the client’s sole discretion is a risk for the contractor', () => {
    const analysis = analyse([
      SERVICES,
      PAID_IN_30,
      '3. Acceptance. Client may accept or reject the deliverables in its sole discretion.',
    ]);
    expect(titles(analysis.redFlags)).toContain(
      'The work is accepted (and paid) only if they are satisfied',
    );
  });

  it('no pay for work done when the client may end early', () => {
    expect(titles(analyse([SERVICES, PAID_IN_30, TERMINATION]).redFlags)).toContain(
      'Nothing says you are paid for work done before it ends',
    );
    const paid = analyse([
      SERVICES,
      PAID_IN_30,
      `${TERMINATION} Upon termination Client shall pay Contractor for all services performed through the date of termination.`,
    ]);
    expect(titles(paid.redFlags)).not.toContain(
      'Nothing says you are paid for work done before it ends',
    );
  });

  it('no carve-out for the contractor’s own materials; kept materials are a protection', () => {
    expect(titles(analyse([SERVICES, PAID_IN_30, OWNERSHIP]).redFlags)).toContain(
      'No exception for your own tools and earlier work',
    );
    const kept = analyse([
      SERVICES,
      PAID_IN_30,
      `${OWNERSHIP} Contractor retains all right, title and interest in its pre-existing materials.`,
    ]);
    expect(titles(kept.protections)).toContain('You keep your own tools and earlier work');
  });

  it('an uncapped indemnity from the contractor', () => {
    const analysis = analyse([
      SERVICES,
      PAID_IN_30,
      '5. Indemnity. Contractor shall indemnify Client against all claims arising from the services.',
    ]);
    const liability = analysis.redFlags.filter((flag) => /liability|indemn/.test(flag.category));
    expect(liability.length).toBeGreaterThan(0);
  });

  it('no ownership of the work is a gap for the client, not for the contractor', () => {
    expect(titles(analyse([SERVICES, PAID_IN_30], 'Client').redFlags)).toContain(
      'Nothing says you own what you pay for',
    );
    expect(titles(analyse([SERVICES, PAID_IN_30]).redFlags)).not.toContain(
      'Nothing says you own what you pay for',
    );
  });

  it('set hours and supervision look like employment, above all to the client', () => {
    const clauses = [
      SERVICES,
      PAID_IN_30,
      '6. Hours. Contractor shall work regular hours of 9 a.m. to 5 p.m. under the supervision of the Client.',
    ];
    const flag = analyse(clauses, 'Client').redFlags.find(
      (item) => item.title === 'Terms that look like employment',
    );
    expect(flag?.severity).toBe('medium');
  });

  it('a mutual right to end on notice is ordinary: not a risk to the contractor', () => {
    const analysis = analyse([
      SERVICES,
      `${PAID_IN_30} Upon termination Client shall pay Contractor for services performed up to the termination date.`,
      '4. Termination. Either party may terminate this Agreement on thirty (30) days written notice.',
    ]);
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain(
      'termination-for-convenience',
    );
  });
});
