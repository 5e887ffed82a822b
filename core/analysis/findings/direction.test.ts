import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { findCarveOuts } from '../reading/clause-form.ts';

// Short documents of our own, one point each: whose side a term is on decides whether it is a
// red flag, a protection or nothing.

const FRANCHISE_HEAD = [
  'FRANCHISE AGREEMENT',
  'This Franchise Agreement (the "Agreement") is entered into by and between Crust Holdings, Inc. ("Franchisor") and Dana Lee ("Franchisee").',
  '1. FEES. Franchisee shall pay Franchisor a royalty of five percent of gross sales each week. Franchisee shall submit weekly sales reports. Franchisor shall provide an operations manual.',
];

function analyse(paragraphs: string[], readerRole?: string): Analysis {
  const document = createParsedDocument('txt', [paragraphs.join('\n\n')], true);
  return analyzeDocument(document, { readerRole });
}

const categoriesOf = (findings: readonly { category: string }[]) =>
  findings.map((finding) => finding.category);

describe('findings point the right way', () => {
  it("treats the other side's promise not to compete as in the reader's favour, never as the reader's non-compete", () => {
    const analysis = analyse([
      ...FRANCHISE_HEAD,
      '2. TERRITORY. Franchisor shall not, during the term of this Agreement, compete with Franchisee by operating a restaurant within five miles of the Premises.',
    ]);
    expect(analysis.perspective).toMatchObject({ role: 'Franchisee', chosenBy: 'default' });
    expect(categoriesOf(analysis.redFlags)).not.toContain('non-compete');
    const protection = analysis.protections.find((item) => item.category === 'non-compete');
    expect(protection?.title).toBe('They may not compete with you');
    expect(protection?.burdens).toEqual(['Franchisor']);
  });

  it('flags the same promise for the franchisor, whom it binds, when the franchisor reads', () => {
    const analysis = analyse(
      [
        ...FRANCHISE_HEAD,
        '2. TERRITORY. Franchisor shall not, during the term of this Agreement, compete with Franchisee by operating a restaurant within five miles of the Premises.',
      ],
      'Franchisor',
    );
    expect(analysis.perspective).toMatchObject({ role: 'Franchisor', chosenBy: 'user' });
    const flag = analysis.redFlags.find((item) => item.category === 'non-compete');
    expect(flag?.burdens).toEqual(['Franchisor']);
  });

  it("does not flag the reader's own right to end the contract when the other side breaches", () => {
    const analysis = analyse([
      ...FRANCHISE_HEAD,
      '2. TERMINATION. Franchisee may terminate this Agreement immediately upon written notice if Franchisor fails to provide the operations manual.',
    ]);
    expect(categoriesOf(analysis.redFlags)).not.toContain('immediate-termination');
    expect(categoriesOf(analysis.protections)).toContain('immediate-termination');
  });

  it('flags the other side holding the same right over the reader', () => {
    const analysis = analyse([
      ...FRANCHISE_HEAD,
      '2. TERMINATION. Franchisor may terminate this Agreement immediately upon written notice, without giving Franchisee an opportunity to cure, if Franchisee misses a royalty payment.',
    ]);
    const flag = analysis.redFlags.find((item) => item.category === 'immediate-termination');
    expect(flag?.burdens).toEqual(['Franchisee']);
    expect(flag?.favours).toEqual(['Franchisor']);
  });

  it('reads a right the sentence gives each side in turn as held by both', () => {
    const analysis = analyse([
      ...FRANCHISE_HEAD,
      '2. ACCOUNTS. Franchisor may terminate the catering program at any time on thirty days notice, and Franchisee may terminate the catering program at any time on thirty days notice.',
    ]);
    expect(categoriesOf(analysis.redFlags)).not.toContain('termination-for-convenience');
  });

  it('reads a mutual termination for convenience as ordinary, not as a risk', () => {
    const analysis = analyse([
      ...FRANCHISE_HEAD,
      '2. TERMINATION. Either party may terminate this Agreement at any time for convenience upon thirty (30) days written notice to the other party.',
    ]);
    expect(categoriesOf(analysis.redFlags)).not.toContain('termination-for-convenience');
  });
});

