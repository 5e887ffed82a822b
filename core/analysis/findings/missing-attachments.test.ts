import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/split-sentences.ts';
import { findMissingAttachments } from './missing-attachments.ts';

describe('findMissingAttachments', () => {
  it('names the exhibits the text relies on but does not contain, at the sentence about money', () => {
    const text = [
      'SUPPLY AGREEMENT',
      '1. Supplier shall deliver the Products described in Exhibit A.',
      '2. Buyer shall pay the prices set out in Schedule 2 within thirty days.',
      '3. The fees are further described in Exhibit A.',
      'EXHIBIT A',
      'Products: organic flour, 50 kg bags.',
    ].join('\n\n');
    const missing = findMissingAttachments(splitSentences(text));
    expect(missing.map((item) => item.name)).toEqual(['Schedule 2']);
    expect(text.slice(missing[0]?.start, missing[0]?.end)).toBe('Schedule 2');
  });

  it('prefers the reference that says what the attachment holds', () => {
    const text = [
      'SERVICES AGREEMENT',
      '1. This Agreement includes Exhibit B.',
      '2. Customer shall pay the fees set out in Exhibit B.',
    ].join('\n\n');
    const [missing] = findMissingAttachments(splitSentences(text));
    expect(text.slice(0, missing?.start)).toContain('Customer shall pay the fees set out in');
  });
});
