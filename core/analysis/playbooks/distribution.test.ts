import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The distribution playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'DISTRIBUTOR AGREEMENT\n\nThis Distributor Agreement is made between Devices Inc. ("Supplier") and Market Partners Ltd. ("Distributor").\n\n';
const APPOINTMENT =
  '1. Appointment. Supplier appoints Distributor as its exclusive distributor of the Products in the Territory.';
const ORDERS =
  '2. Orders. Distributor shall purchase the Products from Supplier at the prices in Exhibit A.';
const TERMINATION =
  '3. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.';
const BUY_BACK =
  '4. Inventory. Upon termination, Supplier shall repurchase all Products held by Distributor at the price Distributor paid.';

// A fair distribution: exclusive appointment, cure period, stock bought back.
const FAIR = [APPOINTMENT, ORDERS, TERMINATION, BUY_BACK];

const analyse = (clauses: string[], readerRole = 'Distributor') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the distribution playbook', () => {
  it('a fair distribution agreement gives the distributor nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
    expect(titles(analysis.protections)).toContain('They buy back your stock when it ends');
  });

  it('nothing for unsold stock is flagged for the distributor, not the supplier', () => {
    const cease =
      '4. Effect of Termination. Upon termination, Distributor shall cease to hold itself out as a distributor of the Products.';
    const clauses = [...without(BUY_BACK), cease];
    const flag = analyse(clauses).redFlags.find(
      (item) => item.title === 'Nothing for your unsold stock when it ends',
    );
    expect(flag?.quote).toMatch(/cease to hold itself out/);
    expect(titles(analyse(clauses, 'Supplier').redFlags)).not.toContain(
      'Nothing for your unsold stock when it ends',
    );
  });

  it('losing exclusivity for missing a target is serious for the distributor', () => {
    const loss =
      '5. Targets. If Distributor fails to meet the Minimum Purchase Target in any year, Supplier may convert the appointment to a non-exclusive one.';
    const flags = analyse([...FAIR, loss]).redFlags.filter((flag) =>
      flag.quote.includes('non-exclusive'),
    );
    expect(flags.map((flag) => flag.severity)).toContain('high');
    expect(titles(analyse([...FAIR, loss], 'Supplier').redFlags)).not.toContain(
      'They can take away your exclusivity',
    );
  });

  it('a letter of credit is flagged for the distributor', () => {
    const security =
      '6. Security. Distributor shall provide an irrevocable letter of credit for $500,000 securing its payment obligations.';
    // Found by the security family or by the playbook's own check: one finding either way.
    const flags = analyse([...FAIR, security]).redFlags.filter((flag) =>
      flag.quote.includes('letter of credit'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['medium']);
  });

  it('price changes by the supplier alone are flagged for the distributor', () => {
    const prices = '7. Prices. Supplier may change the prices in Exhibit A at any time.';
    const flags = analyse([...FAIR, prices]).redFlags.filter((flag) =>
      flag.quote.includes('change the prices'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['medium']);
  });

  it('termination by the supplier without a cure period is serious for the distributor', () => {
    const abrupt =
      '3. Termination. Supplier may terminate this Agreement by notice if Distributor breaches any of its obligations.';
    const flags = analyse([...without(TERMINATION), abrupt]).redFlags.filter((flag) =>
      flag.quote.includes('Supplier may terminate'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });
});