describe('exceptions, carve-outs and savings clauses', () => {
  const EMPLOYMENT_HEAD = [
    'EMPLOYMENT AGREEMENT',
    'This Employment Agreement is made between Northwind Analytics, Inc. ("Employer") and Priya Raman ("Employee").',
    '1. DUTIES. Employee shall perform the duties of a data analyst. Employee shall report to the Chief Data Officer. Employer shall pay Employee a salary of $90,000 per year.',
  ];

  it('flags an invention assignment but reads its own-time exception as a protection, never as a risk', () => {
    const analysis = analyse([
      ...EMPLOYMENT_HEAD,
      "2. INVENTIONS. Employee hereby assigns to Employer all inventions conceived during employment, except inventions that Employee develops entirely on Employee's own time without using Employer's equipment, supplies or trade secrets.",
    ]);
    const flag = analysis.redFlags.find((item) => item.category === 'assignment-of-inventions');
    expect(flag?.burdens).toEqual(['Employee']);
    const exception = analysis.protections.find((item) => item.category === 'exception');
    expect(exception?.quote).toMatch(/^except inventions that Employee develops entirely on/);
  });

  it("does not flag a sentence that preserves the reader's rights, and shows it in their favour", () => {
    const analysis = analyse([
      ...EMPLOYMENT_HEAD,
      '2. PROTECTED RIGHTS. Nothing in this Agreement prevents Employee from reporting possible violations of law to a government agency or waives any right Employee has under California law.',
      '3. NOTICE. An individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret made in confidence to a government official.',
    ]);
    expect(
      analysis.redFlags.filter((flag) =>
        /Nothing in this Agreement prevents|trade secret law/.test(flag.quote),
      ),
    ).toEqual([]);
    expect(categoriesOf(analysis.protections)).toContain('savings-clause');
    // A statutory immunity is a right, not a duty.
    expect(
      analysis.obligations.filter((item) => item.quote.includes('criminally or civilly')),
    ).toEqual([]);
  });

  it('does not flag the words "to the extent permitted by law" or an exception for what the law requires', () => {
    const analysis = analyse([
      ...EMPLOYMENT_HEAD,
      "2. CONFIDENTIALITY. Employee shall keep Employer's information confidential, except as required by law or a court order.",
      '3. LIABILITY. To the extent permitted by applicable law, each party shall bear its own costs of any dispute.',
    ]);
    expect(analysis.redFlags.filter((flag) => flag.quote.includes('extent permitted'))).toEqual([]);
  });
});

