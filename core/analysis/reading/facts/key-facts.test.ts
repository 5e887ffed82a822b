import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { findProfile } from '../../playbooks/profiles/profiles.ts';
import { readForms } from '../read-forms.ts';
import { findPlaceholders } from '../../text/find-placeholders.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { completeKeyTerms, EXPECTED_KEY_TERMS } from './complete-key-terms.ts';
import { extractKeyDates } from './extract-key-dates.ts';
import { extractKeyTerms } from './extract-key-terms.ts';
import { extractParties } from './extract-parties.ts';
import { findBlankKeyTerms } from './find-blank-key-terms.ts';

const documentOf = (text: string) => createParsedDocument('txt', [text], true);
const termsOf = (text: string) => {
  const document = documentOf(text);
  return extractKeyTerms(document, splitSentences(text));
};
const valueOf = (text: string, kind: string) =>
  termsOf(text).find((term) => term.kind === kind)?.value;
const partiesOf = (text: string) =>
  extractParties(documentOf(text), []).map((party) => `${party.name} / ${party.role}`);

describe('key terms beyond the dates', () => {
  it('reads where disputes go: courts, exclusive or not, or an arbitration seat', () => {
    expect(
      valueOf(
        'Each party submits to the exclusive jurisdiction of the state and federal courts located in the State of Delaware.',
        'forum',
      ),
    ).toBe('Only the courts of Delaware');
    expect(
      valueOf(
        'The parties consent to the non-exclusive jurisdiction of the courts located in King County.',
        'forum',
      ),
    ).toBe('Courts of King County');
    expect(
      valueOf(
        'Any dispute shall be finally settled by binding arbitration under the rules of the ICC held in London.',
        'forum',
      ),
    ).toBe('Arbitration (ICC) in London');
    expect(
      valueOf(
        'Any action with respect to this Agreement shall be brought exclusively in the state or federal courts located in Delaware.',
        'forum',
      ),
    ).toBe('Only the courts of Delaware');
  });

  it('reads a non-compete said as work for a business that competes', () => {
    expect(
      valueOf(
        'For twenty-four (24) months after termination, Employee shall not engage in or work for any business that competes with Employer anywhere in the United States.',
        'non-compete',
      ),
    ).toBe('Twenty-four (24) months, in the United States');
  });

  it('reads the money: a fee with its period, a royalty rate and its base, late interest', () => {
    expect(valueOf('Client shall pay Consultant a fee of $5,000 per month.', 'fees')).toBe(
      '$5,000 per month',
    );
    expect(
      valueOf('Licensee shall pay a royalty of 6% of Net Sales of each Product.', 'royalties'),
    ).toBe('6% of Net Sales');
    expect(
      valueOf(
        'Late payments shall bear interest at 1.5% per month until paid in full.',
        'late-payment',
      ),
    ).toBe('1.5% per month on late payments');
  });

  it('reads a late charge, not the instalment or the debt, as the late payment', () => {
    expect(
      valueOf(
        'Borrower shall pay monthly installments of $500.00 until the maturity date, when all unpaid principal and interest shall be due. If any installment is not received within ten (10) days after its due date, Borrower shall pay a late charge of 5% of the overdue amount.',
        'late-payment',
      ),
    ).toBe('5% on late payments');
    expect(
      valueOf(
        'Rent not received by the fifth day of the month incurs a late fee of $75.',
        'late-payment',
      ),
    ).toBe('$75 late fee');
  });

  it('does not take a figure from an example, a recital or a discount as the fee', () => {
    expect(
      valueOf(
        'For example, if a third party offers to pay $50,000,000 for the shares, the bonus applies.',
        'fees',
      ),
    ).toBeUndefined();
  });

  it('reads what the cap leaves out, who indemnifies whom, and the restrictions', () => {
    expect(
      valueOf(
        "The limitation of liability above shall not apply to a party's indemnification obligations, breach of confidentiality or gross negligence.",
        'liability-carve-outs',
      ),
    ).toBe('Indemnities, confidentiality breaches, gross negligence');
    expect(
      valueOf(
        'Supplier shall indemnify, defend and hold harmless Buyer from any third-party claim.',
        'indemnity',
      ),
    ).toBe('Supplier covers Buyer');
    expect(
      valueOf(
        'Each party shall indemnify the other party against losses caused by its breach.',
        'indemnity',
      ),
    ).toBe('Each party covers the others');
    expect(
      valueOf(
        'The Receiving Party shall keep the Confidential Information confidential for a period of three (3) years after termination of this Agreement.',
        'confidentiality-period',
      ),
    ).toBe('three (3) years after termination');
    expect(
      valueOf(
        'For twelve (12) months after the end of employment, Employee shall not compete with the Company within 50 miles of any office.',
        'non-compete',
      ),
    ).toBe('Twelve (12) months, within 50 miles');
    expect(
      valueOf(
        'During the Term and for one year thereafter, neither party shall solicit the employees of the other.',
        'non-solicit',
      ),
    ).toBe('One year, employees');
    expect(
      valueOf(
        'All Work Product shall be the sole and exclusive property of the Company.',
        'ip-ownership',
      ),
    ).toBe('Company owns it');
  });

  it("takes only a placeholder by the term's own words as its blank", () => {
    const statusOf = (text: string) =>
      termsOf(text).find((term) => term.kind === 'confidentiality-period')?.status;
    expect(
      statusOf(
        'The duty of confidentiality shall continue for a period of [●] years after disclosure.',
      ),
    ).toBe('blank');
    expect(
      statusOf(
        'Employer [Legal name of the employer] Employee [Full legal name of the employee] Employee Title / Position Effective Date [Effective date of this agreement] Governing Law Texas Other Confidential Information Duration 24 months Employee Non-Solicitation Duration 24 months',
      ),
    ).not.toBe('blank');
  });

  it('reads who owns the work in the ways contracts state it', () => {
    const cases: [string, string][] = [
      [
        'All Confidential Information remains the exclusive property of the Disclosing Party and nothing in this Agreement grants any licence to it.',
        'Disclosing Party owns it',
      ],
      [
        'The Products and any Intellectual Property owned by the Company in connection therewith shall be the absolute property of the Company.',
        'Company owns it',
      ],
      [
        'As between the parties, Sponsor retains all right, title and interest in and to the Sponsor Content.',
        'Sponsor owns it',
      ],
      ['The Services and all rights therein are and shall remain Uber’s property.', 'Uber owns it'],
      [
        'Consultant hereby irrevocably assigns fully to the Company all right, title and interest in the Inventions.',
        'Company owns it',
      ],
      [
        'All Intellectual Property Rights in such works shall automatically, on creation, vest in the Company absolutely.',
        'Company owns it',
      ],
      [
        'No license, express or implied, in the information disclosed is granted to either party other than to use it for the Purpose.',
        'Each side keeps its own: no licence is granted',
      ],
    ];
    for (const [sentence, owner] of cases)
      expect(valueOf(sentence, 'ip-ownership'), sentence).toBe(owner);
    // A tenant's furniture is no intellectual property.
    expect(
      valueOf(
        'All furniture brought onto the Premises shall remain the property of Tenant.',
        'ip-ownership',
      ),
    ).toBeUndefined();
  });

  it('reads a cap stated as a maximum, says when the filed copy redacts it, and never takes "not limited to" as one', () => {
    expect(
      valueOf(
        'The maximum liability of either party under this Agreement will be the fees paid in the prior 12 months.',
        'liability-cap',
      ),
    ).toBe('the fees paid in the prior 12 months');
    expect(
      valueOf(
        'The maximum liability of one Party to the other Party will be [***] ("Liability Cap").',
        'liability-cap',
      ),
    ).toBe('Redacted in this copy');
    expect(
      valueOf(
        '"Liability" means liability for all claims (including but not limited to reasonable attorney fees and expenses), losses and costs.',
        'liability-cap',
      ),
    ).toBeUndefined();
  });

  it('reports a term whose value is a placeholder as blank, with the placeholder', () => {
    const [term] = termsOf(
      'The Receiving Party shall keep the Confidential Information confidential for [●] years after disclosure.',
    ).filter((found) => found.kind === 'confidentiality-period');
    expect(term?.status).toBe('blank');
    expect(term?.value).toContain('[●]');
  });
});

