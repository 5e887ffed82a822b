import { describe, expect, it } from 'vitest';
import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import {
  loadContractFixture,
  type ContractFixture,
} from '../../../tests/support/contract-fixtures.test-support.ts';
import { analyzeDocument } from '../analyze-document.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { extractParties } from '../reading/facts/extract-parties.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { chooseReader } from '../reading/perspective/choose-reader.ts';
import { buildSides } from '../reading/perspective/sides.ts';
import { readProvisions } from '../reading/read-provisions.ts';
import { buildRedFlags } from './build-red-flags.ts';
import { findDocumentGroup, findReaderRule } from '../playbooks/profiles/profiles.ts';

const TYPES: Record<ContractFixture, string> = {
  'consulting-agreement': 'Consulting Agreement',
  'residential-lease': 'Residential Lease',
  'employment-agreement': 'Employment Agreement',
  'loan-note': 'Loan Agreement',
  'terms-of-service': 'Terms of Service',
  'mutual-nda': 'NDA',
  recipe: 'Other Legal Document',
  'short-story': 'Other Legal Document',
};

/** The findings of a fixture for its default reader (or `role`), as analyzeDocument builds them. */
function findingsOf(
  name: ContractFixture,
  options: { clauses?: Clause[]; documentType?: string; role?: string; text?: string } = {},
) {
  const { document, segments } = options.text ? withText(options.text) : loadContractFixture(name);
  const documentType = options.documentType ?? TYPES[name];
  const sides = buildSides(
    document.text,
    extractParties(document, segments),
    findDocumentGroup(documentType) === 'consumer',
  );
  const reader = chooseReader(
    sides,
    findReaderRule(documentType, document.text),
    document.text,
    options.role,
  );
  return buildRedFlags({
    document,
    segments,
    clauses: options.clauses ?? [],
    documentType,
    reader,
    provisions: readProvisions(document.text, segments, reader.sides),
    isExcluded: () => false,
  });
}

/** A text of our own, read as an uploaded TXT file. */
function withText(text: string) {
  const document = createParsedDocument('txt', [text], true);
  return { document, segments: splitSentences(document.text) };
}

/** A clause the learned model found over the whole of a sentence. */
function learnedClause(text: string, sentence: string, category: string): Clause {
  const start = text.indexOf(sentence);
  return {
    category,
    title: category,
    text: sentence,
    start,
    end: start + sentence.length,
    page: 1,
    probability: 0.9,
  };
}

const familiesOf = (name: ContractFixture, role?: string) =>
  findingsOf(name, { role })
    .redFlags.map((flag) => `${flag.category}:${flag.severity}`)
    .sort();