describe('materiality', () => {
  const SERVICES_HEAD = [
    'SERVICES AGREEMENT',
    'This Services Agreement is entered into between Atlas Cloud LLC ("Provider") and Beacon Retail Inc. ("Customer").',
    '1. SERVICES. Provider shall host the Customer website. Provider shall keep daily backups. Customer shall pay each invoice within thirty (30) days.',
  ];

  it('merges repeated requirements of one kind into one finding with the count and every place', () => {
    const requirements = [
      'commercial general liability',
      'automobile liability',
      'workers compensation',
      'professional liability',
      'cyber liability',
      'umbrella liability',
    ].map(
      (kind, index) =>
        `4.${index + 1} Customer shall, at its own expense, maintain ${kind} insurance of at least $1,000,000.`,
    );
    const analysis = analyse([...SERVICES_HEAD, '4. INSURANCE.', ...requirements]);
    const costs = analysis.redFlags.filter((flag) => flag.category === 'costs-on-you');
    expect(costs).toHaveLength(1);
    expect(costs[0]?.occurrences).toBe(6);
    expect(costs[0]?.alsoAt).toHaveLength(5);
  });

  it('puts the most serious red flag first, and an uncapped indemnity by the reader is serious', () => {
    const analysis = analyse([
      ...SERVICES_HEAD,
      '2. RENEWAL. This Agreement shall automatically renew for successive one-year terms.',
      '3. INDEMNITY. Customer shall indemnify, defend and hold harmless Provider from any and all claims, losses and expenses arising out of the services.',
    ]);
    expect(analysis.redFlags[0]).toMatchObject({ category: 'indemnification', severity: 'high' });
    const severities = analysis.redFlags.map((flag) =>
      ['high', 'medium', 'low'].indexOf(flag.severity),
    );
    expect(severities).toEqual([...severities].sort((left, right) => left - right));
  });

  it('never finds a risk or a duty in a heading, a contents line, a definition or a recital', () => {
    const analysis = analyse([
      'SERVICES AGREEMENT',
      'TABLE OF CONTENTS',
      '7. TERMINATION FOR CONVENIENCE BY PROVIDER 12',
      '8. LIQUIDATED DAMAGES 14',
      'WHEREAS, Provider may terminate services at any time for any reason and Customer shall pay liquidated damages;',
      'This Services Agreement is entered into between Atlas Cloud LLC ("Provider") and Beacon Retail Inc. ("Customer").',
      '"Termination Fee" means the liquidated damages Customer shall pay upon early termination.',
      '1. SERVICES. Provider shall host the Customer website. Provider shall keep daily backups.',
    ]);
    expect(analysis.redFlags).toEqual([]);
    expect(analysis.obligations.every((item) => item.quote.startsWith('Provider shall'))).toBe(
      true,
    );
  });

  it('reads a contents heading as covering only the contents lines after it', () => {
    const analysis = analyse([
      'SERVICES AGREEMENT',
      'This Services Agreement is entered into between Atlas Cloud LLC ("Provider") and Beacon Retail Inc. ("Customer").',
      'TABLE OF CONTENTS',
      '1. Services 2',
      'Customer shall indemnify, defend and hold harmless Provider from any and all claims, losses and expenses arising out of the services.',
    ]);
    expect(analysis.redFlags.map((flag) => flag.category)).toContain('indemnification');
  });

  it('binds each member of a group of parties by what the group promises', () => {
    const analysis = analyse(
      [
        'NON-COMPETE AGREEMENT',
        'This Agreement is made by and between Harbor Homes, Inc., an Arizona corporation (the "Company"), Zenko Holdings Corp., a Delaware corporation ("Zenko"), and Perma Builders, a Nevada corporation ("Seller" and, together with Zenko, "Selling Parties").',
        '1. For two years after the Effective Date, neither Selling Parties nor any subsidiary will, directly or indirectly, compete with the Company in the homebuilding business within 100 miles of Las Vegas.',
        '2. Selling Parties agree that the period of this Section 1 shall be extended by the duration of any breach of it.',
      ],
      'Seller',
    );
    const nonCompete = analysis.redFlags.find((flag) => flag.category === 'non-compete');
    expect(nonCompete?.burdens).toEqual(expect.arrayContaining(['Seller', 'Zenko']));
    expect(nonCompete?.title).toBe('You may not compete');
    expect(analysis.redFlags.map((flag) => flag.category)).toContain('restriction-tolling');
  });

  it('recognises a consumer savings clause as one', () => {
    const carveOuts = findCarveOuts(
      'THE LIMITATIONS IN THIS SECTION DO NOT PURPORT TO LIMIT LIABILITY OR ALTER YOUR RIGHTS AS A CONSUMER THAT CANNOT BE EXCLUDED UNDER APPLICABLE LAW.',
    );
    expect(carveOuts.map((carveOut) => carveOut.kind)).toContain('savings');
  });

  it("flags what a provider may do with the customer's service, name and data", () => {
    const analysis = analyse([
      ...SERVICES_HEAD,
      '2. SUSPENSION. Provider may suspend Customer’s access to the services at any time with or without notice.',
      '3. PUBLICITY. Provider may identify Customer and use Customer’s name and logo in marketing materials.',
      '4. DATA. Provider may use Customer Content to train and improve its machine learning models.',
    ]);
    const flags = analysis.redFlags.filter((flag) =>
      ['suspension', 'publicity', 'data-for-training'].includes(flag.category),
    );
    expect(flags.map((flag) => flag.category).sort()).toEqual([
      'data-for-training',
      'publicity',
      'suspension',
    ]);
    expect(flags.every((flag) => flag.burdens.join() === 'Customer')).toBe(true);
  });

  it("flags a recipient's duties: destruction certified, its people, earlier disclosures, the period", () => {
    const analysis = analyse(
      [
        'NON-DISCLOSURE AGREEMENT',
        'This Agreement is between Orbit Labs Inc. ("Discloser") and Kestrel Partners LLC ("Recipient").',
        '1. Recipient shall keep the Confidential Information secret and use it only to evaluate the transaction.',
        '2. Recipient shall be responsible for any breach of this Agreement by its employees and advisers.',
        '3. On request, Recipient shall return or destroy all Confidential Information and certify in writing that it has done so.',
        '4. This Agreement also applies to Confidential Information disclosed before the date of this Agreement.',
        '5. The obligations of confidentiality shall survive for five (5) years after termination.',
      ],
      'Recipient',
    );
    const categories = analysis.redFlags.map((flag) => flag.category);
    expect(categories).toEqual(
      expect.arrayContaining([
        'answerable-for-others',
        'return-or-destroy',
        'earlier-disclosures',
        'confidentiality-period',
      ]),
    );
  });

  it('binds whichever party reads a mutual NDA by the duties of "the Receiving Party"', () => {
    const analysis = analyse(
      [
        'MUTUAL NON-DISCLOSURE AGREEMENT',
        'This Agreement is made between Harbor Analytics Ltd ("Harbor") and Kestrel Partners LLC ("Kestrel").',
        '"Receiving Party" means the Party which receives Confidential Information, and "Disclosing Party" means the Party which discloses it.',
        '1. The Receiving Party shall be responsible for any breach of this Agreement by its employees and advisers.',
      ],
      'Kestrel',
    );
    const flag = analysis.redFlags.find((item) => item.category === 'answerable-for-others');
    expect(flag?.burdens).toEqual(expect.arrayContaining(['Kestrel']));
  });
});