describe('completeKeyTerms', () => {
  const text = 'This Agreement is governed by the laws of the Governing State.';
  const terms = termsOf(text);

  it('marks a governing law that names a template field as blank', () => {
    const law = completeKeyTerms(text, terms, EXPECTED_KEY_TERMS.other, []).find(
      (term) => term.kind === 'governing-law',
    );
    expect(law?.status).toBe('blank');
  });

  it('says which expected terms the document does not state, with no words to point at', () => {
    const completed = completeKeyTerms(
      'A short services contract.',
      [],
      EXPECTED_KEY_TERMS.commercial,
      [],
    );
    const cap = completed.find((term) => term.kind === 'liability-cap');
    expect(cap).toMatchObject({
      status: 'not-found',
      quote: '',
      value: 'Not found in this document',
    });
    expect(completed.map((term) => term.kind)).not.toContain('non-compete');
  });

  it('expects no money or liability terms of a joint filing agreement', () => {
    const { keyTerms } = findProfile('Joint Filing Agreement');
    const completed = completeKeyTerms('The undersigned agree to file jointly.', [], keyTerms, []);
    expect(completed.map((term) => term.kind)).toEqual(['governing-law']);
  });

  it('sends the reader to incorporated terms that were not provided, naming them', () => {
    const cover =
      'By signing this Cover Page, the parties enter into the Bonterms Mutual NDA Standard Terms Version 1.0.';
    const start = cover.indexOf('Bonterms');
    const completed = completeKeyTerms(cover, [], EXPECTED_KEY_TERMS.nda, [
      {
        name: 'Bonterms Mutual NDA Standard Terms Version 1.0',
        quote: cover.slice(start, cover.length - 1),
        page: 1,
        start,
        end: cover.length - 1,
      },
    ]);
    const law = completed.find((term) => term.kind === 'governing-law');
    expect(law?.status).toBe('incorporated');
    expect(law?.value).toContain('Bonterms Mutual NDA Standard Terms Version 1.0');
    expect(law?.quote).toContain('Bonterms');
  });
});

