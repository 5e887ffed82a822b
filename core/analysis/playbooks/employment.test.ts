import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The employment playbook, one construction per point a lawyer checks, for each side (decision 025).
const HEAD =
  'EMPLOYMENT AGREEMENT\n\nThis Employment Agreement is made between Acme Labs Inc. ("Employer") and Jane Roe ("Employee").\n\n';
const DUTIES =
  '1. Duties. Employee shall serve as Chief Engineer and perform the duties of that role.';
const PAY = '2. Salary. Employer shall pay Employee a base salary of $150,000 per year.';
const WITHOUT_CAUSE =
  '3. Termination. Employer may terminate the employment of Employee without cause on thirty (30) days written notice.';
const SEVERANCE =
  '4. Severance. If Employer terminates the employment without cause, Employer shall pay Employee severance equal to six (6) months of base salary.';

const analyse = (clauses: string[], readerRole = 'Employee') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the employment playbook', () => {
  it('no severance when they may let you go without cause is a gap for the employee', () => {
    expect(titles(analyse([DUTIES, PAY, WITHOUT_CAUSE]).redFlags)).toContain(
      'Nothing is paid if they let you go without cause',
    );
  });

  it('severance on a termination without cause is a protection, not a risk', () => {
    const analysis = analyse([DUTIES, PAY, WITHOUT_CAUSE, SEVERANCE]);
    expect(titles(analysis.protections)).toContain('You are paid if they let you go');
    expect(titles(analysis.redFlags)).not.toContain(
      'Nothing is paid if they let you go without cause',
    );
  });

  it('at-will employment is ordinary: not shown as a risk', () => {
    const analysis = analyse([
      DUTIES,
      PAY,
      "3. At-Will Employment. Employee's employment is at will, and either party may end it at any time, with or without cause or notice.",
    ]);
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('at-will');
    expect(titles(analysis.redFlags)).not.toContain(
      'Nothing is paid if they let you go without cause',
    );
  });

  it('a bonus to be repaid if you leave is a point for the employee, none for the employer', () => {
    const clauses = [
      DUTIES,
      PAY,
      '3. Signing Bonus. Employer shall pay Employee a signing bonus of $20,000. Employee shall repay the signing bonus in full if Employee resigns within twelve (12) months.',
    ];
    expect(titles(analyse(clauses).redFlags)).toContain('You may have to pay money back');
    expect(titles(analyse(clauses, 'Employer').redFlags)).not.toContain(
      'You may have to pay money back',
    );
  });

  it('a bonus lost unless you are employed on the payment date', () => {
    const analysis = analyse([
      DUTIES,
      PAY,
      '3. Bonus. Employee will be eligible for an annual bonus. Employee must be employed on the payment date to earn any bonus.',
    ]);
    expect(titles(analysis.redFlags)).toContain(
      'You lose the bonus if you leave before it is paid',
    );
  });

  it('forfeiture of vested equity is a risk; accelerated vesting a protection', () => {
    const forfeiture = analyse([
      DUTIES,
      PAY,
      '3. Equity. If Employee is terminated for cause, all vested options shall be forfeited.',
    ]);
    expect(titles(forfeiture.redFlags)).toContain('You can lose equity you have already earned');
    const acceleration = analyse([
      DUTIES,
      PAY,
      '3. Equity. On a change of control, vesting of all unvested options shall accelerate in full.',
    ]);
    expect(titles(acceleration.protections)).toContain('Your equity vests early in some cases');
  });

  it('the statutory carve-out from an invention assignment is a protection; its absence a gap', () => {
    const assignment =
      '5. Inventions. Employee hereby assigns to Employer all inventions conceived by Employee during employment.';
    const carveOut =
      'This assignment does not apply to any invention that qualifies fully under California Labor Code Section 2870, developed entirely on Employee’s own time without using Employer’s equipment, supplies, facilities or trade secrets.';
    expect(titles(analyse([DUTIES, PAY, assignment]).redFlags)).toContain(
      'No exception for inventions made on your own time',
    );
    expect(titles(analyse([DUTIES, PAY, `${assignment} ${carveOut}`]).protections)).toContain(
      'What you invent on your own time stays yours',
    );
  });

  it('a separate invention assignment agreement named in an offer is not read as its terms', () => {
    const analysis = analyse([
      DUTIES,
      PAY,
      "5. Conditions. Employee must sign the Company's Employee Confidential Information and Invention Assignment Agreement.",
    ]);
    expect(titles(analysis.redFlags)).not.toContain(
      'No exception for inventions made on your own time',
    );
  });

  it('a non-compete under California law is good news for the employee, a risk for the employer', () => {
    const clauses = [
      DUTIES,
      PAY,
      '5. Non-Competition. For twelve (12) months after termination, Employee shall not compete with Employer in the United States.',
      '6. Governing Law. This Agreement is governed by the laws of the State of California.',
    ];
    expect(titles(analyse(clauses, 'Employer').redFlags)).toContain(
      'The non-compete may be void under California law',
    );
  });

  it('garden leave is a point for the employee', () => {
    const analysis = analyse([
      DUTIES,
      PAY,
      '5. Garden Leave. During any notice period Employer may place Employee on garden leave and require Employee not to attend the office.',
    ]);
    expect(titles(analysis.redFlags)).toContain('They can keep you away from work (garden leave)');
  });

  it('a whistleblower notice protects the employee; its absence is the employer’s gap', () => {
    const secrecy =
      '5. Confidentiality. Employee shall hold all confidential information of Employer in strict confidence for five (5) years after termination. This Agreement is governed by the laws of the State of Delaware.';
    const notice =
      'Nothing in this Agreement prevents Employee from reporting possible violations of law to any governmental agency.';
    expect(titles(analyse([DUTIES, PAY, secrecy], 'Employer').redFlags)).toContain(
      'No whistleblower immunity notice',
    );
    expect(titles(analyse([DUTIES, PAY, `${secrecy} ${notice}`]).protections)).toContain(
      'You may still report to the authorities',
    );
  });
});
