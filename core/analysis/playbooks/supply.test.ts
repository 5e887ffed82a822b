import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The supply playbook, one construction per point a lawyer checks, for each side
// (decision 025).
const HEAD =
  'SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Parts Works Inc. ("Supplier") and Assembly Co. ("Buyer").\n\n';
const ORDERS =
  '1. Orders. Buyer shall issue purchase orders for the Products, and Supplier shall deliver the Products to Buyer’s plant.';
const WARRANTY =
  '2. Warranty. Supplier warrants that the Products will conform to the Specifications and be free from defects for twenty-four months.';
const RECALL =
  '3. Recalls. Supplier shall bear the costs of any recall of Products caused by a defect in the Products.';
const TERMINATION =
  '4. Termination. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.';
const CAP =
  "5. Limitation of Liability. Each party's aggregate liability under this Agreement shall not exceed the amounts paid in the twelve months before the claim, except for indemnities.";

const SHORTAGE =
  '6. Supply Shortfall. If Supplier is unable to supply the quantities ordered, it shall notify Buyer at once, allocate its available supply to Buyer at least pro rata, and Buyer may buy the shortfall from an alternative source.';

// A fair supply agreement: warranty, recall costs on the supplier, cure period, a mutual cap,
// and a remedy when supply fails.
const FAIR = [ORDERS, WARRANTY, RECALL, TERMINATION, CAP, SHORTAGE];

const analyse = (clauses: string[], readerRole = 'Buyer') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const without = (...dropped: string[]) => FAIR.filter((clause) => !dropped.includes(clause));

describe('the supply playbook', () => {
  it('a fair supply agreement gives the buyer nothing serious to worry about', () => {
    const analysis = analyse(FAIR);
    expect(analysis.redFlags.filter((flag) => flag.severity !== 'low')).toEqual([]);
  });

  it('no word on a failure to supply is flagged for the buyer, at the supplier’s duty to deliver', () => {
    const flag = analyse(without(SHORTAGE)).redFlags.find(
      (item) => item.category === 'supply-supply-failure',
    );
    expect([flag?.title, flag?.severity]).toEqual([
      'Nothing says what happens if they cannot supply',
      'medium',
    ]);
    expect(flag?.quote).toMatch(/Supplier shall deliver/);
    expect(
      analyse(without(SHORTAGE), 'Supplier').redFlags.map((item) => item.category),
    ).not.toContain('supply-supply-failure');
  });

  it('no word on recalls is flagged for the buyer, at the supplier’s warranty', () => {
    const flag = analyse(without(RECALL)).redFlags.find(
      (item) => item.title === 'Nothing says who pays for a recall',
    );
    expect(flag?.quote).toMatch(/Supplier warrants/);
    expect(titles(analyse(without(RECALL), 'Supplier').redFlags)).not.toContain(
      'Nothing says who pays for a recall',
    );
  });

  it('repair or replacement as the sole remedy is one medium point for the buyer', () => {
    const limited =
      '6. Remedy. Supplier’s sole obligation and Buyer’s exclusive remedy for defective Products is repair or replacement.';
    // Found by the disclaimer family or by the playbook's own check: one finding either way.
    const flags = analyse([...FAIR, limited]).redFlags.filter((flag) =>
      flag.quote.includes('exclusive remedy'),
    );
    expect(flags.map((flag) => flag.severity)).toEqual(['medium']);
  });

  it('price changes at the supplier’s will are flagged; index-linked ones are not', () => {
    const open =
      '7. Prices. Supplier may increase the prices of the Products on thirty days’ notice.';
    const indexed =
      '7. Prices. Supplier may increase the prices of the Products once a year by no more than the change in CPI.';
    expect(titles(analyse([...FAIR, open]).redFlags)).toContain('They may change the prices');
    expect(titles(analyse([...FAIR, indexed]).redFlags)).not.toContain(
      'They may change the prices',
    );
    expect(titles(analyse([...FAIR, open], 'Supplier').redFlags)).not.toContain(
      'They may change the prices',
    );
  });

  it('risk passing at the supplier’s door is a small point for the buyer', () => {
    const exWorks =
      '8. Delivery. Risk of loss passes to Buyer upon delivery of the Products to the carrier at Supplier’s facility.';
    const flag = analyse([...FAIR, exWorks]).redFlags.find(
      (item) => item.title === 'The goods are your risk once they leave the supplier',
    );
    expect(flag?.severity).toBe('low');
  });

  it('a supplier with no cap on its liability is told so', () => {
    const indemnity =
      '9. Indemnity. Supplier shall indemnify Buyer against all claims arising from defective Products.';
    expect(titles(analyse([...without(CAP), indemnity], 'Supplier').redFlags)).toContain(
      'No cap on liability',
    );
  });
});