describe('placeholders', () => {
  it('finds the ways templates leave a blank, and not ordinary brackets', () => {
    const found = findPlaceholders(
      'Dated [●]. Between {Company Name} and [Insert name], for ____ years under [Governing State] law, <<Amount>>. See Section 3(a) [reserved].',
    ).map((placeholder) => placeholder.text);
    expect(found).toEqual([
      '[●]',
      '{Company Name}',
      '[Insert name]',
      '____',
      '[Governing State]',
      '<<Amount>>',
    ]);
  });
});

describe('parties as contracts write them', () => {
  it('keeps commas and legal forms inside names, and finds a list the aliases cover at once', () => {
    expect(
      partiesOf(
        'This Services Agreement is made by and between Acme Widgets, Inc., a Delaware corporation (the "Provider"), and TELCOSTAR PTE, LTD., a company organized under the laws of Singapore and Ability Computer & Software Industries Ltd, a company organized under the laws of Israel (each and both of them "Recipient").',
      ),
    ).toEqual([
      'Acme Widgets, Inc. / Provider',
      'TELCOSTAR PTE, LTD. / Recipient',
      'Ability Computer & Software Industries Ltd / Recipient',
    ]);
  });

  it('does not take a company named after "of" or "by" as a party', () => {
    expect(
      partiesOf(
        'This Agreement is made between Northwind LLC ("Seller"), a subsidiary of Contoso Holdings, Inc., and Fabrikam GmbH ("Buyer").',
      ),
    ).toEqual(['Northwind LLC / Seller', 'Fabrikam GmbH / Buyer']);
  });

  it('reads the parties of a joint filing agreement from its signature blocks', () => {
    expect(
      partiesOf(
        'JOINT FILING AGREEMENT\n\nThe undersigned agree to file jointly this Schedule 13D.\n\nDated: March 2, 2020\n\nALPHA CAPITAL PARTNERS II, L.P. By: Alpha GP, LLC, its general partner /s/ Jo Lee Name: Jo Lee Title: Manager\n\nBETA HOLDINGS LIMITED By: /s/ Sam Roe Name: Sam Roe Title: Director',
      ),
    ).toEqual(['ALPHA CAPITAL PARTNERS II, L.P. / Party', 'BETA HOLDINGS LIMITED / Party']);
  });

  it('reads signers flattened onto one line without the date or title run into their names', () => {
    expect(
      partiesOf(
        'JOINT FILING AGREEMENT The undersigned agree by and among them to file jointly. IN WITNESS WHEREOF, the undersigned execute this Agreement as of April 8, 2020. SCULPTOR CAPITAL LP By: /s/ Tom Sipp Chief Financial Officer VÄRDE INVESTMENT PARTNERS, L.P. By: Värde Partners, Inc., its General Partner By: /s/ Tom Sipp Authorized Signatory ATHENE ANNUITY AND LIFE COMPANY By: /s/ Tom Sipp',
      ),
    ).toEqual([
      'SCULPTOR CAPITAL LP / Party',
      'VÄRDE INVESTMENT PARTNERS, L.P. / Party',
      'ATHENE ANNUITY AND LIFE COMPANY / Party',
    ]);
  });

  it('splits a title page list of companies, and ends a name at its address or "Individual"', () => {
    expect(
      partiesOf(
        'STRATEGIC ALLIANCE AGREEMENT between SUMITOMO MITSUI BANKING CORPORATION, SMBC NIKKO SECURITIES INC.   And   MOELIS & COMPANY HOLDINGS LP   Dated December 27, 2011',
      ),
    ).toEqual([
      'SUMITOMO MITSUI BANKING CORPORATION / Party',
      'SMBC NIKKO SECURITIES INC. / Party',
      'MOELIS & COMPANY HOLDINGS LP / Party',
    ]);
    expect(
      partiesOf(
        'This Agreement is made between Tigrent Learning UK Limited of Boston House, 69 Boston Manor Road ("Company") and Bruce Jenner, Individual ("Celebrity").',
      ),
    ).toEqual(['Tigrent Learning UK Limited / Company', 'Bruce Jenner / Celebrity']);
  });

  it('reads names in any alphabet whole', () => {
    expect(
      partiesOf(
        'Harbor Bakery LLC ("Borrower") promises to pay Křetínský Logistics LLC ("Lender").',
      ),
    ).toEqual(['Harbor Bakery LLC / Borrower', 'Křetínský Logistics LLC / Lender']);
  });

  it('lists every signer of a consortium agreement, "For and on behalf of" each', () => {
    const signers = Array.from({ length: 15 }, (_, index) => `Carrier ${index + 1} Telecom`);
    const parties = partiesOf(
      [
        'CONSTRUCTION AND MAINTENANCE AGREEMENT',
        'This Agreement is made between and among the Parties signatory hereto (hereinafter collectively called "Parties"), which Parties are identified in Schedule A.',
        '1 DEFINITIONS',
        'IN WITNESS WHEREOF the Parties have severally subscribed these presents.',
        ...signers.map((name) => `     For and on behalf of      ${name}\n\n     ----------------`),
      ].join('\n\n'),
    );
    expect(parties).toEqual(signers.map((name) => `${name} / Party`));
  });
});

