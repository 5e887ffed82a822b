import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The invention assignment playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'EMPLOYEE INVENTION ASSIGNMENT AGREEMENT\n\nThis Invention Assignment Agreement is made between Acme Labs Inc. ("Company") and Jane Roe ("Employee").\n\n';
const ASSIGNMENT =
  '1. Assignment. Employee hereby assigns to Company all inventions conceived by Employee during employment that relate to the business of Company.';
const CARVE_OUT =
  '2. Exception. This Agreement does not apply to an invention that qualifies fully under California Labor Code Section 2870.';
const PRIOR_LIST =
  '3. Prior Inventions. Employee has listed in Exhibit A all prior inventions that Employee owns, which are excluded from this Agreement.';

const analyse = (clauses: string[], readerRole = 'Employee') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('the invention assignment playbook', () => {
  it('the statutory carve-out is a protection for the employee', () => {
    expect(titles(analyse([ASSIGNMENT, CARVE_OUT, PRIOR_LIST]).protections)).toContain(
      'What you invent on your own time stays yours',
    );
  });

  it('without the carve-out or a prior-inventions list, the employee has gaps', () => {
    const flags = titles(analyse([ASSIGNMENT]).redFlags);
    expect(flags).toContain('No exception for inventions made on your own time');
    expect(flags).toContain('No list of your earlier inventions');
  });

  it('inventions made after leaving claimed by the company', () => {
    const analysis = analyse([
      ASSIGNMENT,
      CARVE_OUT,
      PRIOR_LIST,
      '4. Later Inventions. Any invention that Employee conceives within one (1) year after the termination of employment shall be presumed to belong to Company and Employee shall assign it to Company.',
    ]);
    const flag = analysis.redFlags.find(
      (item) => item.title === 'Inventions after you leave may be claimed',
    );
    expect(flag?.severity).toBe('high');
  });

  it('a perpetual licence to prior inventions is a risk for the employee', () => {
    const analysis = analyse([
      ASSIGNMENT,
      CARVE_OUT,
      '3. Prior Inventions. If Employee incorporates a prior invention into Company work, Company is granted a perpetual, irrevocable, worldwide, royalty-free licence to it.',
    ]);
    expect(titles(analysis.redFlags)).toContain(
      'Your earlier inventions may be licensed to them for ever',
    );
  });

  it('a promise to assign, not a present assignment, is a gap for the company only', () => {
    const promise =
      '1. Assignment. Employee agrees to assign to Company all inventions conceived by Employee during employment.';
    expect(titles(analyse([promise, CARVE_OUT, PRIOR_LIST], 'Company').redFlags)).toContain(
      'The inventions are only promised, not assigned',
    );
    expect(titles(analyse([promise, CARVE_OUT, PRIOR_LIST]).redFlags)).not.toContain(
      'The inventions are only promised, not assigned',
    );
  });

  it('the power of attorney is an ordinary, low point', () => {
    const analysis = analyse([
      ASSIGNMENT,
      CARVE_OUT,
      PRIOR_LIST,
      '5. Power of Attorney. Employee irrevocably appoints Company as attorney-in-fact to execute and file patent applications if Employee does not sign them.',
    ]);
    const severities = analysis.redFlags
      .filter((flag) => /attorney|security-interest/.test(`${flag.category} ${flag.title}`))
      .map((flag) => flag.severity);
    expect(severities.every((severity) => severity === 'low')).toBe(true);
  });

  it('the at-will statement is ordinary: no red flag', () => {
    const analysis = analyse([
      ASSIGNMENT,
      CARVE_OUT,
      PRIOR_LIST,
      "6. Employment. Employee's employment is at will, and either party may end it at any time, with or without cause.",
    ]);
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('at-will');
  });
});
