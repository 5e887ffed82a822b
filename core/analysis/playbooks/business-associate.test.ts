import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../parsing/parsed-document.ts';
import { analyzeDocument } from '../analyze-document.ts';

// The business associate playbook, one construction per point a lawyer checks (decision 025).
const HEAD =
  'BUSINESS ASSOCIATE AGREEMENT\n\nThis Business Associate Agreement is made between Lakeside Clinic PC ("Covered Entity") and ChartScribe Inc. ("Business Associate") under HIPAA.\n\n';
const USE =
  '1. Use. Business Associate shall not use or disclose Protected Health Information other than to perform the services.';
const SAFEGUARDS =
  '2. Safeguards. Business Associate shall use appropriate safeguards and comply with Subpart C of 45 C.F.R. Part 164.';
const REPORT = (when: string) =>
  `3. Reporting. Business Associate shall report to Covered Entity any Breach of Unsecured Protected Health Information ${when}.`;
const REST = [
  '4. Subcontractors. Business Associate shall ensure that any subcontractors that handle Protected Health Information agree to the same restrictions.',
  '5. Individual Rights. Business Associate shall document disclosures of Protected Health Information so that Covered Entity can give an accounting of disclosures.',
  '6. Records. Business Associate shall make its books and records available to the Secretary.',
  '7. Termination. Covered Entity may terminate this Agreement if Business Associate violates a material term.',
  '8. Return. On termination, Business Associate shall return or destroy all Protected Health Information.',
];
const FAIR = [USE, SAFEGUARDS, REPORT('within five (5) business days after discovery'), ...REST];

const analyse = (clauses: string[], readerRole = 'Covered Entity') =>
  analyzeDocument(createParsedDocument('txt', [HEAD + clauses.join('\n\n')], true), {
    readerRole,
  });
const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const ours = (items: readonly { category: string }[]) =>
  items.filter((item) => item.category.startsWith('baa-'));

describe('the business associate playbook', () => {
  it('a complete BAA raises none of its points for the covered entity', () => {
    expect(ours(analyse(FAIR).redFlags)).toEqual([]);
  });

  it('a breach report later than the market allows is flagged; no deadline too', () => {
    const late = [USE, SAFEGUARDS, REPORT('within sixty (60) days after discovery'), ...REST];
    expect(titles(analyse(late).redFlags)).toContain('Breaches are reported to you late');
    const untimed = [USE, SAFEGUARDS, REPORT('in writing'), ...REST];
    expect(titles(analyse(untimed).redFlags)).toContain('No deadline to report a breach');
  });

  it('missing subcontractor, return and termination terms are flagged', () => {
    const flags = titles(analyse([USE, SAFEGUARDS, REPORT('within five (5) days')]).redFlags);
    expect(flags).toEqual(
      expect.arrayContaining([
        'Nothing binds its subcontractors',
        'Nothing on returning or destroying the information',
        'No right to end it for a violation',
      ]),
    );
  });

  it('what the covered entity lacks is no risk to the business associate', () => {
    const analysis = analyse([USE, REPORT('in writing')], 'Business Associate');
    expect(ours(analysis.redFlags)).toEqual([]);
  });
});
