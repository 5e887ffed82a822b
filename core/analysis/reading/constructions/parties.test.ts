import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { readPartyRegistry, resolveGroupWords, type PartyRegistry } from '../party-registry.ts';
import { readDeal } from '../read-deal.ts';

// Construction: the parties of a document, each once, as the document introduces them
// (issue 30, part 1). Each case is a small document and the parties a lawyer reads in it.

const read = (text: string): PartyRegistry => {
  const document = createParsedDocument('txt', [text], true);
  return readDeal(document, splitSentences(document.text)).registry;
};
const summary = (registry: PartyRegistry) =>
  registry.parties.map(({ id, legalName, role, foundIn }) => ({ id, legalName, role, foundIn }));

const BODY =
  '\n\n1. Services. The Provider shall perform the Services. The Customer shall pay the fees.\n\n2. Term. Either party may terminate this Agreement on notice.\n';

interface Case {
  construction: string;
  text: string;
  parties: { id: string; legalName: string | null; role: string; foundIn: string[] }[];
}

const CASES: Case[] = [
  {
    construction: 'a preamble alias after "hereinafter,"',
    text:
      'NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made by and between Yale University School of Medicine, a nonprofit corporation (hereinafter, the "Pilot Site") and Advanced BioPhotonics Inc., a Delaware corporation (hereinafter, the "ABP") and the parties hereby agree as follows:' +
      BODY,
    parties: [
      {
        id: 'pilot-site',
        legalName: 'Yale University School of Medicine',
        role: 'Pilot Site',
        foundIn: ['preamble'],
      },
      { id: 'abp', legalName: 'Advanced BioPhotonics Inc.', role: 'ABP', foundIn: ['preamble'] },
    ],
  },
  {
    construction: 'an order form\'s cover page: "Customer: Acme Ltd"',
    text:
      'ORDER FORM\n\nProvider: Beta Software Inc.\nCustomer: Acme Ltd\nSubscription Start Date: 1 March 2024\n\nThis Order Form is governed by the Standard Terms.' +
      BODY,
    parties: [
      {
        id: 'provider',
        legalName: 'Beta Software Inc.',
        role: 'Provider',
        foundIn: ['cover page'],
      },
      { id: 'customer', legalName: 'Acme Ltd', role: 'Customer', foundIn: ['cover page'] },
    ],
  },
  {
    construction: 'a key-terms table whose party names are left blank',
    text: 'Employee Restrictive Covenant Agreement\n\nCover Terms\n\nEmployer\t[Legal name of the employer]\nEmployee\t[Full legal name of the employee]\nGoverning Law\tCalifornia\n\nStandard Terms\n\n1. Employee shall keep the Confidential Information secret.\n',
    parties: [
      { id: 'employer', legalName: null, role: 'Employer', foundIn: ['key terms'] },
      { id: 'employee', legalName: null, role: 'Employee', foundIn: ['key terms'] },
    ],
  },
  {
    construction: 'a preamble of blanks: "[Company Name]" and "{customer_name}"',
    text:
      'SERVICES AGREEMENT\n\nThis Services Agreement is entered into by and between [Company Name], a Delaware corporation (the "Provider"), and {customer_name} (the "Customer").' +
      BODY,
    parties: [
      { id: 'provider', legalName: null, role: 'Provider', foundIn: ['preamble'] },
      { id: 'customer', legalName: null, role: 'Customer', foundIn: ['preamble'] },
    ],
  },
  {
    construction: 'a line to write the party on: "________ (insert legal name)"',
    text: 'NON-DISCLOSURE AGREEMENT\n\nIn consideration of receiving Confidential Information from the City, ___________________________(insert legal name of counterparty) (the "Confidant") agrees as follows:\n\n1. The Confidant shall keep the Confidential Information secret.\n',
    parties: [{ id: 'confidant', legalName: null, role: 'Confidant', foundIn: ['preamble'] }],
  },
  {
    construction: 'the document\'s own name is no party: ("DPA"), ("Amendment")',
    text:
      'DATA PROCESSING ADDENDUM\n\nThis Data Processing Addendum (the "DPA") forms part of the agreement between Acme Inc. ("Customer") and Beta LLC ("Processor").' +
      BODY,
    parties: [
      { id: 'customer', legalName: 'Acme Inc.', role: 'Customer', foundIn: ['preamble'] },
      { id: 'processor', legalName: 'Beta LLC', role: 'Processor', foundIn: ['preamble'] },
    ],
  },
  {
    construction: "a filing stamp's filer name is no party",
    text: 'Source: GLOBAL EAGLE ACQUISITION CORP, 8-K, 3/14/2013\nLETTER AGREEMENT\n\nHarbor Holdings Inc., a Delaware corporation (the "Company"), and Jane Smith (the "Adviser") agree as follows.\n\n1. The Company shall pay the Adviser a fee.\n',
    parties: [
      { id: 'company', legalName: 'Harbor Holdings Inc.', role: 'Company', foundIn: ['preamble'] },
    ],
  },
  {
    construction: 'a franchise agreement signed above two side-by-side signature blocks',
    text: 'FRANCHISE AGREEMENT\n\nThis Agreement is made between Pizza Co, Inc., a Florida corporation ("Franchisor"), and Joe Smith ("Franchisee").\n\n"We", "us" and "our" refer to the Franchisor. "You" and "your" refer to the Franchisee.\n\n1. You shall pay us a royalty.\n\nIN WITNESS WHEREOF:\n\nPIZZA CO, INC.          JOE SMITH\nBy: ________          By: ________\n',
    parties: [
      {
        id: 'franchisor',
        legalName: 'Pizza Co, Inc.',
        role: 'Franchisor',
        foundIn: ['preamble', 'signature block'],
      },
      {
        id: 'franchisee',
        legalName: 'Joe Smith',
        role: 'Franchisee',
        foundIn: ['preamble', 'signature block'],
      },
    ],
  },
  {
    construction: 'a party introduced by the pronoun the document calls it, its name left blank',
    text:
      'FRANCHISE AGREEMENT\n\nTHIS AGREEMENT is entered into by and between Airco Group, Inc., a Nevada corporation (hereinafter "AIRCO" or by reference "we", "us", "our"), and You: ____________________ whose address is: ____________________ (hereinafter "You" or by reference "Franchisee", or "Your").' +
      BODY,
    parties: [
      { id: 'airco', legalName: 'Airco Group, Inc.', role: 'Airco', foundIn: ['preamble'] },
      { id: 'franchisee', legalName: null, role: 'Franchisee', foundIn: ['preamble'] },
    ],
  },
];

