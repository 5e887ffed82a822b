import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

// Construction: an amendment says what it deletes, replaces or adds; a deleted term is never
// reported as in force, and the new words are read as terms (issue 30, provisions).
const PREAMBLE =
  'FIRST AMENDMENT TO EMPLOYMENT AGREEMENT\n\nThis First Amendment (the "Amendment") is made between Acme Corp. ("Company") and Jane Smith ("Employee").\n\n';

const analyse = (body: string) =>
  analyzeDocument(createParsedDocument('txt', [PREAMBLE + body], true), {
    readerRole: 'Employee',
  });

describe('an amendment, read as one', () => {
  it.each([
    '1. Section 7 (Non-Competition) of the Agreement is hereby deleted in its entirety; Employee shall not compete with Company anywhere in the world.',
    '1. The Agreement is amended by deleting Section 7, which provided that Employee shall not compete with Company anywhere in the world for two years.',
  ])('a deleted non-compete is neither a red flag nor a duty: %s', (body) => {
    const analysis = analyse(body);
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('non-compete');
    expect(analysis.obligations).toEqual([]);
  });

  it('the words a section is restated to read are a term in force', () => {
    const analysis = analyse(
      '2. Section 3.1 of the Agreement is amended and restated to read as follows: "Company shall pay Employee a base salary of $150,000 per year."',
    );
    expect(analysis.obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'Company: pay Employee a base salary of $150,000 per year',
    ]);
  });

  it('a section added by the amendment is read as any other', () => {
    const analysis = analyse(
      '3. The following is added as Section 14.5 of the Agreement: "Employee shall give Company sixty (60) days’ written notice of resignation."',
    );
    expect(analysis.obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'Employee: give Company sixty (60) days’ written notice of resignation',
    ]);
  });

  it('the headings under "the parties agree to modify the Agreement as follows:" are no duties', () => {
    const analysis = analyse(
      'The parties agree to modify the Agreement as follows:\n\nA. “SPRING 2” a/k/a “SPRING: THE LAUNCH” AUDIO AND VIDEO PRODUCTS:\n\n1. Grant of Rights: Company grants to Employee a limited right to use the Spring Launch materials.',
    );
    expect(analysis.obligations.map((duty) => duty.quote)).not.toContain(
      'A. “SPRING 2” a/k/a “SPRING: THE LAUNCH” AUDIO AND VIDEO PRODUCTS:',
    );
  });
});
