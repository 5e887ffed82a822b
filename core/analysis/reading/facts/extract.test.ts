import { describe, expect, it } from 'vitest';
import { loadContractFixture } from '../../../../tests/support/contract-fixtures.test-support.ts';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { extractKeyDates } from './extract-key-dates.ts';
import { extractKeyTerms } from './extract-key-terms.ts';
import { extractParties } from './extract-parties.ts';

const partiesOf = (name: Parameters<typeof loadContractFixture>[0]) => {
  const { document, segments } = loadContractFixture(name);
  return extractParties(document, segments).map(({ name: partyName, role }) => ({
    name: partyName,
    role,
  }));
};

describe('extractParties', () => {
  it('reads names and roles from the preamble, with the alias before or after the description', () => {
    expect(partiesOf('consulting-agreement')).toEqual([
      { name: 'Driven Deliveries, Inc.', role: 'Company' },
      { name: 'TruckThat LLC', role: 'Consultant' },
    ]);
    expect(partiesOf('employment-agreement')).toEqual([
      { name: 'Northwind Analytics, Inc.', role: 'Employer' },
      { name: 'Priya Raman', role: 'Employee' },
    ]);
    expect(partiesOf('mutual-nda')).toEqual([
      { name: 'Bluefin Robotics Ltd.', role: 'Bluefin' },
      { name: 'Orchard Health GmbH', role: 'Orchard' },
    ]);
  });

  it('reads labelled lines and role aliases outside a "between" preamble', () => {
    expect(partiesOf('residential-lease')).toEqual([
      { name: 'Maple Street Properties LLC', role: 'Landlord' },
      { name: 'Jordan Alvarez', role: 'Tenant' },
    ]);
    expect(partiesOf('loan-note')).toEqual([
      { name: 'Harbor Bakery LLC', role: 'Borrower' },
      { name: 'First Coastal Credit Union', role: 'Lender' },
    ]);
  });

  it('reads names past list numbers, joining words, "through its" and a label\'s address', () => {
    const partiesIn = (text: string) => {
      const document = createParsedDocument('txt', [text], true);
      return extractParties(document, splitSentences(text)).map(({ name, role }) => ({
        name,
        role,
      }));
    };
    expect(
      partiesIn(
        'This Agreement is entered into by and between (1) Apollo Endosurgery, Inc., a Delaware corporation ("APOLLO"), and (2) Establishment Labs, S.A., a Costa Rica corporation ("ESTABLISHMENT").',
      ),
    ).toEqual([
      { name: 'Apollo Endosurgery, Inc.', role: 'Apollo' },
      { name: 'Establishment Labs, S.A.', role: 'Establishment' },
    ]);
    expect(
      partiesIn(
        'This Agreement is entered into by and between Cargill, Incorporated through its Bio Technology Development Center ("Cargill") and Bioamber S.A.S., having a place of business in France ("Bioamber").',
      ),
    ).toEqual([
      { name: 'Cargill, Incorporated', role: 'Cargill' },
      { name: 'Bioamber S.A.S.', role: 'Bioamber' },
    ]);
    expect(
      partiesIn(
        'COOPERATION AGREEMENT\nParty A: JingWei HengTong Technology Co., Ltd. Registration Address: Room 1605, Shenzhen\nParty B: ShenZhen JingWei Communication Co., Ltd.\nThe parties agree as follows.',
      ),
    ).toEqual([
      { name: 'JingWei HengTong Technology Co., Ltd.', role: 'Party A' },
      { name: 'ShenZhen JingWei Communication Co., Ltd.', role: 'Party B' },
    ]);
  });

  it('keeps a name whole over a line wrap and a bracket inside it', () => {
    const text =
      'THIS MASTER SUPPLY AGREEMENT is made as of 31 October 2019 by and between Premier Nutrition\nCompany, LLC, a Delaware limited liability company ("Buyer"), and Fonterra (USA) Inc., a California corporation ("Supplier").';
    const document = createParsedDocument('txt', [text], true);
    expect(
      extractParties(document, splitSentences(text)).map(({ name, role, quote }) => ({
        name,
        role,
        quote,
      })),
    ).toEqual([
      {
        name: 'Premier Nutrition Company, LLC',
        role: 'Buyer',
        quote: 'Premier Nutrition\nCompany, LLC',
      },
      { name: 'Fonterra (USA) Inc.', role: 'Supplier', quote: 'Fonterra (USA) Inc.' },
    ]);
  });

  it('never takes a document for a party, and keeps two blank parties with one placeholder', () => {
    const text = [
      'This Pilot Agreement is entered into between the Order Form and the Standard Terms.',
      '',
      '\tPROVIDER: {company_name}\t\tCUSTOMER: {company_name}',
    ].join('\n');
    const document = createParsedDocument('txt', [text], true);
    expect(
      extractParties(document, splitSentences(text)).map(({ name, role, status }) => ({
        name,
        role,
        status,
      })),
    ).toEqual([
      { name: '{company_name}', role: 'Provider', status: 'blank' },
      { name: '{company_name}', role: 'Customer', status: 'blank' },
    ]);
  });

  it('never takes the words of a heading for a party', () => {
    const text =
      "This Agreement is made between Acme Widgets, Inc. and AFFECT CONSUMER RIGHTS THAT CAN'T BE WAIVED OR LIMITED.";
    const document = createParsedDocument('txt', [text], true);
    const names = extractParties(document, splitSentences(text)).map((party) => party.name);
    expect(names.some((name) => /CAN'T/.test(name))).toBe(false);
  });

  it('finds no parties in a text that has none', () => {
    expect(partiesOf('recipe')).toEqual([]);
    expect(partiesOf('short-story')).toEqual([]);
  });
});

describe('extractKeyDates', () => {
  it('finds agreement, effective, renewal and notice dates with their values', () => {
    const { document, segments } = loadContractFixture('consulting-agreement');
    const dates = extractKeyDates(document, segments).map(({ kind, date, duration, quote }) => ({
      kind,
      date,
      duration,
      quote,
    }));
    expect(dates).toEqual(
      expect.arrayContaining([
        { kind: 'agreement', date: '2019-05-01', duration: null, quote: 'May 1, 2019' },
        { kind: 'effective', date: '2019-05-01', duration: null, quote: 'May 1, 2019' },
        {
          kind: 'renewal',
          date: null,
          duration: { value: 1, unit: 'year' },
          quote: 'successive one (1) year terms',
        },
        {
          kind: 'notice-period',
          date: null,
          duration: { value: 90, unit: 'day' },
          quote: 'at least ninety (90) days prior to',
        },
      ]),
    );
  });

  it('reads a cover page date, a preamble after the contents, a hand-filled blank, and counts the end', () => {
    const datesOf = (paragraphs: string[]) => {
      const text = paragraphs.join('\n\n');
      const document = createParsedDocument('txt', [text], true);
      return extractKeyDates(document, splitSentences(text)).map(({ kind, date, label }) => ({
        kind,
        date,
        label,
      }));
    };
    const contents = Array.from(
      { length: 80 },
      (_, index) => `Section ${index + 1} Heading ${index + 1}`,
    );
    expect(
      datesOf([
        'INTELLECTUAL PROPERTY AGREEMENT',
        'dated as of',
        'June 26, 2015',
        'TABLE OF CONTENTS',
        ...contents,
      ]),
    ).toContainEqual({ kind: 'agreement', date: '2015-06-26', label: 'Agreement date' });
    expect(
      datesOf([
        'TABLE OF CONTENTS',
        ...contents,
        'This Agreement is entered into as of March 3, 2014 by and between Alpha Inc. and Beta LLC.',
        'This Agreement shall continue for an initial term of five (5) years.',
      ]),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'agreement', date: '2014-03-03', label: 'Agreement date' },
        { kind: 'effective', date: '2014-03-03', label: 'Effective date (the agreement date)' },
        { kind: 'expiration', date: '2019-03-03', label: 'Initial term' },
      ]),
    );
    expect(
      datesOf(['THIS AGREEMENT shall be effective as of _Dec. 8, 2005 (the "Effective Date").']),
    ).toContainEqual({ kind: 'effective', date: '2005-12-08', label: 'Effective date' });
  });

  it('tells the start of a lease from its end', () => {
    const { document, segments } = loadContractFixture('residential-lease');
    const dates = extractKeyDates(document, segments);
    expect(dates.find((date) => date.kind === 'effective')?.date).toBe('2024-08-01');
    expect(dates.find((date) => date.kind === 'expiration')?.date).toBe('2025-07-31');
  });

  it('reads "the 15th day of March, 2020" and numeric dates, but not a payment start date', () => {
    const employment = loadContractFixture('employment-agreement');
    expect(
      extractKeyDates(employment.document, employment.segments).find(
        (date) => date.kind === 'agreement',
      )?.date,
    ).toBe('2020-03-15');
    const loan = loadContractFixture('loan-note');
    const loanDates = extractKeyDates(loan.document, loan.segments);
    expect(loanDates.find((date) => date.kind === 'agreement')?.date).toBe('2019-05-01');
    expect(loanDates.find((date) => date.kind === 'expiration')?.date).toBe('2024-05-01');
  });
});

