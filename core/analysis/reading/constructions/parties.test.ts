import { describe, expect, it } from 'vitest';
import { readDealOf } from '../../../../tests/support/read-deal-of.test-support.ts';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { readPartyRegistry, resolveGroupWords, type PartyRegistry } from '../party-registry.ts';

// Construction: the parties of a document, each once, as the document introduces them
// (issue 30, part 1). Each case is a small document and the parties a lawyer reads in it.

const read = (text: string): PartyRegistry => {
  const document = createParsedDocument('txt', [text], true);
  return readDealOf(document).registry;
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
  {
    construction:
      'a blank for the address before an alias is no party; an alias left blank is the other party',
    text:
      'NON-DISCLOSURE AGREEMENT\n\nThis Agreement is between Acme Widgets, Inc., a Florida corporation, having a principal place of business at ____________________ (hereinafter called "ACME"), and ______________________, having a principal place of business at______________________ (hereinafter referred to as “__________”).' +
      BODY,
    parties: [
      { id: 'acme', legalName: 'Acme Widgets, Inc.', role: 'ACME', foundIn: ['preamble'] },
      { id: 'other-party', legalName: null, role: 'Other party', foundIn: ['preamble'] },
    ],
  },
  {
    construction:
      'the deal\'s words run on before the next party: "of $50,000 ("Purchase Amount") on March 3, 2025, X, Inc. ("Company")"',
    text:
      'SAFE\n\nThis Safe certifies that in exchange for the payment by Jordan Avery (the "Investor") of $50,000 (the "Purchase Amount") on or about March 3, 2025, Brightleaf Robotics, Inc., a Delaware corporation (the "Company"), issues to the Investor the right to shares.' +
      BODY,
    parties: [
      { id: 'investor', legalName: 'Jordan Avery', role: 'Investor', foundIn: ['preamble'] },
      {
        id: 'company',
        legalName: 'Brightleaf Robotics, Inc.',
        role: 'Company',
        foundIn: ['preamble'],
      },
    ],
  },
];

// How contracts name their parties, as a contracts lawyer reads them: each case is a preamble,
// letter or deed and the names a lawyer would list as its parties, by role.
const byRole = (registry: PartyRegistry) =>
  registry.parties.map((party) => [party.role, party.legalName]);

interface NamingCase {
  construction: string;
  text: string;
  parties: [string, string | null][];
}

