import { describe, expect, it } from 'vitest';
import { COVER_PAGE } from './document-type-samples.test-support.ts';
import { findIncorporatedTerms } from './find-incorporated-terms.ts';

const CLAUSE =
  'Provider will make the Cloud Service available to Customer during the Subscription Period and will use commercially reasonable efforts to keep it secure, to fix errors Customer reports in writing, and to meet the support commitments described in the Order Form, in each case without charging any fee beyond those the Order Form sets out.';

const ORDER_FORM_WITH_TERMS = `Cloud Service Agreement
Order Form

Framework Terms
The Framework Terms are the Key Terms below and the Common Paper Cloud Service Standard Terms Version 2.1 posted at https://commonpaper.com/standards/cloud-service-agreement/2.1, which are incorporated by reference.

Cloud Service Fees
$2,000 per month

${Array.from({ length: 8 }, (_, index) => `${index + 1}. Section ${index + 1}\n${index + 1}.1 ${CLAUSE}`).join('\n\n')}`;

describe('findIncorporatedTerms', () => {
  it('finds the standard terms a cover page enters into, with its exact words, not provided', () => {
    const [terms, ...others] = findIncorporatedTerms(COVER_PAGE);
    expect(others).toEqual([]);
    expect(terms).toMatchObject({
      name: 'Bonterms Mutual NDA Standard Terms Version 1.0',
      quote:
        'Bonterms Mutual NDA (Version 1.0) (available at https://bonterms.com/forms/bonterms-mutual-nda-v1/',
      provided: false,
    });
    expect(COVER_PAGE.slice(terms?.start, terms?.end)).toBe(terms?.quote);
  });

  it('says the terms are provided when their numbered body follows the order form', () => {
    expect(findIncorporatedTerms(ORDER_FORM_WITH_TERMS)).toEqual([
      expect.objectContaining({
        name: 'Common Paper Cloud Service Standard Terms Version 2.1',
        provided: true,
      }),
    ]);
  });

  it("leaves a contract's own terms and the agreements it names alone", () => {
    const contract =
      'These Standard Terms apply to every order. The Development and License Agreement is hereby incorporated by reference.';
    expect(findIncorporatedTerms(contract)).toEqual([]);
  });

  it('says terms in an exhibit are provided only when the exhibit is in the document', () => {
    const reference =
      'The Terms and Conditions set out in Exhibit A, which is attached hereto, are incorporated herein by reference.';
    const provided = (text: string) => findIncorporatedTerms(text).map((terms) => terms.provided);
    expect(provided(reference)).toEqual([false]);
    expect(provided(`${reference}\n\nEXHIBIT A\nTERMS AND CONDITIONS\n1. Payment.`)).toEqual([
      true,
    ]);
  });
});