describe('dates written every way contracts write them', () => {
  const agreementDate = (text: string) =>
    extractKeyDates(documentOf(text), splitSentences(text)).find(
      (date) => date.kind === 'agreement',
    )?.date;

  it.each([
    ['This Agreement is dated as of June 26, 2015, between A Inc. and B LLC.', '2015-06-26'],
    ['This Agreement is made on 26 June 2015 between A Ltd and B Ltd.', '2015-06-26'],
    ['This Agreement is entered into this 26th day of June, 2015 by A Inc.', '2015-06-26'],
    ['This Agreement is made as of 6/26/2015 by and between A Inc. and B LLC.', '2015-06-26'],
    ['This Agreement is dated as of 2015-06-26 between A Inc. and B LLC.', '2015-06-26'],
  ])('reads "%s"', (text, date) => {
    expect(agreementDate(text)).toBe(date);
  });

  it.each([
    [
      'the day it was made, not the earlier day it takes effect',
      'This Agreement is entered on this 9th day of October, 2001 and is deemed effective as of October 1, 2001, by and between A Inc. and B LLC.',
      '2001-10-09',
    ],
    [
      'the day it was made, though its effective day comes first',
      'This Supply Agreement shall be effective as of May 1, 2020 and is made and entered into this 10th day of January, 2020 between A Inc. and B LLC.',
      '2020-01-10',
    ],
    [
      'its own date, not that of another agreement the preamble names',
      'This First Amendment to the Supply Agreement dated April 1, 2017 between A Inc. and B LLC (the "Agreement") is made this 22 day of June 2018.',
      '2018-06-22',
    ],
    [
      'a date under the title',
      'Exhibit 1.3\n\nAGENCY AGREEMENT\n\nMay 21, 2015\n\nDundee Securities Ltd.\n\nDear Sirs: The Corporation agrees to appoint the Agent.',
      '2015-05-21',
    ],
    [
      'the testimonium of an undated agreement',
      'The undersigned agree to file jointly. IN WITNESS WHEREOF, the undersigned execute this Agreement this 14th day of February 2020. CLARUS IV-A, L.P.',
      '2020-02-14',
    ],
    [
      'where and when it was signed',
      'The Supplier shall supply the goods to the Buyer.\n\nHamburg, November 19th, 2012\n\n/s/ Thomas Kassberg',
      '2012-11-19',
    ],
    [
      'when it comes into force, with no other date',
      'The parties agree as follows.\n\n13.1 This Agreement shall come into force as of January 1, 2013 and remain valid for 1 year.',
      '2013-01-01',
    ],
  ])('dates an agreement by %s', (_, text, date) => {
    expect(agreementDate(text)).toBe(date);
  });

  it('takes a running footer for neither the date nor a key term', () => {
    const footer = 'Source: ACME INC, 8-K, 1/20/2009';
    const text = [
      footer,
      'HOSTING AGREEMENT',
      'The Customer shall pay the fees.',
      footer,
      'Choice of Law',
      '',
      footer,
      '',
      'Choice of Law This Agreement will be governed by the laws of the State of New York.',
    ].join('\n');
    expect(agreementDate(text)).toBeUndefined();
    expect(valueOf(text, 'governing-law')).toBe('New York');
  });
});