const NAMING: NamingCase[] = [
  {
    construction: 'a party "d/b/a" a trade name: the trade name is part of its name',
    text:
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made by and between Harbor Foods 1, LLC, d/b/a SUNNY FARMS, a Colorado limited liability company ("Sunny Farms"), and Gridley Nutrients, Inc., a Nevada corporation ("Gridley").' +
      BODY,
    parties: [
      ['Sunny Farms', 'Harbor Foods 1, LLC, d/b/a SUNNY FARMS'],
      ['Gridley', 'Gridley Nutrients, Inc.'],
    ],
  },
  {
    construction: 'a party "doing business as" a trade name, defined without quotation marks',
    text:
      'FRANCHISE AGREEMENT\n\nThis agreement is made and entered into by and between Pretzel Works, Inc. doing business as Pretzel Works, a Pennsylvania corporation with its principal place of business at 4800 Linglestown Road, Harrisburg, Pennsylvania 17112 (hereinafter referred to as Pretzel Works) and Jane Doe (hereinafter referred to as "Franchisee").' +
      BODY,
    parties: [
      ['Pretzel Works', 'Pretzel Works, Inc. doing business as Pretzel Works'],
      ['Franchisee', 'Jane Doe'],
    ],
  },
  {
    construction: '"Party A" and "Party B" named without quotation marks',
    text: 'Outsourcing Contract\n\nThe Covenanter: The Golden Country Club and Recreation Inc. (hereinafter referred to as Party A) and the Covenanter: Lin Wei Architects Office (hereinafter referred to as Party B) hereby agree to establish the following terms and conditions:\n\nArticle I. Party B shall design the hotel. Party A shall pay the fee.\n',
    parties: [
      ['Party A', 'The Golden Country Club and Recreation Inc.'],
      ['Party B', 'Lin Wei Architects Office'],
    ],
  },
  {
    construction: '"Party A: ... Party B: ..." set out on one line',
    text: "Cooperation Agreement of a Photovoltaic Project   Party A: People's Government of Fenyi County Party B: Xinyu Solar Energy Co., Ltd.   Party A welcomes and supports Party B to invest in the project; both parties reach the following agreement:   I. Party A supports the project. Party B shall build the station.\n",
    parties: [
      ['Party A', "People's Government of Fenyi County"],
      ['Party B', 'Xinyu Solar Energy Co., Ltd.'],
    ],
  },
  {
    construction:
      'a letter agreement: the senders who "confirm their agreement with" the addressee',
    text: 'AGENCY AGREEMENT\n\nMay 14, 2014\n\nKeller Securities, Inc. 10 South Wacker Drive, Suite 3400 Chicago, Illinois 60606\n\nLadies and Gentlemen:\n\nBlue Lake Bancorp, Inc. (the "Holding Company"), a newly formed Maryland corporation, Hyde Lake Bancorp, MHC, a Massachusetts-chartered mutual holding company (the "MHC"), Hyde Lake Bancorp, Inc., a Massachusetts corporation (the "Mid-Tier"), and Blue Lake Bank, a Massachusetts-chartered stock savings bank (the "Bank" and together with the Holding Company, the MHC and the Mid-Tier, the "Blue Lake Parties"), hereby confirm their agreement with Keller Securities, Inc. (the "Agent") as follows:\n\nSection 1. The Offering. The MHC intends to convert to stock form. The Agent shall assist the Holding Company, and any dispute between the MHC and the Agent shall be settled by the Bank.\n',
    parties: [
      ['Holding Company', 'Blue Lake Bancorp, Inc.'],
      ['MHC', 'Hyde Lake Bancorp, MHC'],
      ['Mid-Tier', 'Hyde Lake Bancorp, Inc.'],
      ['Bank', 'Blue Lake Bank'],
      ['Agent', 'Keller Securities, Inc.'],
    ],
  },
  {
    construction: 'three parties "by and among", one an individual, one alias "(The "Company")"',
    text:
      'PROMOTION AGREEMENT\n\nTHIS AGREEMENT is entered into by and among ASHLEY, INC. (The "Company" or "Ashley"), JAMES W. NORTON III ("Norton") and NORTON COMMUNICATIONS, INC. ("Norton Communications"), effective as of June 1, 1998.' +
      BODY,
    parties: [
      ['Company', 'ASHLEY, INC.'],
      ['Norton', 'JAMES W. NORTON III'],
      ['Norton Communications', 'NORTON COMMUNICATIONS, INC.'],
    ],
  },
  {
    construction: 'a deed\'s "BETWEEN:" list numbered (1), (2), its defined terms unquoted',
    text: 'SERVICE AGREEMENT\n\nTHIS AGREEMENT is made on 1 October 2019\n\nBETWEEN: (1) HARBOUR 2005 LIMITED (registered number 01003653) whose registered office is at Sea Containers, 19 Upper Ground, London SE1 9GL (the Company) (2) JOHN ROGERSON (the Executive).\n\nIT IS AGREED as follows: 1. INTERPRETATION 1.1 The Executive shall serve the Company.\n',
    parties: [
      ['Company', 'HARBOUR 2005 LIMITED'],
      ['Executive', 'JOHN ROGERSON'],
    ],
  },
  {
    construction: 'a "PARTIES" list: "(1) X is a company registered ... and (2) Y of [address]"',
    text: 'SERVICE AGREEMENT\n\nTHIS AGREEMENT is entered into between the parties on 1 April, 2020.\n\nPARTIES (1) Theron Biopharma UK Limited is a company registered in the United Kingdom and whose registered office is at 12 New Fetter Lane, London (the "Employer"); and (2) Brett Hamlin of [address removed] (the "Executive").\n\nAGREED TERMS 1. Definitions 1.1 The Executive shall serve the Employer.\n',
    parties: [
      ['Employer', 'Theron Biopharma UK Limited'],
      ['Executive', 'Brett Hamlin'],
    ],
  },
  {
    construction: 'a company and an individual, "entered into by" rather than "between"',
    text:
      'CONSULTING AGREEMENT\n\nThis Consulting Agreement (the "Agreement"), made this 27th day of March, 2017 is entered into by Immunex Tolerance, Inc., a Delaware corporation (the "Company"), and Alan Crandall, an individual (the "Consultant").' +
      BODY,
    parties: [
      ['Company', 'Immunex Tolerance, Inc.'],
      ['Consultant', 'Alan Crandall'],
    ],
  },
  {
    construction:
      'an individual "residing at" an address, and a party "together with its Affiliates"',
    text:
      'SERVICES AGREEMENT\n\nThis Agreement is made between Acme Widgets Inc., a Delaware corporation, with offices at 1 Main Street, Springfield, together with its Affiliates ("Acme"), and John Smith, an individual residing at 12 Elm Street, Springfield ("Contractor").' +
      BODY,
    parties: [
      ['Acme', 'Acme Widgets Inc.'],
      ['Contractor', 'John Smith'],
    ],
  },
  {
    construction: 'several parties under one collective alias, an individual among them',
    text:
      'COOPERATION AGREEMENT\n\nThis Cooperation Agreement is entered into by and between Elm Beauty, Inc., a Delaware corporation (the "Company"), and Marlow Partners Equity Management, LLC ("Marlow Partners"), Marlow Focus Fund L.P., Marlow Partners LUX Fund, L.P. and Mario Cibrelli (collectively, the "Marlow Parties").' +
      BODY,
    parties: [
      ['Company', 'Elm Beauty, Inc.'],
      ['Marlow Partners', 'Marlow Partners Equity Management, LLC'],
      ['Marlow Parties', 'Marlow Focus Fund L.P.'],
      ['Marlow Parties', 'Marlow Partners LUX Fund, L.P.'],
      ['Marlow Parties', 'Mario Cibrelli'],
    ],
  },
  {
    construction:
      'a preamble without "between", whose recitals speak of an agreement "between the parties"',
    text: 'SOFTWARE HOSTING AGREEMENT\n\nThis Software Hosting Agreement (the "Agreement") is entered into and effective as of the later of the two signature dates below (the "Effective Date") INKWELL CORPORATION ("Inkwell"), a California corporation, 1900 South Norfolk Street, San Mateo, California 94403, and MICROWAVE CORPORATION ("Microwave"), a Washington Corporation, One Microwave Way, Redmond, Washington 98052, with reference to the facts set forth in the Recitals below.\n\nRecitals\n\nA. Pursuant to that certain Software Development Agreement between the parties executed as of the Effective Date (the "Software Development Agreement"), Inkwell is customizing its software for Microwave.\n\n1. Hosting. Inkwell shall host the software.\n',
    parties: [
      ['Inkwell', 'INKWELL CORPORATION'],
      ['Microwave', 'MICROWAVE CORPORATION'],
    ],
  },
  {
    construction: 'what a preamble defines that is no party: a product, a fund, a schedule',
    text:
      'DISTRIBUTION AGREEMENT\n\nThis Agreement is made between Harbor Advisers LLC (the "Adviser") and Beta Distributors Inc. (the "Distributor") for the distribution of the shares of Harbor Income Fund (the "Fund") and of the Harbor Analytics Suite (the "Product") listed in Schedule A (the "Schedule").' +
      BODY,
    parties: [
      ['Adviser', 'Harbor Advisers LLC'],
      ['Distributor', 'Beta Distributors Inc.'],
    ],
  },
];

describe('how contracts name their parties', () => {
  it.each(NAMING)('$construction', ({ text, parties }) => {
    expect(byRole(read(text))).toEqual(parties);
  });
});

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

  it("the agreement's own name and its purpose are never parties nor readers", () => {
    const registry = read(
      'NON DISCLOSURE AGREEMENT\n\nThis Non-Disclosure Agreement (the “NDA”) is made between Acme Labs Inc. (“Acme”) and Beta Partners LLC (“Beta”).\n\nEach Party wishes to receive Confidential Information for the purpose of [insert background] (the “Permitted Purpose”).' +
        BODY,
    );
    const roles = registry.sides.map((side) => side.role);
    expect(roles).toEqual(expect.arrayContaining(['Acme', 'Beta']));
    expect(roles).not.toContain('NDA');
    expect(roles).not.toContain('Permitted Purpose');
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
