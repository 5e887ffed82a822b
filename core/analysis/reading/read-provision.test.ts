import { describe, expect, it } from 'vitest';
import { side } from './constructions/parties.ts';
import { readProvision } from './read-provision.ts';

// A franchise agreement that calls its franchisor "we" and its franchisee "you".
const FRANCHISE = [side('Franchisor', [], ['we', 'our']), side('Franchisee', [], ['you', 'your'])];
const CONSULTING = [side('Company', ['Aduro']), side('Consultant')];
const LICENCE = [side('Licensor'), side('Licensee')];
const TERMS = [side('Provider', [], ['we', 'our']), side('User', [], ['you', 'your'])];

describe('who acts, and for whom', () => {
  it('"You shall indemnify ... us": the franchisee acts, for the franchisor', () => {
    const provision = readProvision('You shall indemnify, defend and hold us harmless.', FRANCHISE);
    expect(provision).toMatchObject({
      actor: ['Franchisee'],
      modality: 'must',
      beneficiary: ['Franchisor'],
    });
  });

  it('"We will indemnify you": the franchisor acts, for the franchisee', () => {
    expect(
      readProvision('We will indemnify you against third-party claims.', FRANCHISE),
    ).toMatchObject({ actor: ['Franchisor'], modality: 'must', beneficiary: ['Franchisee'] });
  });

  it.each([
    'For two (2) years Consultant shall not solicit any employee of Company.',
    'For a period of twelve months Consultant shall not solicit any employee of Company.',
  ])('a sentence that opens on how long: %s', (sentence) => {
    expect(readProvision(sentence, CONSULTING)).toMatchObject({
      actor: ['Consultant'],
      modality: 'must-not',
    });
  });

  it('a party named after a condition is not the actor: "If Consultant fails ..., Company may"', () => {
    const provision = readProvision(
      'If Consultant fails to deliver the Services, Company may terminate this Agreement.',
      CONSULTING,
    );
    expect(provision).toMatchObject({ actor: ['Company'], modality: 'may' });
  });

  it('"hereby grants to Licensee a licence": the licensee holds the right', () => {
    const provision = readProvision(
      'Licensor hereby grants to Licensee a non-exclusive licence to use the Marks.',
      LICENCE,
    );
    expect(provision).toMatchObject({ actor: ['Licensee'], modality: 'may' });
  });

  it('"Nothing ... shall prevent Consultant from": the consultant keeps a freedom', () => {
    const provision = readProvision(
      'Nothing herein shall prevent Consultant from reporting possible violations of law.',
      CONSULTING,
    );
    expect(provision).toMatchObject({ actor: ['Consultant'], modality: 'may' });
  });

  it('a passive names its actor after "by"', () => {
    const provision = readProvision(
      'All invoices shall be paid by Company within thirty (30) days.',
      CONSULTING,
    );
    expect(provision).toMatchObject({ actor: ['Company'], modality: 'must' });
  });

  it('"is also responsible for" is a duty', () => {
    expect(
      readProvision('You are also responsible for creating back-up copies of your Content.', TERMS),
    ).toMatchObject({ actor: ['User'], modality: 'must' });
  });
});

describe('group words', () => {
  it.each([
    ['Neither party shall assign this Agreement without consent.', 'must-not'],
    ['Either party may terminate this Agreement on thirty days notice.', 'may'],
    ['Each party shall keep the terms of this Agreement confidential.', 'must'],
    ['No party shall disclose the terms of this Agreement.', 'must-not'],
    ['Any party may change its address by written notice.', 'may'],
  ] as const)('%s binds both parties', (sentence, modality) => {
    const provision = readProvision(sentence, CONSULTING);
    expect(provision.modality).toBe(modality);
    expect([...provision.actor].sort()).toEqual(['Company', 'Consultant']);
  });

  it('"X and Y shall" binds both', () => {
    const provision = readProvision(
      'Company and Consultant shall cooperate in good faith.',
      CONSULTING,
    );
    expect([...provision.actor].sort()).toEqual(['Company', 'Consultant']);
  });
});

