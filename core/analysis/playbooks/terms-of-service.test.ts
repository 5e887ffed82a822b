import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The terms-of-service playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'TERMS OF SERVICE\n\nThese Terms of Service are an agreement between you ("User") and Photoly Inc. ("Photoly", "we" or "us") for the use of the Photoly app and website.\n\n';
const USE =
  '1. Use of the Service. You may use the Service for your personal, non-commercial purposes in accordance with these Terms.';
const FEES = '2. Fees. You shall pay the subscription fees shown in the app each month in advance.';

const analyse = (clauses: string[], readerRole = 'User') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const categories = (items: readonly { category: string }[]) => items.map((item) => item.category);

describe('the terms-of-service playbook', () => {
  it('arbitration is serious for the user', () => {
    const analysis = analyse([
      USE,
      FEES,
      '3. Disputes. Any dispute between you and Photoly shall be resolved by binding arbitration administered by the American Arbitration Association.',
    ]);
    const arbitration = analysis.redFlags.find((flag) => flag.category === 'arbitration');
    expect(arbitration?.severity).toBe('high');
  });

  it('an opt-out from arbitration is a protection for the user', () => {
    const analysis = analyse([
      USE,
      FEES,
      '3. Disputes. Any dispute between you and Photoly shall be resolved by binding arbitration.',
      'You may opt out of this arbitration agreement by sending written notice to Photoly within thirty (30) days after you first accept these Terms.',
    ]);
    expect(titles(analysis.protections)).toContain('You can opt out of arbitration');
  });

  it("a perpetual licence to the user's content is flagged", () => {
    const analysis = analyse([
      USE,
      FEES,
      '4. Your Content. You grant Photoly a worldwide, perpetual and irrevocable licence to use, copy and modify the photos you upload.',
    ]);
    const found = categories(analysis.redFlags);
    expect(found.some((category) => /content-licence|perpetual-license/.test(category))).toBe(true);
  });

  it('being liable to the provider for all its losses reads as an indemnity', () => {
    const analysis = analyse([
      USE,
      FEES,
      '5. Responsibility. You will be responsible and liable to us for all claims, losses, costs and expenses arising from your use of the Service.',
    ]);
    expect(titles(analysis.redFlags)).toContain('You answer for all their losses');
  });

  it('being responsible for your own fees and costs is not an indemnity', () => {
    const analysis = analyse([
      USE,
      FEES,
      '5. Your Account. You are responsible for all fees, costs and taxes for your use of the Service and for all activity under your account.',
    ]);
    expect(titles(analysis.redFlags)).not.toContain('You answer for all their losses');
  });

  it('non-refundable fees are flagged for the user', () => {
    const analysis = analyse([
      USE,
      FEES,
      'All subscription fees you pay to Photoly are non-refundable.',
    ]);
    expect(categories(analysis.redFlags).some((category) => /refund/.test(category))).toBe(true);
  });

  it('what burdens the user is no risk to the provider', () => {
    const analysis = analyse(
      [
        USE,
        FEES,
        'You will be responsible and liable to us for all claims, losses, costs and expenses arising from your use of the Service.',
        'All subscription fees you pay to Photoly are non-refundable.',
      ],
      'Photoly',
    );
    expect(analysis.redFlags.filter((flag) => flag.category.startsWith('tos-'))).toEqual([]);
  });
});
