import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The amendment playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'AMENDMENT NO. 1 TO MASTER SERVICES AGREEMENT\n\nThis Amendment No. 1 is made between Acme Labs Inc. ("Provider") and Beta Retail LLC ("Customer").\n\n';
const IDENTIFIES =
  '1. Agreement. The parties entered into the Master Services Agreement dated March 1, 2022 (the "Agreement") and wish to amend it as set out below.';
const CHANGE =
  '2. Services. Section 2.1 of the Agreement is amended to read as follows: "Provider shall provide the services described in Exhibit A."';
const RATIFICATION =
  '3. Effect. Except as amended by this Amendment, the Agreement remains in full force and effect.';
const CONFLICT =
  '4. Conflict. In the event of any conflict between this Amendment and the Agreement, this Amendment prevails.';
const COUNTERPARTS =
  '5. Counterparts. This Amendment may be executed in counterparts, each of which is an original.';

// A clean amendment: it names the agreement, changes one term, keeps the rest, signs.
const FAIR = [IDENTIFIES, CHANGE, RATIFICATION, CONFLICT, COUNTERPARTS];

const analyse = (clauses: string[], readerRole = 'Customer') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const ours = (items: readonly { category: string }[]) =>
  items.filter((item) => item.category.startsWith('amendment-'));
const severityOf = (clauses: string[], category: string, readerRole?: string) =>
  analyse(clauses, readerRole).redFlags.find((flag) => flag.category === category)?.severity;