describe('statements are not duties', () => {
  it.each([
    ['"Territory" means the United States and Canada.', 'positive'],
    ['Fees shall be due within thirty (30) days of the invoice date.', 'positive'],
    ['This Agreement shall be governed by the laws of the State of Delaware.', 'positive'],
    [
      'If there is any conflict between this SOW and the Agreement, this SOW will control.',
      'positive',
    ],
    ['The Subscription Period will automatically start following the Pilot Period.', 'positive'],
    ['No amendment of this Agreement shall be valid unless it is in writing.', 'negative'],
    ['Neither party shall have any authority to bind the other.', 'negative'],
    ['No waiver of a breach shall constitute a waiver of a later breach.', 'negative'],
  ] as const)('%s', (sentence, polarity) => {
    expect(readProvision(sentence, CONSULTING)).toMatchObject({ modality: 'states', polarity });
  });

  it('a definition binds nobody, even when it names a party', () => {
    const provision = readProvision(
      '"Company Technology" means any technology owned or controlled by Company.',
      CONSULTING,
    );
    expect(provision).toMatchObject({ modality: 'states', actor: [] });
  });

  it.each([
    'Company shall not be liable for any indirect or consequential damages.',
    'Company shall not, unless otherwise in this Agreement expressly provided, be responsible for any loss arising from an act of its staff.',
  ])(
    '"shall not be liable" limits liability: a statement that protects the one not liable: %s',
    (sentence) => {
      const provision = readProvision(sentence, CONSULTING);
      expect(provision).toMatchObject({
        actor: ['Company'],
        modality: 'states',
        polarity: 'negative',
        beneficiary: ['Company'],
      });
    },
  );
});

describe('prohibitions and instructions', () => {
  it('a list item takes its lead-in\'s verb: "Customer will not:" ... "use the Product ..."', () => {
    const customer = [side('Provider'), side('Customer')];
    const provision = readProvision(
      'use the Product for any unlawful purpose;',
      customer,
      'Customer will not:',
    );
    expect(provision).toMatchObject({
      actor: ['Customer'],
      modality: 'must-not',
      polarity: 'negative',
    });
  });

  it.each([
    ['you agree not to reverse engineer the Services.', 'must-not'],
    ['You may not resell the Services.', 'must-not'],
    ['Do not share your password with anyone.', 'must-not'],
    ['Keep your password confidential.', 'must'],
    ['You cannot transfer your account.', 'must-not'],
  ] as const)('%s', (sentence, modality) => {
    expect(readProvision(sentence, TERMS).modality).toBe(modality);
  });
});

