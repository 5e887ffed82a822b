import { describe, expect, it } from 'vitest';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { buildRedline } from './build-redline.ts';
import { edit, SERVICES_AGREEMENT, toDocument } from './compare-fixtures.test-support.ts';
import {
  acceptAll,
  listMarked,
  rejectAll,
  repeatContract,
  splitLines,
  splitWords,
  toPagedDocument,
} from './redline.test-support.ts';

const redline = (after: string, before = SERVICES_AGREEMENT) =>
  buildRedline(toDocument(before), toDocument(after));

/** Accepting every change gives the new text line for line; rejecting them the old words. */
function expectBothVersions(after: string, before = SERVICES_AGREEMENT) {
  const lines = redline(after, before);
  expect(acceptAll(lines)).toEqual(splitLines(after));
  expect(splitWords(rejectAll(lines))).toEqual(splitWords(before));
  return lines;
}

const FEES = /2\. Fees\.[^\n]*\n\n/.exec(SERVICES_AGREEMENT)?.[0] ?? '';

describe('buildRedline', () => {
  it('keeps every line of identical versions and marks nothing', () => {
    const lines = expectBothVersions(SERVICES_AGREEMENT);
    expect(lines.flat().every((run) => run.op === 'equal')).toBe(true);
  });

  it('strikes the old amount and inserts the new one, and nothing else', () => {
    const lines = expectBothVersions(edit(SERVICES_AGREEMENT, '$5,000', '$7,500'));
    expect(listMarked(lines, 'delete')).toEqual(['$5,000']);
    expect(listMarked(lines, 'insert')).toEqual(['$7,500']);
    expect(lines.find((runs) => runs.some((run) => run.op !== 'equal'))).toEqual([
      { op: 'equal', text: '2. Fees. Customer shall pay Provider ' },
      { op: 'delete', text: '$5,000' },
      { op: 'insert', text: '$7,500' },
      { op: 'equal', text: ' per month. Invoices are due within thirty (30) days of receipt.' },
    ]);
  });

  it('inserts an added clause where it stands, and strikes the numbers of the sections after it', () => {
    const after = edit(
      SERVICES_AGREEMENT,
      /5\. Non-Solicitation\.([^\n]*)\n\n6\. Governing/,
      '5. Insurance. Provider shall maintain insurance of at least $$1,000,000.\n\n6. Non-Solicitation.$1\n\n7. Governing',
    );
    const lines = expectBothVersions(after);
    expect(listMarked(lines, 'insert')).toEqual([
      '5. Insurance. Provider shall maintain insurance of at least $1,000,000.',
      '6.',
      '7.',
    ]);
    expect(listMarked(lines, 'delete')).toEqual(['5.', '6.']);
    const inserted = lines.findIndex((runs) => runs[0]?.op === 'insert');
    expect(acceptAll(lines)[inserted - 2]).toMatch(/^4\. Limitation of Liability/);
  });

  it('strikes a deleted sentence where it stood', () => {
    const removed = ' Invoices are due within thirty (30) days of receipt.';
    const lines = expectBothVersions(edit(SERVICES_AGREEMENT, removed, ''));
    expect(listMarked(lines, 'insert')).toEqual([]);
    expect(lines.find((runs) => runs.some((run) => run.op === 'delete'))).toEqual([
      { op: 'equal', text: '2. Fees. Customer shall pay Provider $5,000 per month.' },
      { op: 'delete', text: removed },
    ]);
  });

  it('strikes a removed section with its line breaks, before the section that followed it', () => {
    const section = /4\. Limitation of Liability\.[^\n]*\n\n/.exec(SERVICES_AGREEMENT)?.[0] ?? '';
    const lines = expectBothVersions(edit(SERVICES_AGREEMENT, section, ''));
    expect(listMarked(lines, 'delete')).toEqual([section.trim()]);
    const line = lines.find((runs) => runs.some((run) => run.op === 'delete'));
    expect(line).toEqual([
      { op: 'delete', text: section },
      { op: 'equal', text: expect.stringMatching(/^5\. Non-Solicitation\./) as string },
    ]);
  });

  it('strikes a moved section at its old place and inserts it at its new one', () => {
    const after = edit(SERVICES_AGREEMENT.replace(FEES, ''), '6. Governing', `${FEES}6. Governing`);
    const lines = expectBothVersions(after);
    expect(listMarked(lines, 'delete')).toEqual([FEES.trim()]);
    expect(listMarked(lines, 'insert')).toEqual([FEES.trim()]);
    const struckAt = lines.findIndex((runs) => runs.some((run) => run.op === 'delete'));
    const insertedAt = lines.findIndex((runs) => runs.some((run) => run.op === 'insert'));
    const accepted = acceptAll(lines);
    expect(accepted[struckAt]).toMatch(/^3\. Term and Termination/);
    expect(accepted[insertedAt - 2]).toMatch(/^5\. Non-Solicitation/);
  });

  it('strikes a renumbered section’s old number and inserts its new one', () => {
    const lines = expectBothVersions(
      edit(SERVICES_AGREEMENT, '5. Non-Solicitation', '7. Non-Solicitation'),
    );
    expect(listMarked(lines, 'delete')).toEqual(['5.']);
    expect(listMarked(lines, 'insert')).toEqual(['7.']);
  });

  it('marks only the reworded words of a sentence', () => {
    const lines = expectBothVersions(
      edit(
        SERVICES_AGREEMENT,
        'Invoices are due within thirty (30) days of receipt.',
        'Each invoice must be paid within thirty (30) days after it is received.',
      ),
    );
    expect(listMarked(lines, 'delete')).toEqual(['Invoices are due', 'of receipt']);
    expect(listMarked(lines, 'insert')).toEqual([
      'Each invoice must be paid',
      'after it is received',
    ]);
  });

  it('strikes and inserts punctuation that changed between two words', () => {
    const lines = expectBothVersions(
      edit(SERVICES_AGREEMENT, 'Acme Software Inc., a Delaware', 'Acme Software Inc.; a Delaware'),
    );
    expect(listMarked(lines, 'delete')).toEqual([',']);
    expect(listMarked(lines, 'insert')).toEqual([';']);
  });

  it('keeps words wrapped onto other lines, and breaks lines at \\r\\n, \\r and \\f', () => {
    const after = SERVICES_AGREEMENT.replace('Customer.\n\n2. Fees', 'Customer.\r\n\r\n2. Fees')
      .replace('receipt.\n\n3.', 'receipt.\r\r3.')
      .replace('Provider shall provide', 'Provider shall\fprovide')
      .replace('Customer shall pay', 'Customer\r\nshall pay');
    const lines = redline(after);
    expect(acceptAll(lines)).toEqual(splitLines(after));
    expect(lines.flat().filter((run) => run.op !== 'equal')).toEqual([]);
  });

  it('keeps the page furniture and headings the compare leaves out', () => {
    const page = (number: number, body: string) =>
      `Acme / Blue River Services Agreement\n\n${body}\n\nPage ${number} of 2`;
    const [first = '', second = ''] = SERVICES_AGREEMENT.split('4. Limitation');
    const before = [page(1, first), page(2, `4. Limitation${second}`)].join('\n\n');
    const after = edit(before, '$5,000', '$7,500');
    const lines = expectBothVersions(after, before);
    expect(listMarked(lines, 'delete')).toEqual(['$5,000']);
    expect(listMarked(lines, 'insert')).toEqual(['$7,500']);
  });

  // How fast is `npm run bench compare`'s to say, not a wall clock here.
  it('redlines a contract of about fifty pages with an amount changed, a clause removed and one added', () => {
    const { document } = loadContractFixture('consulting-agreement');
    const long = repeatContract(document.text, 58);
    const late =
      '2.2 Any amount not paid when due shall bear a late charge of 1.5% per month until paid.';
    const added = 'Consultant shall maintain professional liability insurance of $2,000,000.';
    const replaceAt = (text: string, find: string, share: number, replacement: string) => {
      const at = text.indexOf(find, Math.floor(text.length * share));
      return `${text.slice(0, at)}${replacement}${text.slice(at + find.length)}`;
    };
    const edited = replaceAt(
      replaceAt(replaceAt(long, '$12,000', 0.3, '$15,000'), `${late}\n\n`, 0.5, ''),
      '4. CONFIDENTIALITY',
      0.7,
      `${added}\n\n4. CONFIDENTIALITY`,
    );
    const before = toPagedDocument(long);
    const after = toPagedDocument(edited);
    expect(before.pages.length).toBeGreaterThanOrEqual(50);
    const lines = buildRedline(before, after);
    expect(acceptAll(lines)).toEqual(splitLines(after.text));
    expect(splitWords(rejectAll(lines))).toEqual(splitWords(before.text));
    expect(listMarked(lines, 'delete')).toEqual(['$12,000', late]);
    expect(listMarked(lines, 'insert')).toEqual(['$15,000', added]);
  });
});