describe('the amendment playbook', () => {
  it('is read as an amendment', () => {
    expect(analyse(FAIR).documentType.type).toBe('Amendment');
  });

  it('a clean amendment raises none of its points', () => {
    expect(ours(analyse(FAIR).redFlags)).toEqual([]);
    expect(ours(analyse(FAIR, 'Provider').redFlags)).toEqual([]);
  });

  it('an amendment that never says the rest stays in force is a risk', () => {
    const clauses = [IDENTIFIES, CHANGE, CONFLICT, COUNTERPARTS];
    expect(titles(analyse(clauses).redFlags)).toContain(
      'It does not say the rest of the agreement still applies',
    );
    expect(severityOf(clauses, 'amendment-ratification')).toBe('medium');
  });

  it('an amendment that does not name the agreement by its date is flagged', () => {
    const clauses = [
      '1. Agreement. The parties wish to amend the Master Services Agreement between them.',
      CHANGE,
      RATIFICATION,
      CONFLICT,
      COUNTERPARTS,
    ];
    expect(titles(analyse(clauses).redFlags)).toContain(
      'It does not say which agreement it amends',
    );
  });

  it('says when nothing settles a conflict, at low severity', () => {
    const clauses = [IDENTIFIES, CHANGE, RATIFICATION, COUNTERPARTS];
    expect(severityOf(clauses, 'amendment-conflict')).toBe('low');
  });

  it('a release of claims slipped into the amendment is serious for the party giving it', () => {
    const release =
      '6. Release. Customer hereby releases Provider from any and all claims, demands and causes of action arising under the Agreement before the date of this Amendment.';
    const flags = analyse([...FAIR, release]).redFlags;
    const releases = flags.filter((flag) =>
      /amendment-release|covenant-not-to-sue|waiver-of-rights/.test(flag.category),
    );
    expect(releases.map((flag) => flag.severity)).toEqual(['high']);
    expect(flags[0]?.category).toMatch(/amendment-release|covenant-not-to-sue|waiver-of-rights/);
  });

  it('a mutual release is serious for either party', () => {
    const release =
      '6. Release. Each party releases the other party from all claims arising under the Agreement before the date of this Amendment.';
    expect(severityOf([...FAIR, release], 'amendment-release', 'Provider')).toBe('high');
  });

  it('a release the other side gives is not a risk to you', () => {
    const release =
      '6. Release. Provider hereby releases Customer from any and all claims arising under the Agreement before the date of this Amendment.';
    expect(titles(analyse([...FAIR, release]).redFlags)).not.toContain('You release claims');
  });

  it('confirming that no one is in breach gives up claims', () => {
    const estoppel =
      '6. No Default. Customer acknowledges that Provider is not in default under the Agreement and that Customer has no claims or defenses against Provider.';
    expect(severityOf([...FAIR, estoppel], 'amendment-no-default')).toBe('medium');
  });

  it('a retroactive change is flagged', () => {
    const retroactive =
      '6. Effective Date. This Amendment is effective retroactively as of January 1, 2022.';
    expect(titles(analyse([...FAIR, retroactive]).redFlags)).toContain(
      'The changes reach back into the past',
    );
  });

  it('an extension of the term is named, at low severity', () => {
    const extension = '6. Term. The term of the Agreement is extended until December 31, 2027.';
    expect(severityOf([...FAIR, extension], 'amendment-term')).toBe('low');
  });

  it('a price increase is named, at low severity', () => {
    const price =
      '6. Fees. The monthly fees payable by Customer are increased to $12,000 from July 1, 2024.';
    expect(severityOf([...FAIR, price], 'amendment-price')).toBe('low');
  });

  it('a new non-compete in an amendment is serious', () => {
    const nonCompete =
      '6. Non-Competition. During the term and for two (2) years after it, Customer shall not engage in any business that competes with Provider.';
    const flags = analyse([...FAIR, nonCompete]).redFlags.filter((flag) =>
      /non-compete|amendment-restrictions/.test(flag.category),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });

  it('no counterparts clause is a low point, anchored on the signing clause', () => {
    const signing = '5. Signature. This Amendment shall be binding when signed by both parties.';
    const clauses = [IDENTIFIES, CHANGE, RATIFICATION, CONFLICT, signing];
    expect(severityOf(clauses, 'amendment-signatures')).toBe('low');
  });

  it('blanks left in the amendment are flagged', () => {
    const blank =
      '6. Effective Date. This Amendment takes effect on ________, and the new fee is $[●] per month.';
    const flags = analyse([...FAIR, blank]).redFlags.filter((flag) =>
      /blank-terms|amendment-blanks/.test(flag.category),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['medium']);
    expect(flags.map((flag) => flag.title)).toEqual(['Left blank: fill in before signing']);
  });

  it('a form that leaves the agreement amended blank says so', () => {
    const blank =
      '1. Agreement. This Amendment modifies the {agreement_name} between {party_1} and {party_2}, with an Effective Date of {agreement_date}.';
    const flag = analyse([blank, CHANGE, RATIFICATION, CONFLICT, COUNTERPARTS]).redFlags.find(
      (found) => found.category === 'amendment-agreement',
    );
    expect(flag?.title).toBe('The agreement it amends is left blank');
    expect(flag?.quote).toContain('{agreement_name}');
  });

  it('an effective date left blank is flagged, not the agreement’s own date', () => {
    const blank =
      '6. Amendment Date. The modifications in this Amendment will take effect on {amendment_effective_date}.';
    const flag = analyse([...FAIR, blank]).redFlags.find(
      (found) => found.category === 'amendment-effective-date',
    );
    expect(flag?.title).toBe('The date the changes take effect is left blank');
    expect(flag?.quote).toContain('{amendment_effective_date}');
  });

  it('quotes what is missing at the sentence that amends, never at the title', () => {
    const flag = analyse([IDENTIFIES, CHANGE, CONFLICT, COUNTERPARTS]).redFlags.find(
      (found) => found.category === 'amendment-ratification',
    );
    expect(flag?.quote).toMatch(/wish to amend it|is amended to read/);
    expect(flag?.quote).not.toMatch(/AMENDMENT NO/);
  });

  it('ordinary terms that only sound like its points are not flagged', () => {
    const clauses = [
      ...FAIR,
      '6. Payment. Customer agrees to pay all fees within thirty (30) days with no set-off or deduction.',
      '7. Fees. The fees shall not be increased during the term of the Agreement.',
      '8. Deadline. The deadline for delivery of the report under Section 4 is extended until June 30, 2025.',
      '9. Pricing. Section 3 of the Agreement is amended to read as follows: "The fee for each additional user is $[●]."',
    ];
    const categories = ours(analyse(clauses).redFlags).map((flag) => flag.category);
    expect(categories).not.toContain('amendment-no-default');
    expect(categories).not.toContain('amendment-price');
    expect(categories).not.toContain('amendment-term');
    expect(categories).not.toContain('amendment-agreement');
  });
});