describe('exceptions and exclusions', () => {
  it('"does not include" carves out of the term before it', () => {
    const provision = readProvision(
      'Confidential Information does not include information that is publicly available.',
      CONSULTING,
    );
    expect(provision.polarity).toBe('negative');
    expect(provision.exceptions).toEqual([
      {
        text: 'information that is publicly available',
        carvesOutOf: 'Confidential Information',
      },
    ]);
  });

  it('"except" carves out of the rule before it', () => {
    const provision = readProvision(
      'Company shall pay each invoice within thirty days, except for amounts it disputes in good faith.',
      CONSULTING,
    );
    expect(provision.modality).toBe('must');
    expect(provision.exceptions).toEqual([
      {
        text: 'except for amounts it disputes in good faith',
        carvesOutOf: 'Company shall pay each invoice within thirty days',
      },
    ]);
  });

  it('a leading "Except ..., " carves out of the rule after its comma', () => {
    const provision = readProvision(
      'Except as expressly permitted by this Agreement, Customer will not copy the Software.',
      [side('Provider'), side('Customer')],
    );
    expect(provision.exceptions).toEqual([
      {
        text: 'Except as expressly permitted by this Agreement',
        carvesOutOf: 'Customer will not copy the Software',
      },
    ]);
  });

  it('"provided, however," is a proviso that carves out of the clause before it', () => {
    const provision = readProvision(
      'No Joint Venturer shall withdraw any part of his capital; provided, however, that profits may be distributed.',
      [side('CCGI'), side('PVSS')],
    );
    expect(provision.exceptions).toEqual([
      {
        text: 'provided, however, that profits may be distributed',
        carvesOutOf: 'No Joint Venturer shall withdraw any part of his capital',
      },
    ]);
  });

  it("a list item keeps its lead-in's exception", () => {
    const provision = readProvision(
      '(a) meet the performance criteria set forth in the Business Plan;',
      [side('Company'), side('Agent')],
      'Except as otherwise expressly provided in the Business Plan, the Agent will at its sole expense:',
    );
    expect(provision.actor).toEqual(['Agent']);
    expect(provision.exceptions[0]).toEqual({
      text: 'Except as otherwise expressly provided in the Business Plan',
      carvesOutOf: 'the Agent will at its sole expense:',
    });
  });

  it('a condition is kept with its words', () => {
    const provision = readProvision(
      'Consultant may terminate this Agreement if Company fails to pay any invoice.',
      CONSULTING,
    );
    expect(provision.conditions).toEqual(['if Company fails to pay any invoice']);
    expect(provision.actor).toEqual(['Consultant']);
  });
});

describe('duties in the passive, rights to act, and modals of a subordinate clause', () => {
  it.each([
    ['The books and records shall be audited each year by an independent accountant.', 'must'],
    ['All records shall be kept at the principal office of the Company.', 'must'],
    ['This Agreement shall be governed by the laws of the State of New York.', 'states'],
    ['Any notice shall be deemed given when delivered.', 'states'],
    ['Company shall be permitted to disclose the terms of this Agreement to its investors.', 'may'],
    ['Consultant will be entitled to terminate this Agreement on notice.', 'may'],
    ['Consultant shall be entitled to receive a fee of $5,000 per month.', 'entitled'],
    ['Consultant shall receive a fee of $5,000 per month.', 'entitled'],
    ['From the first unit sold, Consultant shall earn a royalty of five percent.', 'entitled'],
    ['Consultant shall have no right or option to extend the Term.', 'must-not'],
    ['This provision may not be enforceable under the laws of some states.', 'states'],
    ['A breach of this Agreement may cause irreparable harm to the Company.', 'states'],
    ['Company may terminate this Agreement on thirty days notice.', 'may'],
    ['Company shall have thirty (30) days from receipt of an invoice to dispute it.', 'may'],
  ] as const)('%s', (sentence, modality) => {
    expect(readProvision(sentence, CONSULTING).modality).toBe(modality);
  });

  it('"shall be the sole responsibility of X" is X\'s duty', () => {
    expect(
      readProvision(
        'Compliance with all labelling laws shall be the sole responsibility of Consultant.',
        CONSULTING,
      ),
    ).toMatchObject({ actor: ['Consultant'], modality: 'must' });
  });

  it('a modal after "as X" belongs to its own clause: the item takes its lead-in\'s duty', () => {
    expect(
      readProvision(
        'Provide training programs as Company may, in its sole discretion, deem appropriate.',
        CONSULTING,
        'Following the Effective Date, Company shall:',
      ),
    ).toMatchObject({ actor: ['Company'], modality: 'must' });
  });

  it('an item that opens with "not" denies its lead-in\'s duty', () => {
    expect(
      readProvision(
        'not solicit orders for the Products outside the Territory;',
        [side('Company'), side('Agent')],
        'The Agent will at its sole expense:',
      ),
    ).toMatchObject({ actor: ['Agent'], modality: 'must-not', polarity: 'negative' });
  });

  it('"the Receiving Party" of a mutual document is either party', () => {
    const provision = readProvision(
      'The Receiving Party shall notify the Disclosing Party of any unauthorised disclosure.',
      CONSULTING,
    );
    expect([...provision.actor].sort()).toEqual(['Company', 'Consultant']);
  });

  it('a group word after a preposition is not the subject', () => {
    expect(
      readProvision(
        'Section headings are for the convenience of the parties only, and shall not affect the interpretation of this Agreement.',
        CONSULTING,
      ).actor,
    ).toEqual([]);
  });
});

