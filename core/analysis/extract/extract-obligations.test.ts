import { describe, expect, it } from 'vitest';
import { loadContractFixture } from '../../../tests/support/contract-fixtures.ts';
import { createParsedDocument, type ParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

const obligationsOfText = (text: string, readerRole?: string) =>
  analyzeDocument(createParsedDocument('txt', [text], true), readerRole ? { readerRole } : {})
    .obligations;
const obligationsOf = (name: Parameters<typeof loadContractFixture>[0]) =>
  analyzeDocument(loadContractFixture(name).document as ParsedDocument).obligations;

const PREAMBLE =
  'SERVICES AGREEMENT\n\nThis Services Agreement is made between Acme Corp. ("Customer") and Beta LLC ("Supplier").\n\n';

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
});
