import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { splitSentences } from '../text/split-sentences.ts';
import { classifyDocumentType } from './classify-document-type.ts';

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

  it('names everyday documents by their titles', () => {
    expect(
      classify(
        'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThe parties wish to exchange Confidential Information.',
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
});
