import { describe, expect, it } from 'vitest';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { analyzeDocument } from '../../analyze-document.ts';

// Construction: a form's unticked options, blanks and notes, as the whole analysis shows them
// (issue 30, forms): never a duty, a finding or a value.
const PREAMBLE =
  'CONSULTING AGREEMENT\n\nThis Consulting Agreement is made between Acme Corp. ("Company") and Jane Smith ("Consultant").\n\n1. Services. Consultant shall provide the services described below.\n\n';

const analyse = (body: string) =>
  analyzeDocument(createParsedDocument('txt', [PREAMBLE + body], true), {
    readerRole: 'Consultant',
  });
const actions = (body: string) => analyse(body).obligations.map((item) => item.action);

describe('a form read as one', () => {
  it('an unticked option is never a duty; the ticked one is', () => {
    const body =
      '2. Non-solicitation.\n[ ] Consultant shall not solicit any employee of Company for two (2) years after termination.\n[X] Consultant shall not solicit any customer of Company for one (1) year after termination.';
    expect(actions(body)).toContain(
      'not solicit any customer of Company for one (1) year after termination',
    );
    expect(actions(body).join(' ')).not.toMatch(/employee of Company/);
  });

  it('an unticked option is never a red flag', () => {
    const analysis = analyse(
      '3. Restrictive covenant.\n☐ Consultant shall not, for five (5) years after termination, directly or indirectly engage in any business that competes with Company anywhere in the world.\n☒ No restrictive covenant applies.',
    );
    expect(analysis.redFlags.map((flag) => flag.category)).not.toContain('non-compete');
  });

  it('an option block runs over the lines under its box', () => {
    const body =
      'Payment Process\n(    )\tPay by invoice\nCompany will pay each invoice within thirty (30) days of receipt.\n( x )\tAutomatic payment\nCompany authorizes Consultant to charge its card on file each month.';
    expect(actions(body).join(' ')).not.toMatch(/pay each invoice/);
  });

  it('a note to the drafter is not a term', () => {
    const body =
      '[Drafting note: Consultant shall indemnify Company for all losses if the parties choose the broad form.]\n\n4. Fees. Company shall pay Consultant $5,000 per month.';
    expect(actions(body).join(' ')).not.toMatch(/indemnify/);
    expect(actions(body)).toContain('pay Consultant $5,000 per month');
  });

  it.each([
    [
      '5. Governing Law. This Agreement is governed by the laws of [Fill in state].',
      'governing-law',
      '[Fill in state]',
    ],
    [
      '5. Governing Law. This Agreement is governed by the laws of ____________.',
      'governing-law',
      '____________',
    ],
    ['5. Fees. Company shall pay Consultant $______ per month.', 'fees', '$______'],
  ])('a blank is left blank, never a value: %s', (body, kind, value) => {
    const term = analyse(body).keyTerms.find((item) => item.kind === kind);
    expect(term).toMatchObject({ status: 'blank' });
    expect(term?.value).toContain(value);
  });
});
