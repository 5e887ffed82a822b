import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The licence playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'LICENSE AGREEMENT\n\nThis License Agreement is made between Brand Holdings Inc. ("Licensor") and Maker Goods LLC ("Licensee").\n\n';
const GRANT =
  '1. Grant. Licensor grants to Licensee an exclusive license to use the Marks to manufacture and sell Licensed Products in the Territory.';
const ROYALTIES =
  '2. Royalties. Licensee shall pay Licensor a royalty of five percent of Net Sales of Licensed Products each quarter.';
const TERMINATION =
  '3. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within sixty (60) days after written notice.';
const SELL_OFF =
  '4. Sell-Off. After termination, Licensee may sell its remaining inventory of Licensed Products for six months, paying the royalty on those sales.';
const INDEMNITY =
  '5. Indemnity. Licensor shall defend and indemnify Licensee against any third-party claim that use of the Marks infringes any intellectual property right. Licensee shall indemnify Licensor against product liability claims arising from the Licensed Products.';

const CAP =
  "6. Limitation of Liability. Each party's aggregate liability under this Agreement shall not exceed the royalties paid in the twelve months before the claim.";

// A fair licence: cure period, sell-off, the licensor's IP indemnity, a mutual cap.
const FAIR = [GRANT, ROYALTIES, TERMINATION, SELL_OFF, INDEMNITY, CAP];

const analyse = (clauses: string[], readerRole = 'Licensee') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the licence playbook', () => {
  it('a no-challenge clause and approval of every use at their discretion are flagged for the licensee', () => {
    const flags = analyse([
      ...FAIR,
      "7. No Challenge. Licensee shall not challenge or contest the validity of the Marks or Licensor's ownership of them.",
      '8. Quality Control. Licensee shall submit every product, package and advertisement bearing the Marks to Licensor for prior written approval, which Licensor may withhold in its sole discretion.',
    ]).redFlags;
    expect(
      flags
        .filter((flag) => /licence-(?:no-challenge|approvals)/.test(flag.category))
        .map((flag) => [flag.title, flag.severity]),
    ).toEqual([
      ['You may not challenge their rights', 'medium'],
      ['Every use needs their approval, at their discretion', 'medium'],
    ]);
    expect(
      analyse(FAIR).redFlags.filter((flag) =>
        /licence-(?:no-challenge|approvals)/.test(flag.category),
      ),
    ).toEqual([]);
  });

  it('a fair licence gives the licensee nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
    expect(titles(analysis.protections)).toContain('They defend you against infringement claims');
  });

  it('no sell-off period is flagged for the licensee, not the licensor', () => {
    const cease =
      '4. Effect of Termination. Upon termination, Licensee shall immediately cease all use of the Marks.';
    const clauses = [...without(SELL_OFF), cease];
    const flag = analyse(clauses).redFlags.find(
      (item) => item.title === 'No time to sell your remaining stock when it ends',
    );
    expect(flag?.quote).toMatch(/cease all use/);
    expect(titles(analyse(clauses, 'Licensor').redFlags)).not.toContain(
      'No time to sell your remaining stock when it ends',
    );
  });

  it('no IP indemnity from the licensor is flagged for the licensee', () => {
    const onlyYours =
      '5. Indemnity. Licensee shall indemnify Licensor against product liability claims arising from the Licensed Products.';
    expect(titles(analyse([...without(INDEMNITY), onlyYours]).redFlags)).toContain(
      'No protection if the licence infringes others’ rights',
    );
  });

  it('a cap on the licensor’s liability alone, at a month of royalties, is flagged', () => {
    const theirs =
      "6. Limitation of Liability. Licensor's liability under this Agreement shall not exceed the royalties paid in the one (1) month before the claim.";
    // Found by the cap family or by the playbook's own check: one finding either way.
    const flags = analyse([...without(CAP), theirs]).redFlags.filter(
      (flag) =>
        flag.quote.includes('Licensor’s liability') || flag.quote.includes("Licensor's liability"),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['medium']);
  });

  it('a ban on sublicensing is a small point for the licensee', () => {
    const ban =
      '6. Sublicensing. Licensee shall not sublicense any of its rights under this Agreement.';
    const flag = analyse([...FAIR, ban]).redFlags.find(
      (item) => item.title === 'You may not sublicense',
    );
    expect(flag?.severity).toBe('low');
  });

  it('the licensor ending the licence for a breach without a cure period is serious', () => {
    const abrupt =
      '3. Termination. Licensor may terminate this Agreement by notice if Licensee breaches any of its obligations.';
    const flags = analyse([...without(TERMINATION), abrupt]).redFlags.filter((flag) =>
      flag.quote.includes('Licensor may terminate'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['high']);
  });
});
