import { describe, expect, it } from 'vitest';
import { findMissingClauses } from '../../findings/find-missing-clauses.ts';
import { splitSentences } from '../../text/split-sentences.ts';
import { readForms } from '../read-forms.ts';

// Construction: terms incorporated by reference (issue 30, forms). Terms the document names but
// does not contain are "in the referenced terms, not provided"; terms it contains, or quotes,
// are neither "not provided" nor missing.

const CLAUSE =
  'Each party will keep the other party’s information confidential, will use it only to perform this Agreement, and will return or destroy it at the end of the term, except copies kept under a routine backup policy, which stay confidential for as long as they are kept.';
const BODY = Array.from(
  { length: 8 },
  (_, index) => `${index + 1}. Section ${index + 1}\n${index + 1}.1 ${CLAUSE}`,
).join('\n\n');

/** The incorporated terms of a text, each as "provided" or "not provided" with its name. */
const incorporatedIn = (text: string) =>
  readForms(text).incorporated.map(
    (terms) => `${terms.provided ? 'provided' : 'not provided'}: ${terms.name}`,
  );

describe('terms incorporated by reference', () => {
  it.each([
    [
      'generic terms published at an address',
      'The Standard Terms at www.example.com/terms are incorporated by reference.',
      ['not provided: Standard Terms'],
    ],
    [
      'general terms in an exhibit the document lacks',
      'Each order is subject to the General Terms and Conditions attached as Exhibit A.\n\nSigned by the parties.',
      ['not provided: General Terms and Conditions (Exhibit A)'],
    ],
    [
      'general terms in an exhibit the document has',
      'Each order is subject to the General Terms and Conditions attached as Exhibit A.\n\nSigned by the parties.\n\nEXHIBIT A\nGeneral Terms and Conditions\n1. Payment is due in 30 days.',
      ['provided: General Terms and Conditions (Exhibit A)'],
    ],
    [
      'terms set out in a schedule the document lacks',
      'Supplier will sell the Products on the Terms and Conditions of Sale set out in Schedule 2.',
      ['not provided: Terms and Conditions of Sale (Schedule 2)'],
    ],
    [
      'a named form the parties enter into',
      'By signing this Cover Page, the parties enter into the Bonterms Mutual NDA (Version 1.0) (available at https://bonterms.com/forms/bonterms-mutual-nda-v1/).',
      ['not provided: Bonterms Mutual NDA Standard Terms Version 1.0'],
    ],
    [
      'a named form whose body follows the cover page',
      `This Order Form incorporates the Common Paper Cloud Service Standard Terms Version 2.1 posted at https://commonpaper.com/standards/cloud-service-agreement/2.1.\n\n${BODY}`,
      ['provided: Common Paper Cloud Service Standard Terms Version 2.1'],
    ],
    [
      'terms of use at an address without "www"',
      'Use of the Service is governed by the Terms of Use posted at example.com/legal/terms.',
      ['not provided: Terms of Use'],
    ],
    [
      "a contract's own terms, named without an address",
      'The Terms and Conditions below apply to every order. These Standard Terms control.',
      [],
    ],
    [
      'a definition of standard terms',
      '“Standard Terms” means the terms in Sections 1 to 12 of this Agreement.',
      [],
    ],
  ])('%s', (_, text, expected) => {
    expect(incorporatedIn(text)).toEqual(expected);
  });
});

describe('what the analysis quotes is not missing', () => {
  const segments = splitSentences(
    'CONSULTING AGREEMENT\n\nConsultant will perform the Services described in Schedule 1. Client will pay Consultant within 30 days of each invoice.',
  );
  const missing = (shown: Parameters<typeof findMissingClauses>[3]) =>
    findMissingClauses('Consulting Agreement', [], segments, shown).map((clause) => clause.title);

  it('reports governing law missing when nothing shows it', () => {
    expect(missing({})).toContain('Governing law');
  });

  it('does not when the key terms give governing law, even left blank', () => {
    expect(missing({ keyTerms: [{ kind: 'governing-law', status: 'blank' }] })).not.toContain(
      'Governing law',
    );
  });

  it('does not when a finding quotes a clause of its kind', () => {
    const findings = [
      { category: 'governing-law', quote: 'This Agreement is governed by the laws of Texas.' },
    ];
    expect(missing({ findings })).not.toContain('Governing law');
  });
});
