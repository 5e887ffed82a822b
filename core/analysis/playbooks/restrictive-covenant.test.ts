import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The restrictive covenant playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'NON-COMPETITION AND NON-SOLICITATION AGREEMENT\n\nThis Agreement is made between Acme Labs Inc. ("Employer") and Jane Roe ("Employee").\n\n';
const NON_COMPETE =
  '1. Non-Competition. For twelve (12) months after the end of employment, Employee shall not compete with Employer within fifty miles of its office.';

const analyse = (clauses: string[], readerRole = 'Employee') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the restrictive covenant playbook', () => {
  it('a two-year employee non-compete is longer than the market', () => {
    const analysis = analyse([
      '1. Non-Competition. For twenty-four (24) months after the end of employment, Employee shall not compete with Employer.',
    ]);
    expect(titles(analysis.redFlags)).toContain('The restriction runs for 2 years');
    expect(titles(analyse([NON_COMPETE]).redFlags)).not.toContain(
      'The restriction runs for 1 years',
    );
  });

  it('a worldwide restriction has no real territory', () => {
    const analysis = analyse([
      '1. Non-Competition. For twelve (12) months after the end of employment, Employee shall not compete with Employer anywhere in the world.',
    ]);
    expect(titles(analysis.redFlags)).toContain('It applies everywhere');
  });

  it('only continued employment given for the restriction', () => {
    const analysis = analyse([
      NON_COMPETE,
      '2. Consideration. Employee enters into this Agreement in consideration of continued employment.',
    ]);
    expect(titles(analysis.redFlags)).toContain(
      'Only continued employment is given for the restriction',
    );
  });

  it('pay during the restricted period is a protection for the one restricted', () => {
    const analysis = analyse([
      NON_COMPETE,
      '2. Payment. Employer shall pay Employee fifty percent of base salary during the Restricted Period.',
    ]);
    expect(titles(analysis.protections)).toContain('You are paid while the restriction lasts');
  });

  it('a reformation clause: a low point for the restricted, a protection for the protected', () => {
    const clauses = [
      NON_COMPETE,
      '3. Reformation. If a court finds any restriction unenforceable, the court shall modify it to the maximum extent enforceable.',
    ];
    expect(titles(analyse(clauses).redFlags)).toContain(
      'A court may rewrite the restriction to enforce it',
    );
    expect(titles(analyse(clauses, 'Employer').protections)).toContain(
      'A court may narrow it instead of striking it',
    );
  });

  it('a waiver of defences to enforcement', () => {
    const analysis = analyse([
      NON_COMPETE,
      '4. Enforcement. Employee agrees that the restrictions are reasonable and waives all defences to their strict enforcement.',
    ]);
    // Found by the waiver family or by the item's own check: one finding, at the item's severity.
    const waivers = analysis.redFlags.filter((flag) =>
      /waiver-of-rights|restrictive-enforcement/.test(flag.category ?? ''),
    );
    expect(waivers.map((flag) => flag.severity)).toEqual(['medium']);
  });

  it('the employer may pass the restriction to a buyer', () => {
    const analysis = analyse([
      NON_COMPETE,
      '5. Assignment. Employer may assign this Agreement to any successor or purchaser of its business.',
    ]);
    expect(titles(analysis.redFlags)).toContain('They may pass the restriction to someone else');
  });

  it('a non-compete under California law protects the employee and is a risk to the employer', () => {
    const clauses = [
      NON_COMPETE,
      '6. Governing Law. This Agreement is governed by the laws of the State of California.',
    ];
    expect(titles(analyse(clauses).protections)).toContain(
      'California law largely voids non-competes',
    );
    expect(titles(analyse(clauses, 'Employer').redFlags)).toContain(
      'The non-compete may be void under California law',
    );
  });

  it('the restriction on the employee is no risk to the employer', () => {
    const analysis = analyse([NON_COMPETE], 'Employer');
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('non-compete');
  });
});
