import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The franchise playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Burger Brands Inc. ("Franchisor") and Main Street Foods LLC ("Franchisee").\n\n';
const GRANT =
  '1. Grant. Franchisor grants to Franchisee the right to operate one Restaurant at the Approved Location.';
const TERRITORY =
  '2. Protected Territory. During the term Franchisor shall not establish or license another Restaurant within the Protected Territory.';
const ROYALTY =
  '3. Royalty. Franchisee shall pay Franchisor a royalty of five percent of Gross Sales each week.';
const TERMINATION =
  '4. Termination. Franchisor may terminate this Agreement if Franchisee breaches it and fails to cure the breach within thirty (30) days after written notice.';

// A fair franchise: a protected territory and a cure period.
const FAIR = [GRANT, TERRITORY, ROYALTY, TERMINATION];

const analyse = (clauses: string[], readerRole = 'Franchisee') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the franchise playbook', () => {
  it('a development schedule is serious for an area developer, and absent from a single unit', () => {
    const schedule =
      "5. Development Schedule. Franchisee shall open and operate three (3) Restaurants in the Development Area no later than the dates set out in the Development Schedule. If Franchisee fails to meet the Development Schedule, Franchisor may terminate Franchisee's development rights.";
    const found = analyse([...FAIR, schedule]).redFlags.filter(
      (flag) => flag.category === 'franchise-development-schedule',
    );
    expect(found.map((flag) => [flag.title, flag.severity])).toEqual([
      ['You must open new outlets on a fixed schedule', 'high'],
    ]);
    expect(
      analyse(FAIR).redFlags.filter((flag) => flag.category === 'franchise-development-schedule'),
    ).toEqual([]);
  });

  it('a fair franchise gives the franchisee nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
  });

  it('no protected territory is serious for the franchisee, and nothing for the franchisor', () => {
    const flag = analyse(without(TERRITORY)).redFlags.find(
      (item) => item.title === 'No protected territory',
    );
    expect(flag?.severity).toBe('high');
    expect(flag?.quote).toMatch(/Franchisor grants/);
    expect(titles(analyse(without(TERRITORY), 'Franchisor').redFlags)).not.toContain(
      'No protected territory',
    );
  });

  it('termination without a cure period is serious for the franchisee', () => {
    const abrupt =
      '4. Termination. Franchisor may terminate this Agreement upon notice if Franchisee breaches any provision of it.';
    const flags = analyse([...without(TERMINATION), abrupt]).redFlags.filter((flag) =>
      flag.quote.includes('Franchisor may terminate'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });

  it('a cross-default is serious for the franchisee', () => {
    const cross =
      '5. Cross-Default. Franchisor may terminate this Agreement if Franchisee defaults under any other agreement with Franchisor or its affiliates.';
    expect(titles(analyse([...FAIR, cross]).redFlags)).toContain(
      'A default under another agreement can end this franchise',
    );
  });

  it('renewal on the then-current form is flagged for the franchisee', () => {
    const renewal =
      '6. Renewal. To renew, Franchisee must sign Franchisor’s then-current form of franchise agreement.';
    expect(titles(analyse([...FAIR, renewal]).redFlags)).toContain(
      'Renewal means signing their new agreement',
    );
  });

  it('a general release is flagged for the franchisee', () => {
    const release =
      '7. Transfer. Before any transfer, Franchisee shall sign a general release of all claims against Franchisor.';
    const flags = analyse([...FAIR, release]).redFlags.filter((flag) =>
      flag.quote.includes('general release'),
    );
    expect(flags).toHaveLength(1);
  });

  it('a raise in the advertising contribution at the franchisor’s will is flagged', () => {
    const fund =
      '8. Advertising. Franchisor may increase the Advertising Fund contribution upon thirty days’ notice.';
    expect(titles(analyse([...FAIR, fund]).redFlags)).toContain(
      'They may raise your advertising contribution',
    );
  });

  it('an owner’s personal guaranty is serious for the franchisee', () => {
    const guaranty =
      '9. Guaranty. Each owner of Franchisee shall personally guarantee the performance of all obligations of Franchisee under this Agreement.';
    const flags = analyse([...FAIR, guaranty]).redFlags.filter((flag) =>
      flag.quote.includes('personally guarantee'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });
  it('a one-way indemnity of the franchisor is serious for the franchisee, a short time bar worth checking', () => {
    const indemnity =
      '5. Indemnification. Franchisee shall indemnify, defend and hold harmless Franchisor from all claims, losses and expenses arising from the operation of the Restaurant.';
    const timeBar =
      '6. Limitation of Claims. Any claim arising out of this Agreement must be brought within one (1) year after the events giving rise to it, or it is barred.';
    const flags = analyse([...FAIR, indemnity, timeBar]).redFlags;
    const onIndemnity = flags.find((flag) => flag.quote.includes('shall indemnify'));
    const onTimeBar = flags.find((flag) => flag.quote.includes('within one (1) year'));
    expect(onIndemnity?.severity).toBe('high');
    expect(onTimeBar?.severity).toBe('medium');
  });
  it('tells the franchisee the royalty is not stated when the agreement is silent on it', () => {
    const royalty = analyse(without(ROYALTY)).keyTerms.find((term) => term.kind === 'royalties');
    expect(royalty?.status).toBe('not-found');
  });
});