describe('constructions that decide modality', () => {
  const SUPPLY = [side('Company'), side('Trust')];

  it('"we\'ll make" and "won\'t": contracted modals are duties and prohibitions', () => {
    expect(readProvision('We’ll make that license available to you.', TERMS)).toMatchObject({
      actor: ['Provider'],
      modality: 'must',
    });
    expect(readProvision('You won’t share your password.', TERMS)).toMatchObject({
      actor: ['User'],
      modality: 'must-not',
      polarity: 'negative',
    });
  });

  it('"Under no circumstances will we be liable" limits liability: a statement, for us', () => {
    expect(
      readProvision('Under no circumstances will we be liable for your Content.', TERMS),
    ).toMatchObject({
      actor: ['Provider'],
      modality: 'states',
      polarity: 'negative',
      beneficiary: ['Provider'],
    });
  });

  it('bearing a cost and remaining bound to pay are duties; bearing interest is not', () => {
    expect(
      readProvision('Company shall bear its proportionate part of any taxes.', SUPPLY),
    ).toMatchObject({ actor: ['Company'], modality: 'must' });
    expect(
      readProvision('The Trust shall remain obligated to pay Company the fee.', SUPPLY),
    ).toMatchObject({ actor: ['Trust'], modality: 'must', beneficiary: ['Company'] });
    expect(
      readProvision('Unpaid amounts shall bear interest at 1% a month.', SUPPLY),
    ).toMatchObject({ modality: 'states' });
  });

  it('"shall" said of the agreement or of the rights it creates states what happens to the deal', () => {
    expect(
      readProvision('This Agreement shall terminate upon 90 days notice.', SUPPLY),
    ).toMatchObject({ modality: 'states', polarity: 'positive' });
    expect(
      readProvision('The obligations of Company under this Agreement shall not terminate.', SUPPLY),
    ).toMatchObject({ modality: 'states', polarity: 'negative' });
    expect(
      readProvision(
        'Upon payment, all right, title, and interest of the Trust in the Shares shall transfer to the Company.',
        SUPPLY,
      ),
    ).toMatchObject({ modality: 'states' });
    // A passive still binds: someone must not assign it.
    expect(readProvision('This Agreement shall not be assigned by Company.', SUPPLY)).toMatchObject(
      { actor: ['Company'], modality: 'must-not' },
    );
  });

  it('a modal inside an "if" clause with no comma is the condition\'s, not the item\'s', () => {
    const provision = readProvision(
      'notify Trust if any term of the order cannot be met.',
      SUPPLY,
      'Within ten days of an order, Company shall',
    );
    expect(provision).toMatchObject({ actor: ['Company'], modality: 'must', polarity: 'positive' });
  });
});

describe('list items that open with their verb', () => {
  const AGENCY = [side('Agent'), side('Company')];

  it("an item opening with a base verb takes the lead-in's subject and duty, whatever nouns follow", () => {
    const provision = readProvision(
      '(m) transmit all orders daily by fax, electronic mail, or other agreed upon means of transmission.',
      AGENCY,
      'the Agent will at its sole expense:',
    );
    expect(provision).toMatchObject({ actor: ['Agent'], modality: 'must' });
  });

  it('an item opening with its modal takes the subject before the first marker', () => {
    const provision = readProvision(
      'shall immediately discontinue any use of the Marks of Company,',
      AGENCY,
      'Upon termination of this Agreement, Agent',
    );
    expect(provision).toMatchObject({ actor: ['Agent'], modality: 'must' });
  });

  it('an item with a subject of its own keeps it', () => {
    const provision = readProvision(
      '(b) the Company shall ship orders within five days.',
      AGENCY,
      'the Agent will at its sole expense:',
    );
    expect(provision).toMatchObject({ actor: ['Company'], modality: 'must' });
  });
});