describe('buildRedFlags', () => {
  it('reads the consulting agreement for the consultant: their indemnity and unlimited liability first', () => {
    const { redFlags, protections } = findingsOf('consulting-agreement');
    expect(redFlags.slice(0, 2).map((flag) => flag.category)).toEqual([
      'uncapped-liability',
      'indemnification',
    ]);
    expect(familiesOf('consulting-agreement')).toEqual([
      'automatic-renewal:low',
      'cap-on-liability:medium',
      'indemnification:high',
      'ip-ownership-assignment:low',
      'missing-attachment:low',
      'termination-for-convenience:medium',
      'uncapped-liability:high',
    ]);
    expect(redFlags.every((flag) => flag.burdens.includes('Consultant'))).toBe(true);
    expect(protections).toEqual([]);
  });

  it("reads the same agreement for the company: the consultant's burdens become protections", () => {
    const { redFlags, protections } = findingsOf('consulting-agreement', { role: 'Company' });
    expect(redFlags.map((flag) => flag.category)).not.toContain('indemnification');
    expect(protections.map((item) => item.title)).toEqual(
      expect.arrayContaining([
        'They cover your losses',
        'Their liability has no upper limit',
        'You can end the contract',
        'Your liability is capped',
      ]),
    );
  });

  it('flags a lease for the tenant: deposit, repairs, guarantee, renewal, exit fee, entry, rule changes, jury', () => {
    expect(familiesOf('residential-lease')).toEqual([
      'automatic-renewal:medium',
      'early-termination-fee:medium',
      'jury-waiver:low',
      'personal-guarantee:high',
      'repairs-on-tenant:high',
      'right-of-entry:medium',
      'unilateral-change:medium',
    ]);
  });

  it('treats a non-compete and invention assignment in employment as serious for the employee', () => {
    expect(familiesOf('employment-agreement')).toEqual([
      'arbitration:medium',
      'assignment-of-inventions:high',
      'assignment-of-inventions:high',
      'at-will:low',
      'liquidated-damages:high',
      'no-solicit-of-employees:medium',
      'non-compete:high',
    ]);
    // Earlier inventions are their own, more serious point, under the same category.
    const prior = findingsOf('employment-agreement').redFlags.find((flag) =>
      flag.id.startsWith('prior-inventions'),
    );
    expect(prior?.quote).toBe(
      'Employee also assigns to Employer all prior inventions listed or not listed in Exhibit B.',
    );
  });

  it('flags the loan note for the borrower: acceleration, confession of judgment, guarantee, late fees, waivers', () => {
    expect(familiesOf('loan-note')).toEqual([
      'acceleration-on-default:high',
      'confession-of-judgment:high',
      'jury-waiver:low',
      'late-fees-and-interest:medium',
      'personal-guarantee:high',
      'waiver-of-rights:medium',
    ]);
  });

  it("flags the consumer terms of service for the user, the provider's rights included", () => {
    // The consumer-terms model decides CLAUDETTE's categories, so the whole engine reads it.
    const { redFlags } = analyzeDocument(loadContractFixture('terms-of-service').document);
    expect(redFlags.map((flag) => `${flag.category}:${flag.severity}`).sort()).toEqual([
      'arbitration:high',
      'automatic-renewal:medium',
      'class-action-waiver:high',
      'content-removal:medium',
      'contract-by-using:low',
      'jurisdiction:medium',
      'limitation-of-liability:medium',
      'privacy-by-using:low',
      'unilateral-change:medium',
      'unilateral-termination:medium',
    ]);
    const removal = redFlags.find((flag) => flag.category === 'content-removal');
    expect(removal).toMatchObject({ burdens: ['User'], favours: ['Provider'] });
  });

  it('finds nothing in a fair NDA, a recipe or a story', () => {
    expect(findingsOf('mutual-nda').redFlags).toEqual([]);
    expect(findingsOf('recipe').redFlags).toEqual([]);
    expect(findingsOf('short-story').redFlags).toEqual([]);
  });

  it('weighs the same clause by document type', () => {
    const severityIn = (documentType: string) =>
      findingsOf('employment-agreement', { documentType, role: 'Employee' }).redFlags.find(
        (flag) => flag.category === 'non-compete',
      )?.severity;
    expect([severityIn('Employment Agreement'), severityIn('Supply Agreement')]).toEqual([
      'high',
      'medium',
    ]);
  });

  it('ranks serious flags first and writes every text in plain words', () => {
    const { redFlags } = findingsOf('loan-note');
    expect(redFlags[0]?.severity).toBe('high');
    for (const flag of redFlags) {
      expect(flag.explanation.length).toBeGreaterThan(30);
      expect(flag.suggestion.length).toBeGreaterThan(30);
      expect(flag.explanation).not.toMatch(/\b(?:hereinafter|heretofore|pursuant|indemnitor)\b/i);
    }
  });

  it('adds learned clauses without duplicating a pattern flag over the same sentence', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const start = document.text.indexOf('Company may terminate');
    const end = document.text.indexOf('.', start) + 1;
    const clause = (category: string, probability: number): Clause => ({
      category,
      title: category,
      text: document.text.slice(start, end),
      start,
      end,
      page: 1,
      probability,
    });
    const { redFlags } = findingsOf('consulting-agreement', {
      clauses: [clause('termination-for-convenience', 0.9), clause('audit-rights', 0.2)],
    });
    expect(redFlags.filter((flag) => flag.category === 'termination-for-convenience')).toHaveLength(
      1,
    );
    expect(redFlags.some((flag) => flag.category === 'audit-rights')).toBe(false);
  });

  it("takes the consumer-terms model's word that a term is unfair to the user, whoever the sentence's subject is", () => {
    const { text } = loadContractFixture('terms-of-service').document;
    const start = text.indexOf('By accessing or using');
    const sentence = text.slice(start, text.indexOf('.', start) + 1);
    const learned = learnedClause(text, sentence, 'contract-by-using');
    const asUser = findingsOf('terms-of-service', { clauses: [learned] });
    expect(asUser.redFlags.find((flag) => flag.category === 'contract-by-using')).toMatchObject({
      burdens: ['User'],
      favours: ['Provider'],
    });
    const asProvider = findingsOf('terms-of-service', { clauses: [learned], role: 'Provider' });
    expect(asProvider.redFlags.some((flag) => flag.category === 'contract-by-using')).toBe(false);
  });

  it("reads a right the reader agrees the other side holds as the reader's burden", () => {
    const sentence =
      '8.2 If Franchisor requests in writing, Franchisee agrees that its bank is authorized to send Franchisor a monthly statement of the designated account.';
    const text = [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement is entered into by and between Crust Holdings, Inc. ("Franchisor") and Dana Lee ("Franchisee").',
      sentence,
    ].join('\n\n');
    const { redFlags, protections } = findingsOf('consulting-agreement', {
      text,
      documentType: 'Franchise Agreement',
      clauses: [learnedClause(text, sentence, 'audit-rights')],
    });
    expect(protections.map((item) => item.category)).not.toContain('audit-rights');
    expect(redFlags.find((flag) => flag.category === 'audit-rights')?.burdens).toEqual([
      'Franchisee',
    ]);
  });

  describe('reads the learned clause through its provision', () => {
    const PREAMBLE =
      'SUPPLY AGREEMENT\n\nThis Supply Agreement is made between Acme Medical Inc. ("Buyer") and Beta Coatings LLC ("Supplier").\n\n';
    const findingsFor = (sentence: string, category: string) => {
      const text = `${PREAMBLE}${sentence}`;
      return findingsOf('consulting-agreement', {
        text,
        documentType: 'Supply Agreement',
        role: 'Buyer',
        clauses: [learnedClause(text, sentence, category)],
      });
    };

    it.each([
      '7.2 Buyer has not assigned any of its right, title or interest in or to the Buyer Inventions.',
      '7.3 Buyer Inventions do not include any invention conceived before the Effective Date.',
    ])('a transfer the sentence denies hands nothing over: %s', (sentence) => {
      const { redFlags } = findingsFor(sentence, 'ip-ownership-assignment');
      expect(redFlags.map((flag) => flag.category)).not.toContain('assignment-of-inventions');
    });

    it('a party’s word about what it holds transfers nothing', () => {
      const sentence =
        '(b) Buyer currently holds valid assignments of all inventors’ rights to the Buyer Inventions.';
      const text = `${PREAMBLE}7.4 Buyer hereby represents and warrants to Supplier as follows:\n(a) Buyer is duly organised.\n${sentence}`;
      const { redFlags } = findingsOf('consulting-agreement', {
        text,
        documentType: 'Supply Agreement',
        role: 'Buyer',
        clauses: [learnedClause(text, sentence, 'ip-ownership-assignment')],
      });
      expect(redFlags.map((flag) => flag.category)).not.toContain('assignment-of-inventions');
    });

    it('the other side’s remedy when the reader misses a minimum is the reader’s burden', () => {
      const { redFlags, protections } = findingsFor(
        '2.4 In the event that Buyer fails to purchase the Minimum Quantity in any Contract Year, Supplier may, at its sole election, convert the exclusive licence into a non-exclusive licence.',
        'minimum-commitment',
      );
      expect(protections.map((item) => item.category)).not.toContain('minimum-commitment');
      expect(redFlags.find((flag) => flag.category === 'minimum-commitment')?.burdens).toEqual([
        'Buyer',
      ]);
    });
  });
});