describe('the parties of a document', () => {
  it.each(CASES)('$construction', ({ text, parties }) => {
    expect(summary(read(text))).toEqual(parties);
  });

  it('"Employee and Company" is two parties, never one', () => {
    const registry = read(
      'EMPLOYMENT AGREEMENT\n\nThis Agreement is made between\n\nEmployee and Company\n\n(together, the "Parties").\n\n1. Employee shall work full time. Company shall pay the salary.\n',
    );
    expect(registry.parties.map((party) => party.role)).toEqual(['Employee', 'Company']);
    expect(registry.parties.every((party) => party.legalName === null)).toBe(true);
  });

  it('gives each party the pronouns the document gives it', () => {
    const registry = read(CASES[7]?.text ?? '');
    expect(registry.parties.map((party) => [party.id, party.pronouns])).toEqual([
      ['franchisor', ['we', 'us', 'our']],
      ['franchisee', ['you', 'your']],
    ]);
  });

  it('consumer terms: the provider is "we", the person "you"', () => {
    const text =
      'TERMS OF SERVICE\n\nWelcome to PhotoNest. These terms govern your use of the PhotoNest app. By using the app you agree to these terms.\n\n1. You must be 13 or older. You may not upload unlawful content. You are responsible for your account.\n\n2. PhotoNest may suspend your account. PhotoNest will not sell your photos. PhotoNest shall not be liable for lost data. We may change these terms at any time.\n';
    const document = createParsedDocument('txt', [text], true);
    const registry = readPartyRegistry(document, splitSentences(text), true);
    expect(
      registry.parties.map(({ role, legalName, pronouns }) => ({ role, legalName, pronouns })),
    ).toEqual([
      { role: 'User', legalName: null, pronouns: ['you', 'your'] },
      { role: 'Provider', legalName: 'PhotoNest', pronouns: ['we', 'us', 'our'] },
    ]);
  });

  it('every party of a two-party document can be the reader', () => {
    const registry = read(CASES[0]?.text ?? '');
    expect(registry.sides.map((side) => side.role)).toEqual(
      expect.arrayContaining(['Pilot Site', 'ABP']),
    );
  });
});

describe('group words', () => {
  const registry = read(CASES[5]?.text ?? '');
  it.each([
    'the Parties',
    'each party',
    'either party',
    'neither party',
    'both parties',
    'the parties hereto',
  ])('"%s" means every party', (phrase) => {
    expect(resolveGroupWords(phrase, registry)).toEqual(['customer', 'processor']);
  });

  it('a party\'s own term means that party, and "the other party" no party by itself', () => {
    expect(resolveGroupWords('the Processor', registry)).toEqual(['processor']);
    expect(resolveGroupWords('the other party', registry)).toEqual([]);
  });

  it('a group the document defines means its members', () => {
    const sellers = read(
      'ASSET PURCHASE AGREEMENT\n\nThis Agreement is made between Acme Inc. ("Seller"), Zenith LLC ("Zenith") and Beta Corp. ("Buyer"). Seller and Zenith (together, the "Selling Parties") agree as follows.\n\n1. The Selling Parties shall not compete. Buyer shall pay the price.\n',
    );
    expect(resolveGroupWords('the Selling Parties', sellers)).toEqual(['seller', 'zenith']);
  });
});
