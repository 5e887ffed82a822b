import { describe, expect, it } from 'vitest';
import { readProvision } from '../read-provision.ts';
import { EMPLOYMENT } from './parties.ts';

// Construction: an amendment's sentence deletes, replaces or adds a term of the agreement it
// amends (issue 30). It binds no one by itself, and a deleted term is no longer in force: "Section
// 7 (Non-Competition) ... is hereby deleted" must never read as "neither side may compete".
describe('an amendment says what it deletes, replaces or adds', () => {
  it.each([
    [
      'Section 7 (Non-Competition) of the Agreement is hereby deleted in its entirety.',
      'deletes',
      'Section 7 (Non-Competition)',
    ],
    [
      'Sections 4.2 and 4.3 of the Employment Agreement are hereby deleted.',
      'deletes',
      'Sections 4.2 and 4.3',
    ],
    [
      'The Agreement is hereby amended by deleting Section 9.3 (Non-Solicitation) in its entirety.',
      'deletes',
      'Section 9.3 (Non-Solicitation)',
    ],
    [
      'Section 3.1 of the Agreement is amended and restated to read as follows: "Employee shall be paid a salary of $90,000."',
      'replaces',
      'Section 3.1',
    ],
    [
      'Section 2 (Term) is hereby deleted and replaced with the following: "The Term ends on June 30, 2027."',
      'replaces',
      'Section 2 (Term)',
    ],
    [
      'Exhibit B to the Agreement is replaced in its entirety by Exhibit B attached hereto.',
      'replaces',
      'Exhibit B',
    ],
    ['The following is added as Section 14.5 of the Agreement.', 'adds', 'Section 14.5'],
    [
      'A new Section 8.4 is hereby added to the Agreement: "Company shall reimburse travel expenses."',
      'adds',
      'Section 8.4',
    ],
    [
      'Paragraph 1(a) of the Agreement is amended to provide that Company grants Employee a right to work remotely.',
      'adds',
      'Paragraph 1(a)',
    ],
  ] as const)('%s', (sentence, effect, target) => {
    const provision = readProvision(sentence, EMPLOYMENT);
    expect(provision.amends).toEqual({ effect, target });
    expect(provision).toMatchObject({ modality: 'states', actor: [], beneficiary: [] });
  });

  it.each([
    'Employee shall not compete with the Company during the Term.',
    'This Agreement may be amended only by a writing signed by both parties.',
    'Company may delete any content that violates these terms.',
  ])('an ordinary provision amends nothing: %s', (sentence) => {
    expect(readProvision(sentence, EMPLOYMENT).amends).toBeUndefined();
  });
});
