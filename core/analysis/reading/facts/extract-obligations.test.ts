import { describe, expect, it } from 'vitest';
import { loadContractFixture } from '../../../../tests/support/contract-fixtures.test-support.ts';
import { createParsedDocument, type ParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

const obligationsOfText = (text: string, readerRole?: string) =>
  analyzeDocument(createParsedDocument('txt', [text], true), readerRole ? { readerRole } : {})
    .obligations;
const obligationsOf = (name: Parameters<typeof loadContractFixture>[0]) =>
  analyzeDocument(loadContractFixture(name).document as ParsedDocument).obligations;

const PREAMBLE =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made between Acme Corp. ("Customer") and Beta LLC ("Supplier").\n\n';

const FRANCHISE_PREAMBLE =
  'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Pizza Co., a Delaware corporation ("Franchisor"), and Jane Smith ("Franchisee").\n\n';
const dutiesOf = (text: string) =>
  obligationsOfText(FRANCHISE_PREAMBLE + text, 'Franchisee').map(
    ({ party, action }) => `${party}: ${action}`,
  );

describe('extractObligations', () => {
  it('writes each duty whole, with its deadline and trigger', () => {
    const invoice = obligationsOf('consulting-agreement').find(
      (obligation) => obligation.deadline?.trigger,
    );
    expect(invoice).toMatchObject({
      party: 'Company',
      action: 'pay each invoice within 30 days after receipt of an invoice',
      type: 'payment',
      burdens: ['Company'],
      favours: ['Consultant'],
      deadline: {
        text: 'within 30 days after receipt of an invoice',
        duration: { value: 30, unit: 'day' },
        trigger: 'receipt of an invoice',
      },
    });
  });

  it('never starts a duty with the filing stamp its sentence runs across', () => {
    const duties = obligationsOfText(
      `${PREAMBLE}2. Obligations of Supplier.\n\ne. Supplier shall deliver the Products monthly. Source: BETA LLC, 8-K, 11/9/2018\n\nf. Supplier shall keep accurate records of all deliveries.\n\ng. Supplier shall send Customer a report every quarter.\n\nSource: BETA LLC, 8-K, 11/9/2018`,
      'Supplier',
    ).map((duty) => duty.quote);
    expect(duties.find((quote) => quote.includes('keep accurate records'))).toMatch(
      /^f\. Supplier shall keep/,
    );
  });

  it('keeps a duty whose list names amendments: "bear the costs of amendments ..., including:"', () => {
    const duties = obligationsOfText(
      `${PREAMBLE}7. Costs. Customer will bear the costs of the Services and of any amendments to the Statement of Work, including, without limitation:\n\n(a) travel expenses; and\n\n(b) filing fees.`,
      'Customer',
    ).map((duty) => duty.quote);
    expect(duties.some((quote) => quote.includes('Customer will bear the costs'))).toBe(true);
  });

  it('reads schedules, restrictions and types, the reader’s own first', () => {
    const lease = obligationsOf('residential-lease');
    expect(lease[0]).toMatchObject({
      party: 'Tenant',
      type: 'payment',
      deadline: { recurrence: 'on the first day of each month' },
    });
    expect(
      obligationsOf('employment-agreement')
        .filter((obligation) => obligation.type === 'restriction')
        .map((obligation) => obligation.action),
    ).toEqual([
      'not engage in or work for any business that competes with Employer anywhere in the United States',
      'not solicit any employee of Employer to leave its employment',
      'not disclose any confidential information of Employer during or after employment',
    ]);
    const report = obligationsOf('loan-note').find((obligation) => obligation.type === 'reporting');
    expect(report?.deadline).toMatchObject({
      duration: { value: 90, unit: 'day' },
      trigger: 'the end of each fiscal year',
    });
  });

  it('skips definitions, exclusions of liability, rights, options and passives', () => {
    const actions = obligationsOf('terms-of-service').map((obligation) => obligation.action);
    expect(actions.some((action) => /liable/.test(action))).toBe(false);
    const obligations = obligationsOfText(
      PREAMBLE +
        '1. "Services" shall mean the work described in Exhibit A. Neither party shall be liable for delays. ' +
        'Neither party shall disclose the terms of this Agreement. Supplier shall have the right to audit. ' +
        'Customer will have the option to renew for two additional terms. Customer will be informed of any delay. ' +
        'The parties shall be relieved of their respective obligations.',
    );
    expect(obligations.map(({ party, action, type }) => ({ party, action, type }))).toEqual([
      {
        party: 'Each party',
        action: 'not disclose the terms of this Agreement',
        type: 'restriction',
      },
    ]);
  });

  it('lists a duty once, and each clause of a sentence for the party it binds', () => {
    const obligations = obligationsOfText(
      PREAMBLE +
        '2. Supplier shall deliver the Goods within ten (10) days after each order; and Customer shall pay each invoice within thirty (30) days. ' +
        '3. Supplier shall deliver the Goods within ten (10) days after each order.',
      'Customer',
    );
    expect(obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'Customer: pay each invoice within thirty (30) days',
      'Supplier: deliver the Goods within ten (10) days after each order',
    ]);
  });

  it('reads a list item with its lead-in, and binds "you" where the text says "you shall ... us"', () => {
    const obligations = obligationsOfText(
      'FRANCHISE AGREEMENT\n\nThis Franchise Agreement is made between Pizza Co., a Delaware corporation ("Franchisor", "we" or "us"), and Jane Smith ("Franchisee" or "you").\n\n' +
        '4. You shall not:\n(a) sell any product we have not approved;\n(b) operate the Restaurant outside the Territory.\n\n' +
        '5. You shall indemnify, defend and hold us harmless from all claims arising from the Restaurant.',
      'Franchisee',
    );
    expect(
      obligations.map(({ party, action, burdens, favours }) => ({
        party,
        action,
        burdens,
        favours,
      })),
    ).toEqual([
      {
        party: 'Franchisee',
        action: 'not sell any product we have not approved',
        burdens: ['Franchisee'],
        favours: ['Franchisor'],
      },
      {
        party: 'Franchisee',
        action: 'not operate the Restaurant outside the Territory',
        burdens: ['Franchisee'],
        favours: ['Franchisor'],
      },
      {
        party: 'Franchisee',
        action:
          'indemnify, defend and hold us harmless from all claims arising from the Restaurant',
        burdens: ['Franchisee'],
        favours: ['Franchisor'],
      },
    ]);
  });

  it('starts the clock at the event that opens the sentence', () => {
    const [returning] = obligationsOfText(
      PREAMBLE + '6. Upon termination of this Agreement, Supplier shall return all Customer data.',
    );
    expect(returning).toMatchObject({
      action: 'return all Customer data',
      deadline: { trigger: 'termination of this Agreement' },
    });
  });

  it('takes a list item’s verb only from a lead-in that ends in it: conditions and grounds are not duties', () => {
    const obligations = obligationsOfText(
      PREAMBLE +
        '7. Customer may terminate this Agreement if Supplier:\n(a) becomes insolvent;\n(b) stops conducting business.\n\n' +
        '8. Supplier will indemnify Customer against any claim based on:\n(a) a breach of this Agreement by Supplier;\n(b) the negligence of Supplier.\n\n' +
        '9. Supplier will, at its own expense:\n(a) keep the Goods insured;\n(b) maintain accurate records.',
      'Customer',
    );
    expect(obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'Supplier: indemnify Customer against any claim based on',
      'Supplier: keep the Goods insured',
      'Supplier: maintain accurate records',
    ]);
  });

  it('reads terms of service as they speak: imperatives, contractions, liability lists', () => {
    const obligations = obligationsOfText(
      'TERMS OF SERVICE\n\nThese Terms govern your use of Cloudbox, provided by Cloudbox Inc. ("Cloudbox", "we", "us").\n\n' +
        '1. Your account. Don’t share your account credentials with anyone. You agree to the following:\n(a) keep your password secret;\n(b) tell us about any breach.\n\n' +
        '2. Billing. We’ll bill you on each renewal date. We won’t be liable for:\n(i) any lost profits;\n(ii) any loss of data.',
      'User',
    );
    expect(obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'User: not share your account credentials with anyone',
      'User: keep your password secret',
      'User: tell us about any breach',
      'Provider: bill you on each renewal date',
    ]);
  });
  // Construction: a dispute clause says how a mediation or arbitration runs. What the mediator,
  // arbitrator, tribunal, court or expert does, and where, in what language and under what
  // rules the proceeding goes, bind no party to act.
  it('leaves out what the neutral or the proceeding does, even where the parties agree to it', () => {
    expect(
      dutiesOf(
        '18. Disputes. The mediator shall be selected by the American Arbitration Association ("AAA"). ' +
          'The AAA shall appoint the arbitrator within 15 days. ' +
          'The arbitrator shall render a decision within 30 days after the hearing. ' +
          'The arbitration shall be conducted in Dallas, Texas, in the English language. ' +
          'The mediation will take place in Dallas with the costs being borne equally by the parties. ' +
          'The parties agree that the expert shall determine the Fair Market Value within 30 days. ' +
          'The court shall award reasonable attorneys’ fees to the prevailing party. ' +
          'Franchisee shall pay the Royalty Fee on the tenth day of each month.',
      ),
    ).toEqual(['Franchisee: pay the Royalty Fee on the tenth day of each month']);
  });

  // Construction: choosing the mediator or arbitrator, agreeing to mediate, attending and
  // exchanging papers are steps of the procedure that bind both sides alike, deadline or not.
  // Paying for it, keeping it confidential, and one side's own act by a deadline stay duties.
  it('leaves out the steps of the procedure, and keeps its money, secrecy and one side’s deadlines', () => {
    expect(
      dutiesOf(
        '18. Mediation. The parties shall select a mediator from the list provided by the AAA within 15 days. ' +
          'Franchisor and Franchisee shall each appoint one arbitrator, and the two arbitrators so appointed shall appoint a third. ' +
          'At least seven days before the first session, each party shall deliver to the mediator a written summary of its position. ' +
          'The parties shall attend the mediation in person. ' +
          'Before filing suit, the parties shall submit any dispute to mediation in Dallas, Texas. ' +
          'Franchisee shall pay the mediator’s fees within 30 days. ' +
          'Each party shall bear its own costs of the mediation. ' +
          'The parties shall keep the mediation confidential. ' +
          'Franchisee shall deliver its accounting records to the arbitrator within 10 days after the demand.',
      ),
    ).toEqual([
      'Franchisee: pay the mediator’s fees within 30 days',
      'Each party: bear its own costs of the mediation',
      'Each party: keep the mediation confidential',
      'Franchisee: deliver its accounting records to the arbitrator within 10 days after the demand',
    ]);
  });

  // Construction: "shall be deemed given when ..." is a rule of evidence about notices; joined
  // to a duty it is not part of the duty, nor its deadline.
  it('leaves out when a notice is deemed given, alone or joined to a duty', () => {
    const obligations = obligationsOfText(
      FRANCHISE_PREAMBLE +
        '20. Notices. All notices shall be in writing and shall be deemed given when delivered by hand. ' +
        'Notices to Franchisee will be deemed received three days after mailing. ' +
        'Franchisee shall send notices by certified mail, and each notice shall be deemed given upon receipt.',
      'Franchisee',
    );
    expect(obligations.map(({ party, action, deadline }) => ({ party, action, deadline }))).toEqual(
      [{ party: 'Franchisee', action: 'send notices by certified mail', deadline: null }],
    );
  });
  it('keeps a party’s duty where the proceeding only qualifies its subject, or the party is ICC', () => {
    const obligations = obligationsOfText(
      'SERVICES AGREEMENT\n\nThis Services Agreement is made between Investors Capital Corporation ("ICC") and Beta LLC ("Supplier").\n\n' +
        '1. ICC shall maintain its books and records as required by law. ' +
        'The non-prevailing party in the arbitration shall pay all fees and charges of the arbitrator. ' +
        'Supplier shall maintain such communication links as are deemed necessary by ICC.',
      'Supplier',
    );
    expect(obligations.map(({ party, action }) => `${party}: ${action}`)).toEqual([
      'Each party: pay all fees and charges of the arbitrator',
      'Supplier: maintain such communication links as are deemed necessary by ICC',
      'ICC: maintain its books and records as required by law',
    ]);
  });
});
