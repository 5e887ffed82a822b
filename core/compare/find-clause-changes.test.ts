import { describe, expect, it } from 'vitest';
import { edit, SERVICES_AGREEMENT, toDocument } from './compare-fixtures.test-support.ts';
import { findClauseChanges } from './find-clause-changes.ts';

const compare = (after: string) =>
  findClauseChanges(toDocument(SERVICES_AGREEMENT), toDocument(after));

describe('findClauseChanges', () => {
  it('reports nothing for identical documents', () => {
    expect(compare(SERVICES_AGREEMENT)).toEqual([]);
  });

  it('ignores a different line layout of the same words', () => {
    expect(
      compare(SERVICES_AGREEMENT.replace('Provider shall provide', 'Provider shall\nprovide')),
    ).toEqual([]);
  });

  it('reports a section given a new number in place as moved, with both numbers', () => {
    const changes = compare(edit(SERVICES_AGREEMENT, '5. Non-Solicitation', '7. Non-Solicitation'));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'moved',
      sectionBefore: { number: '5', heading: 'Non-Solicitation' },
      sectionAfter: { number: '7', heading: 'Non-Solicitation' },
    });
  });

  it('reports a section moved elsewhere as one move, not a deletion and an insertion', () => {
    const fees = /2\. Fees\.[^\n]*\n\n/.exec(SERVICES_AGREEMENT)?.[0] ?? '';
    const after = edit(SERVICES_AGREEMENT.replace(fees, ''), '6. Governing', `${fees}6. Governing`);
    const changes = compare(after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'moved',
      sectionBefore: { number: '2', heading: 'Fees' },
      sectionAfter: { number: '2', heading: 'Fees' },
    });
    expect(changes[0]?.after).toContain('$5,000 per month');
    expect(changes[0]?.startAfter).toBeGreaterThan(after.indexOf('5. Non-Solicitation'));
  });

  it('reports a renumbered move as moved and the sections renumbered after it as nothing', () => {
    const after = [
      'SERVICES AGREEMENT',
      /This Services Agreement[^\n]*/.exec(SERVICES_AGREEMENT)?.[0] ?? '',
      '1. Services. Provider shall provide the hosted software services described in Exhibit A to Customer.',
      "2. Term and Termination. This Agreement begins on the Effective Date and continues for one (1) year. Either party may terminate this Agreement for convenience on sixty (60) days' written notice.",
      "3. Limitation of Liability. In no event shall either party's aggregate liability under this Agreement exceed the fees paid by Customer in the twelve (12) months preceding the claim.",
      '4. Non-Solicitation. During the term and for one (1) year after, Customer shall not solicit any employee of Provider.',
      '5. Fees. Customer shall pay Provider $5,000 per month. Invoices are due within thirty (30) days of receipt.',
      '6. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ].join('\n\n');
    const changes = compare(after);
    expect(changes.map((change) => change.kind)).toEqual(['moved']);
    expect(changes[0]).toMatchObject({
      sectionBefore: { number: '2' },
      sectionAfter: { number: '5' },
    });
  });

  it('reports an inserted clause as added, and nothing renumbered after it', () => {
    const after = edit(
      SERVICES_AGREEMENT,
      /5\. Non-Solicitation\.([^\n]*)\n\n6\. Governing/,
      '5. Insurance. Provider shall maintain general liability insurance of at least $$1,000,000.\n\n6. Non-Solicitation.$1\n\n7. Governing',
    );
    const changes = compare(after);
    expect(changes.map((change) => change.kind)).toEqual(['added']);
    expect(changes[0]?.after).toBe(
      '5. Insurance. Provider shall maintain general liability insurance of at least $1,000,000.',
    );
    expect(changes[0]?.before).toBeUndefined();
  });

  it('reports a deleted clause as removed, placed where it stood', () => {
    const after = edit(
      SERVICES_AGREEMENT,
      / Invoices are due within thirty \(30\) days of receipt\./,
      '',
    );
    const changes = compare(after);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'removed',
        before: 'Invoices are due within thirty (30) days of receipt.',
        sectionBefore: { number: '2', heading: 'Fees' },
        pageBefore: 1,
      }),
    ]);
  });

  it('reports a changed amount inside an otherwise equal sentence, word by word', () => {
    const changes = compare(edit(SERVICES_AGREEMENT, '$5,000', '$7,500'));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'changed',
      words: [
        { op: 'equal', text: 'Customer shall pay Provider' },
        { op: 'delete', text: '$5,000' },
        { op: 'insert', text: '$7,500' },
        { op: 'equal', text: 'per month' },
      ],
      facts: [{ kind: 'amount', before: ['$5,000'], after: ['$7,500'] }],
    });
  });

  it('reports a changed date and a changed duration as facts', () => {
    const after = edit(
      edit(SERVICES_AGREEMENT, 'January 5, 2024', 'February 1, 2024'),
      "sixty (60) days' written notice",
      "thirty (30) days' written notice",
    );
    const changes = compare(after);
    expect(changes.map((change) => change.kind)).toEqual(['changed', 'changed']);
    expect(changes[0]?.facts).toContainEqual({
      kind: 'date',
      before: ['January 5, 2024'],
      after: ['February 1, 2024'],
    });
    expect(changes[1]?.facts).toContainEqual({
      kind: 'duration',
      before: ['sixty (60) days'],
      after: ['thirty (30) days'],
    });
  });

  it('reports a reworded sentence with the same meaning as changed', () => {
    const after = edit(
      SERVICES_AGREEMENT,
      'Invoices are due within thirty (30) days of receipt.',
      'Each invoice must be paid within thirty (30) days after it is received.',
    );
    const changes = compare(after);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.kind).toBe('changed');
    expect(changes[0]?.words).toContainEqual({ op: 'equal', text: 'within thirty (30) days' });
  });
});
