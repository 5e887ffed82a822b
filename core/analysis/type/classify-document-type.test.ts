import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../../common/analysis/document-types.ts';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { classifyDocumentType, classifyDocumentTypeInDetail } from './classify-document-type.ts';
import { NEW_TYPE_SAMPLES } from './document-type-samples.test-support.ts';

function classify(text: string) {
  const document = createParsedDocument('txt', [text], true);
  return classifyDocumentType(document, splitSentences(text));
}

describe('classifyDocumentType', () => {
  it('names a CUAD contract type from its title', () => {
    const result = classify(
      'EXCLUSIVE DISTRIBUTOR AGREEMENT\n\nThis Exclusive Distributor Agreement is made between Acme Inc. and Beta LLC. Beta shall distribute the Products in the Territory and purchase minimum quantities.',
    );
    expect(result.type).toBe('Distributor Agreement');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('names a term sheet, read with the letter-of-intent playbook', () => {
    expect(
      classify(
        'SERIES A TERM SHEET\n\nThis term sheet summarises the principal terms of the proposed financing. It is not binding except for the confidentiality and exclusivity sections.',
      ).type,
    ).toBe('Term Sheet');
  });

  it('reads a restrictive covenant agreement as a non-compete and non-solicit agreement', () => {
    const result = classify(
      'Employee Restrictive Covenant Agreement\n\nDuring the Restricted Period, Employee must not engage in any Competitive Business and must not solicit any Covered Employee.',
    );
    expect(result.type).toBe('Non-Compete/Non-Solicit Agreement');
  });

  it('names everyday documents by their titles', () => {
    expect(
      classify(
        'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThe parties wish to exchange Confidential Information.',
      ).type,
    ).toBe('NDA');
    expect(
      classify(
        'NON DISCLOSURE AGREEMENT\n\nEach Party wishes to receive Confidential Information from the other Party.',
      ).type,
    ).toBe('NDA');
    expect(
      classify(
        'RESIDENTIAL LEASE AGREEMENT\n\nLandlord leases the premises to Tenant for a monthly rent.',
      ).type,
    ).toBe('Residential Lease');
    expect(
      classify(
        'Terms of Service\n\nBy using our website you agree to these terms. You must be 18 to use it.',
      ).type,
    ).toBe('Terms of Service');
  });

  it('names each kind of document people bring from a short text of it', () => {
    const typed = Object.fromEntries(
      Object.entries(NEW_TYPE_SAMPLES).map(([type, text]) => [type, classify(text).type]),
    );
    expect(typed).toEqual(
      Object.fromEntries(Object.keys(NEW_TYPE_SAMPLES).map((type) => [type, type])),
    );
  });

  it('reads a professional services agreement as a services contract', () => {
    const result = classify(
      'PROFESSIONAL SERVICES AGREEMENT\n\nThis Professional Services Agreement is entered into as of April 2, 2024 between Lakeside Analytics, Inc. ("Client") and Brightpath Consulting LLC ("Consultant"). Consultant shall perform the services described in each Statement of Work, and Client shall pay the fees set out there within 30 days of invoice.',
    );
    expect(result.type).toBe<DocumentType>('Service Agreement');
  });

  it('names a Schedule 13D joint filing agreement, never a joint venture', () => {
    const detail = classifyDocumentTypeInDetail(
      'Exhibit 99.1\n\nJOINT FILING AGREEMENT\n\nIn accordance with Rule 13d-1(k)(1) promulgated under the Securities Exchange Act of 1934, as amended, the undersigned hereby agree to the joint filing with each other on behalf of each of them of a Statement on Schedule 13D (including amendments thereto) with respect to the Common Stock of Harbor Therapeutics, Inc. Each of the undersigned is responsible for the timely filing of such statement and for the completeness and accuracy of the information concerning it. This Joint Filing Agreement may be executed in counterparts.\n\nDated: April 8, 2020\n\nClarus Ventures IV, L.P.\nBy: /s/ Robert Liptak',
    );
    expect(detail.type).toBe('Joint Filing Agreement');
    expect(detail.route).toBe('everyday-title');
  });

  it('reads an amendment as one, and knows what it amends', () => {
    const detail = classifyDocumentTypeInDetail(NEW_TYPE_SAMPLES.Amendment);
    expect(detail).toMatchObject({ type: 'Amendment', amends: 'Service Agreement' });
  });

  it('names a convertible note by its title, though the title also says "promissory note"', () => {
    const body =
      '\n\nFor value received, Rocket Labs, Inc. (the "Company") promises to pay to Pat Lee (the "Investor") the principal amount of $100,000 with interest at 6% per annum. The outstanding principal converts into shares of preferred stock on a Qualified Financing.';
    for (const title of [
      'CONVERTIBLE PROMISSORY NOTE',
      'Convertible Note Purchase Agreement',
      'SECURED CONVERTIBLE PROMISSORY NOTE',
      'Convertible Notes Purchase Agreement',
    ])
      expect(classify(title + body).type, title).toBe<DocumentType>('Convertible Note');
    // A plain promissory note, and a note purchase agreement that never says the notes convert
    // (a private placement of senior notes), stay loans.
    expect(classify('PROMISSORY NOTE' + body.replace(/ The outstanding[^]*$/, '')).type).toBe(
      'Loan Agreement',
    );
    expect(
      classify(
        'NOTE PURCHASE AGREEMENT\n\nThis Loan Agreement is made between Rocket Labs, Inc. ("Issuer") and Pat Lee ("Investor"). Issuer shall repay the principal of the Note with interest at 6% per annum.',
      ).type,
    ).toBe('Loan Agreement');
    // The head of an untitled note purchase agreement that sells convertible notes says so.
    expect(
      classify(
        'NOTE PURCHASE AGREEMENT\n\nThe Company wishes to sell, and the Investors wish to purchase, a convertible promissory note of the Company on the terms of this Agreement.',
      ).type,
    ).toBe('Convertible Note');
  });

  it('never claims more than even odds for a document it cannot place', () => {
    // A data processing agreement without its title: nothing in it is a type the model learned.
    const result = classify(
      'The Processor shall process Personal Data only on documented instructions from the Controller. The Processor shall implement appropriate technical and organisational measures to protect Personal Data. The Processor shall not engage another processor without prior written authorisation of the Controller. The Processor shall notify the Controller without undue delay after becoming aware of a Personal Data Breach.',
    );
    expect(result.type).toBe('Other Legal Document');
    expect(result.confidence).toBeLessThanOrEqual(0.5);
  });

  it('gives measured, not fixed, confidences: a title naming the type is surer than a guess', () => {
    const title = classify(NEW_TYPE_SAMPLES.Guaranty).confidence;
    expect(title).toBeGreaterThan(0.8);
    expect(title).toBeLessThan(1);
    expect([0.85, 0.8, 0.75, 0.6]).not.toContain(title);
  });
});
