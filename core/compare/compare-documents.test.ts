import { describe, expect, it } from 'vitest';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { parseText } from '../parsing/parse-text.ts';
import { compareDocuments } from './compare-documents.ts';
import { edit, SERVICES_AGREEMENT, toDocument } from './compare-fixtures.test-support.ts';

// The cap removed (and the sections after it renumbered) and the non-solicit lengthened.
const WORSE_FOR_CUSTOMER = edit(
  edit(
    edit(
      edit(SERVICES_AGREEMENT, /4\. Limitation of Liability\.[^\n]*\n\n/, ''),
      '5. Non-Solicitation',
      '4. Non-Solicitation',
    ),
    '6. Governing',
    '5. Governing',
  ),
  'for one (1) year after',
  'for two (2) years after',
);

describe('compareDocuments', () => {
  it('finds nothing changed for the reader in identical documents', () => {
    const comparison = compareDocuments(
      toDocument(SERVICES_AGREEMENT),
      toDocument(SERVICES_AGREEMENT),
    );
    expect(comparison.changes).toEqual([]);
    expect(comparison.keyTerms).toEqual([]);
    expect(comparison.findings).toEqual({ appeared: [], resolved: [], worse: [], better: [] });
    expect(comparison.summary).toMatch(/same thing/);
  });

  it('reads both versions for the same reader and says the cap removed is worse for them', () => {
    const comparison = compareDocuments(
      toDocument(SERVICES_AGREEMENT),
      toDocument(WORSE_FOR_CUSTOMER),
      { readerRole: 'Customer' },
    );
    expect(comparison.reader).toEqual({ party: 'Blue River LLC', role: 'Customer' });
    expect(comparison.changes.map((change) => change.kind)).toEqual(['removed', 'changed']);
    const worse = comparison.findings.worse;
    expect(worse).toContainEqual(
      expect.objectContaining({
        category: 'liability-cap',
        reason: 'the cap on liability was removed',
        before: expect.objectContaining({ page: 1, section: '4 (Limitation of Liability)' }),
      }),
    );
    expect(worse).toContainEqual(
      expect.objectContaining({
        type: 'red-flag',
        reason: 'extended from 1 year to 2 years',
        after: expect.objectContaining({ section: '4 (Non-Solicitation)' }),
      }),
    );
    expect(comparison.keyTerms).toContainEqual(
      expect.objectContaining({ kind: 'liability-cap', after: null }),
    );
    expect(comparison.summary).toMatch(/^The new version removes your liability cap and extends/);
  });

  it('says the same edit read backwards gives the cap back, in the reader’s favour', () => {
    const comparison = compareDocuments(
      toDocument(WORSE_FOR_CUSTOMER),
      toDocument(SERVICES_AGREEMENT),
      { readerRole: 'Customer' },
    );
    expect(comparison.findings.better.map((change) => change.reason)).toEqual(
      expect.arrayContaining(['a cap on liability was added', 'shortened from 2 years to 1 year']),
    );
    expect(comparison.findings.worse).toEqual([]);
  });

  it('reports an automatic renewal added as a risk that appeared', () => {
    const after = edit(
      SERVICES_AGREEMENT,
      'continues for one (1) year.',
      'continues for one (1) year, and thereafter shall automatically renew for successive one (1) year terms unless either party gives notice of non-renewal.',
    );
    const comparison = compareDocuments(toDocument(SERVICES_AGREEMENT), toDocument(after), {
      readerRole: 'Customer',
    });
    const againstReader = [...comparison.findings.appeared, ...comparison.findings.worse];
    expect(againstReader.length).toBeGreaterThan(0);
    expect(
      againstReader.some((change) => /renew/i.test(`${change.category} ${change.reason}`)),
    ).toBe(true);
  });

  it('reads a cap raised on one side’s liability as better for the other side and worse for it', () => {
    const providerCap = edit(
      SERVICES_AGREEMENT,
      /In no event shall either party's aggregate liability[^\n]*/,
      "In no event shall Provider's aggregate liability under this Agreement exceed $50,000.",
    );
    const raised = edit(providerCap, '$50,000', '$500,000');
    const compareFor = (readerRole: string) =>
      compareDocuments(toDocument(providerCap), toDocument(raised), { readerRole });
    const customer = compareFor('Customer');
    expect(customer.findings.better.map((change) => change.reason)).toEqual([
      'the cap raised from $50,000 to $500,000',
    ]);
    expect(customer.findings.worse).toEqual([]);
    const provider = compareFor('Provider');
    expect(provider.findings.worse.map((change) => change.reason)).toEqual([
      'the cap on your liability raised from $50,000 to $500,000',
    ]);
    expect(provider.summary).toMatch(/^The new version raises the cap on your liability from/);
  });

  it('names the definitions that changed, since they change every clause using them', () => {
    const defined = edit(
      SERVICES_AGREEMENT,
      '1. Services.',
      '1. Definitions. “Customer Data” means the data Customer uploads to the services.\n\n1A. Services.',
    );
    const widened = edit(
      defined,
      'the data Customer uploads',
      'any data Customer or its users provide',
    );
    const comparison = compareDocuments(toDocument(defined), toDocument(widened), {
      readerRole: 'Customer',
    });
    expect(comparison.summary).toContain(
      'Read the changed definition first (“Customer Data”): it changes what every clause using the word covers.',
    );
    expect(comparison.summary).toMatch(/In all, 1 place differs: 1 changed\.$/);
  });

  it('compares a new version that no longer names the old one’s reader, read for its own', () => {
    const renamed = SERVICES_AGREEMENT.replaceAll('Customer', 'Client');
    const comparison = compareDocuments(toDocument(SERVICES_AGREEMENT), toDocument(renamed), {
      readerRole: 'Customer',
    });
    expect(comparison.changes.length).toBeGreaterThan(0);
    expect(comparison.reader?.role).toBe('Client');
  });

  it('says once a notice period two red flags quote moved', () => {
    const old = loadContractFixture('consulting-agreement').document;
    const longer = parseText(
      new TextEncoder().encode(
        edit(old.text, 'ten (10) days written notice', 'thirty (30) days written notice'),
      ),
    );
    const comparison = compareDocuments(old, longer, { readerRole: 'Consultant' });
    expect(comparison.findings.better.map((change) => change.reason)).toEqual([
      'extended from 10 days to 30 days',
    ]);
    expect(comparison.summary).toMatch(
      /^The new version extends “[^”]+” from 10 days to 30 days\./,
    );
  });

  it('says a risk whose clause was removed is gone only when no other clause carries it', () => {
    const indemnity =
      '7. Indemnity. Customer shall indemnify, defend and hold harmless Provider from any and all claims arising out of the services.';
    const further =
      '8. Further Indemnity. Customer shall also indemnify Provider against all losses arising from any breach of this Agreement by Customer.';
    const both = edit(
      SERVICES_AGREEMENT,
      'the State of New York.',
      `the State of New York.\n\n${indemnity}\n\n${further}`,
    );
    const onlyOne = compareDocuments(
      toDocument(both),
      toDocument(edit(both, `\n\n${indemnity}`, '')),
      {
        readerRole: 'Customer',
      },
    );
    expect(onlyOne.findings.resolved).toEqual([]);
    expect(onlyOne.findings.appeared).toEqual([]);
    expect(onlyOne.findings.better).toEqual([
      expect.objectContaining({
        category: 'indemnification',
        before: expect.objectContaining({ section: '7 (Indemnity)' }),
        after: expect.objectContaining({ section: '8 (Further Indemnity)' }),
      }),
    ]);
    expect(onlyOne.summary).toMatch(
      /^The new version removes one clause behind “[^”]+”, though another still carries it\./,
    );

    const single = edit(
      SERVICES_AGREEMENT,
      'the State of New York.',
      `the State of New York.\n\n${indemnity}`,
    );
    const none = compareDocuments(toDocument(single), toDocument(SERVICES_AGREEMENT), {
      readerRole: 'Customer',
    });
    expect(none.findings.resolved.map((change) => change.category)).toContain('indemnification');
  });
});