describe('who acts in more than one clause', () => {
  it('two duties joined by ", and" bind both parties', () => {
    const provision = readProvision(
      'Licensor shall produce the Clips, and Licensee shall reimburse Licensor for all production costs.',
      LICENCE,
    );
    expect(provision.actor.sort()).toEqual(['Licensee', 'Licensor']);
    expect(provision.modality).toBe('must');
  });

  it('a second clause of the same party adds no one', () => {
    expect(
      readProvision('Licensee shall pay the fee, and Licensee shall keep records.', LICENCE).actor,
    ).toEqual(['Licensee']);
  });
});

describe('the preamble names the parties and binds no one', () => {
  it('"is entered into by and between" and "are referred to as" are definitions', () => {
    const parties = [side('CNS'), side('WPD')];
    for (const sentence of [
      'This Development Agreement (the "Agreement") dated as of March 20, 2020 is entered into by and between CNS Pharmaceuticals, Inc. ("CNS") and WPD Pharmaceuticals ("WPD").',
      'CNS and WPD are sometimes referred to herein individually as a "Party" and collectively as the "Parties."',
    ])
      expect(readProvision(sentence, parties)).toMatchObject({
        actor: [],
        modality: 'states',
        kind: 'definition',
      });
  });
});

describe('a party qualifying for or assenting to the deal states, for the other party', () => {
  it('"you must be at least 16" is a condition of eligibility, not a duty', () => {
    for (const sentence of [
      'To use the Services, you must be at least 16.',
      'You must be 18 years or older to open an account.',
    ])
      expect(readProvision(sentence, TERMS)).toMatchObject({
        actor: ['User'],
        modality: 'states',
        beneficiary: ['Provider'],
      });
  });

  it('"you agree to our privacy policies" is assent to a document; "agree to pay" is a duty', () => {
    expect(
      readProvision('By using the Services, you agree to our privacy policies.', TERMS),
    ).toMatchObject({ actor: ['User'], modality: 'states', beneficiary: ['Provider'] });
    expect(readProvision('You agree to pay our fees when due.', TERMS).modality).toBe('must');
  });
});

describe('a permission confined to a purpose', () => {
  it('"may use ... only as permitted" forbids the rest; a passive "may only be made if" stays a permission', () => {
    expect(
      readProvision('You may use our Services only as permitted by applicable law.', TERMS),
    ).toMatchObject({ actor: ['User'], modality: 'must-not', polarity: 'negative' });
    expect(
      readProvision('Distributions may only be made if the assets exceed the liabilities.', LICENCE)
        .modality,
    ).toBe('may');
  });
});

describe('a grant to several grantees', () => {
  it('"you grant us and our affiliates a worldwide ... right" is the grantee\'s permission', () => {
    expect(
      readProvision(
        'You grant us and our subsidiaries, affiliates, and successors a worldwide, non-exclusive, royalty-free, fully-paid, transferable, irrevocable, perpetual and sub-licensable right to use your Content.',
        TERMS,
      ),
    ).toMatchObject({ actor: ['Provider'], modality: 'may' });
  });
});