describe('extractKeyTerms', () => {
  it('names the governing law as a place', () => {
    const places = (
      ['consulting-agreement', 'residential-lease', 'loan-note', 'mutual-nda'] as const
    ).map((name) => {
      const { document, segments } = loadContractFixture(name);
      return extractKeyTerms(document, segments).find((term) => term.kind === 'governing-law')
        ?.value;
    });
    expect(places).toEqual(['California', 'Illinois', 'Massachusetts', 'England and Wales']);
  });

  it('reads the governing law however the clause says it', () => {
    const lawOf = (sentence: string) => {
      const document = createParsedDocument('txt', [sentence], true);
      return extractKeyTerms(document, splitSentences(sentence)).find(
        (term) => term.kind === 'governing-law',
      )?.value;
    };
    expect(lawOf('The laws of California shall govern the construction of the Agreement.')).toBe(
      'California',
    );
    expect(
      lawOf(
        'This Agreement shall be governed by the laws of the United States of America and of the Commonwealth of Pennsylvania.',
      ),
    ).toBe('Pennsylvania');
    expect(
      lawOf('This Agreement shall be governed by the laws of the province of Ontario, Canada.'),
    ).toBe('Ontario');
    expect(lawOf('Any dispute will be governed by PRC Laws.')).toBe("People's Republic of China");
    expect(
      lawOf(
        'Relations of the Parties shall be governed by the legislation of the Republic of Kazakhstan in force.',
      ),
    ).toBe('Kazakhstan');
    expect(
      lawOf(
        'The remedies for its breach are to be applied in accordance with the laws of the State of New Jersey.',
      ),
    ).toBe('New Jersey');
  });

  it('reads payment terms, renewal, termination notice and the liability cap', () => {
    const { document, segments } = loadContractFixture('consulting-agreement');
    const terms = Object.fromEntries(
      extractKeyTerms(document, segments).map((term) => [term.kind, term]),
    );
    expect(terms['payment-terms']?.quote).toBe('within 30 days after receipt of an invoice');
    expect(terms['term-and-renewal']?.value).toBe('Renews for 1 year at a time');
    expect(terms['termination-notice']?.value).toBe("10 days' notice");
    expect(terms['liability-cap']?.quote).toBe(
      'the fees paid in the twelve (12) months preceding the claim',
    );
  });
});