describe('cover pages and key-term tables', () => {
  const cover = [
    'Cover Page for the Acme Mutual NDA',
    '',
    'Key Terms',
    'Effective Date\t{effective_date}',
    'Confidentiality Period\t3 years',
    'Governing Law\t{governing_law}',
    'Courts\tThe courts located in Wilmington, Delaware',
    '',
    'Party Name: {party_1_name}',
    'Signature:',
    'Company: {party_1_signatory_company}',
    'Party Name: {party_2_name}',
  ].join('\n');

  it('reads the table first: stated values as written, placeholders as blank', () => {
    const byKind = Object.fromEntries(
      termsOf(cover).map((term) => [term.kind, `${term.status}: ${term.value}`]),
    );
    expect(byKind['confidentiality-period']).toBe('stated: 3 years');
    expect(byKind['governing-law']).toBe('blank: {governing_law}');
    expect(byKind.forum).toBe('stated: The courts located in Wilmington, Delaware');
  });

  it("lists a template's parties as blank, never a signatory's fields", () => {
    expect(
      extractParties(documentOf(cover), []).map(
        (party) => `${party.status}: ${party.name} / ${party.role}`,
      ),
    ).toEqual(['blank: {party_1_name} / Party 1', 'blank: {party_2_name} / Party 2']);
  });
});

describe('dates and governing law the extractors read on their own', () => {
  const datesOf = (text: string) =>
    extractKeyDates(documentOf(text), splitSentences(text)).map(
      (date) => `${date.kind}=${date.date}`,
    );

  it("never dates an agreement from a browser's print header", () => {
    const text =
      '11/28/25, 10:15 AM   Mutual NDA - Google Docs\n\nMUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is entered into by and between Acme Inc. and Beta LLC.';
    expect(datesOf(text)).toEqual([]);
  });

  it('reads a row "Termination Date:" as the end, never as a signing date', () => {
    const text = `This Agreement is made between A Ltd and B Ltd.${'\n\nThe Supplier shall supply the goods.'.repeat(120)}\n\nTermination Date: December 31, 2023`;
    expect(datesOf(text)).toEqual(['expiration=2023-12-31']);
  });

  it('reads "English law governs" and "the law of Germany applies" as the governing law', () => {
    expect(valueOf('English law governs this Agreement.', 'governing-law')).toBe('England');
    expect(
      valueOf(
        'Applicable law. The law of the Federal Republic of Germany applies to this Agreement.',
        'governing-law',
      ),
    ).toBe('Germany');
  });
});