describe('what the parties hold, as subject', () => {
  it('"the obligations of X", "the rights and obligations of X and Y", "X\'s relationship to Y" are said of their holders', () => {
    expect(
      readProvision(
        'The obligations of Consultant under this Agreement shall not terminate.',
        CONSULTING,
      ).actor,
    ).toEqual(['Consultant']);
    expect(
      readProvision(
        'Except as herein expressly provided, the respective rights and obligations of the Consultant and the Company under this Agreement shall cease upon termination.',
        CONSULTING,
      ).actor.sort(),
    ).toEqual(['Company', 'Consultant']);
    expect(
      readProvision(
        "Consultant's relationship to Aduro shall be that of an independent contractor.",
        CONSULTING,
      ).actor.sort(),
    ).toEqual(['Company', 'Consultant']);
  });

  it('a thing of no party as subject still has no actor', () => {
    expect(
      readProvision('The obligations of the escrow agent shall not terminate.', CONSULTING).actor,
    ).toEqual([]);
  });
});

describe('whom a statement of a party serves', () => {
  const EMPLOYMENT = [side('Employer'), side('Employee')];

  it('a party that consents, acknowledges or waives gives it to the other', () => {
    for (const sentence of [
      'Employee consents to this disclosure.',
      'Employee acknowledges that a breach of this agreement may cause Employer irreparable harm.',
      'Employee expressly waives any objection to venue in the courts of Virginia.',
    ])
      expect(readProvision(sentence, EMPLOYMENT)).toMatchObject({
        actor: ['Employee'],
        modality: 'states',
        beneficiary: ['Employer'],
      });
  });

  it('a party that owns or retains serves itself; a plain statement serves no one', () => {
    expect(
      readProvision('Employer owns all Work Product as it is created.', EMPLOYMENT),
    ).toMatchObject({ actor: ['Employer'], modality: 'states', beneficiary: ['Employer'] });
    expect(
      readProvision('Employee is based in the Dallas office.', EMPLOYMENT).beneficiary,
    ).toEqual([]);
  });
});

describe('disclaimers and rules of reading are statements', () => {
  const SUPPLY = [side('Supplier'), side('Company')];

  it('"can make no representations" disclaims; "shall make no representation" forbids', () => {
    expect(
      readProvision(
        'Supplier can make no representations or warranties regarding any future infringement.',
        SUPPLY,
      ),
    ).toMatchObject({ modality: 'states', polarity: 'negative' });
    expect(
      readProvision('Company shall make no representation concerning the Product.', SUPPLY),
    ).toMatchObject({ actor: ['Company'], modality: 'must-not' });
  });

  it('"shall in no way give ... the right" says what something does not confer', () => {
    expect(
      readProvision(
        "Such access shall in no way give Company the right to any of Supplier's confidential information.",
        SUPPLY,
      ),
    ).toMatchObject({ modality: 'states', polarity: 'negative' });
  });
});

describe('"each of X and Y" as subject', () => {
  const FOUNDER = [side('Company'), side('Founder')];

  it('binds both parties named after "each of", with or without an operator', () => {
    for (const sentence of [
      'Effective as of the Closing Date, each of the Company and the Founder, on behalf of itself and its successors, hereby releases the other from all claims.',
      'Each of the Company and the Founder shall bear its own costs.',
    ])
      expect(readProvision(sentence, FOUNDER).actor.sort()).toEqual(['Company', 'Founder']);
  });

  it('a party after a plain "of" is still no subject', () => {
    expect(
      readProvision('The successors of the Founder shall be bound hereby.', FOUNDER).actor,
    ).toEqual([]);
  });
});

describe('money owed with no one named to act serves the party paid', () => {
  it('"This fee will be due by the 7th" serves the franchisor; a fee-less statement serves no one', () => {
    const parties = [side('Franchisor'), side('Franchisee')];
    expect(
      readProvision('This fee will be due by the 7th of the month.', parties).beneficiary,
    ).toEqual(['Franchisor']);
    expect(readProvision('Fees will increase 5% per renewal.', TERMS).beneficiary).toEqual([
      'Provider',
    ]);
    expect(
      readProvision('The term will commence on the Effective Date.', parties).beneficiary,
    ).toEqual([]);
  });
});