describe("a SAFE's valuation cap and discount rate", () => {
  const statusOf = (text: string, kind: string) =>
    termsOf(text).find((term) => term.kind === kind)?.status;

  it('reads the cap as the amount said of it, in a sentence, a definition or a table row', () => {
    expect(valueOf('The "Post-Money Valuation Cap" is $10,000,000.', 'valuation-cap')).toBe(
      '$10,000,000',
    );
    expect(valueOf('“Valuation Cap” means $6,500,000.', 'valuation-cap')).toBe('$6,500,000');
    expect(
      valueOf(
        'This Safe is subject to a pre-money valuation cap of US$ 12 million.',
        'valuation-cap',
      ),
    ).toBe('US$ 12 million');
    expect(
      valueOf(
        'The Purchase Amount converts at a price based on $5,000,000 (the "Valuation Cap").',
        'valuation-cap',
      ),
    ).toBe('$5,000,000');
    expect(
      valueOf(
        'Investor:\tJane Roe\nPurchase Amount:\t$25,000\nPost-Money Valuation Cap:\t$8,000,000\n',
        'valuation-cap',
      ),
    ).toBe('$8,000,000');
  });

  it('shows a cap left blank as blank, never as a value', () => {
    const text =
      'The "Post-Money Valuation Cap" is $[_____]. See Section 2 for certain additional defined terms.';
    const [term] = termsOf(text).filter((found) => found.kind === 'valuation-cap');
    expect(term?.status).toBe('blank');
    expect(term?.value).toBe('[_____]');
    const document = documentOf(text);
    const blanks = findBlankKeyTerms(document, readForms(document.text).blanks);
    expect(blanks.map((blank) => [blank.kind, blank.status])).toEqual([['valuation-cap', 'blank']]);
  });

  it('does not take a valuation that is not a cap, or a cap used in a formula, as the cap', () => {
    expect(
      valueOf(
        "The Company's pre-money valuation is $20,000,000 as of the date of this Safe.",
        'valuation-cap',
      ),
    ).toBeUndefined();
    expect(
      valueOf(
        '"Safe Price" means the price per share equal to the Post-Money Valuation Cap divided by the Company Capitalization.',
        'valuation-cap',
      ),
    ).toBeUndefined();
  });

  it('reads the discount rate as the share of the price paid, with the discount it gives', () => {
    expect(valueOf('The "Discount Rate" is 80%.', 'discount-rate')).toBe('80% (a 20% discount)');
    expect(valueOf('"Discount Rate" means 85 percent.', 'discount-rate')).toBe(
      '85% (a 15% discount)',
    );
    expect(
      valueOf(
        'Investor:\tJane Roe\nPost-Money Valuation Cap:\t$8,000,000\nDiscount Rate:\t90%\n',
        'discount-rate',
      ),
    ).toBe('90% (a 10% discount)');
    expect(
      valueOf(
        'On an Equity Financing this Safe converts at a price per share equal to the price paid by the new investors less a discount of 20%.',
        'discount-rate',
      ),
    ).toBe('80% (a 20% discount)');
    expect(
      valueOf(
        'The conversion price shall reflect a 25% discount to the price per share paid in the Equity Financing.',
        'discount-rate',
      ),
    ).toBe('75% (a 25% discount)');
  });

  it('shows a discount rate left blank as blank, and never reads a drafting formula as 100%', () => {
    const blank = 'The "Discount Rate" is [___]%.';
    expect(statusOf(blank, 'discount-rate')).toBe('blank');
    expect(valueOf(blank, 'discount-rate')).toBe('[___]');
    expect(statusOf('The "Discount Rate" is [100 minus the discount]%.', 'discount-rate')).not.toBe(
      'stated',
    );
  });

  it('does not take a trade, early payment or present value discount for a SAFE discount rate', () => {
    expect(
      valueOf(
        'Supplier shall give Buyer a 5% discount on list prices for orders above 1,000 units.',
        'discount-rate',
      ),
    ).toBeUndefined();
    expect(
      valueOf(
        'Customer may take a discount of 2% on any invoice paid within ten (10) days.',
        'discount-rate',
      ),
    ).toBeUndefined();
    expect(
      valueOf(
        'Landlord may recover the rent for the rest of the Term, discounted to present value at a discount rate of 5% per annum.',
        'discount-rate',
      ),
    ).toBeUndefined();
  });
});
