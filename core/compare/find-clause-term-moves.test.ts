import { describe, expect, it } from 'vitest';
import { compareDocuments } from './compare-documents.ts';
import { edit, SERVICES_AGREEMENT, toDocument } from './compare-fixtures.test-support.ts';

const PAYS_IN_30 = edit(
  SERVICES_AGREEMENT,
  'Invoices are due within thirty (30) days of receipt.',
  'Customer shall pay each invoice within thirty (30) days of receipt.',
);
const PAYS_IN_45 = edit(
  PAYS_IN_30,
  'thirty (30) days of receipt',
  'forty-five (45) days of receipt',
);

const movesFor = (before: string, after: string, readerRole: string) => {
  const { findings } = compareDocuments(toDocument(before), toDocument(after), { readerRole });
  const describe = (change: { title: string; reason: string }) =>
    `${change.title}: ${change.reason}`;
  return {
    worse: findings.worse.map(describe),
    better: findings.better.map(describe),
  };
};

const reasonsFor = (before: string, after: string, readerRole: string) => {
  const { findings } = compareDocuments(toDocument(before), toDocument(after), { readerRole });
  return {
    worse: findings.worse.map((change) => change.reason),
    better: findings.better.map((change) => change.reason),
  };
};

describe('findClauseTermMoves', () => {
  it('reads a longer time to pay as better for the side that pays and worse for the one paid', () => {
    expect(movesFor(PAYS_IN_30, PAYS_IN_45, 'Customer')).toEqual({
      worse: [],
      better: ['Time you have to pay (section 2): extended from 30 days to 45 days'],
    });
    expect(movesFor(PAYS_IN_30, PAYS_IN_45, 'Provider')).toEqual({
      worse: ['Time the other side has to pay you (section 2): extended from 30 days to 45 days'],
      better: [],
    });
  });

  it('reads a longer notice as worse for the side that must give it', () => {
    const ownNotice = edit(
      SERVICES_AGREEMENT,
      "Either party may terminate this Agreement for convenience on sixty (60) days' written notice.",
      "Customer may terminate this Agreement for convenience on thirty (30) days' written notice.",
    );
    const longer = edit(ownNotice, "thirty (30) days'", "ninety (90) days'");
    // Whether the analysis has it as a key term or a red flag, the move is judged by who gives
    // the notice.
    expect(reasonsFor(ownNotice, longer, 'Customer')).toEqual({
      worse: ['extended from 30 days to 90 days'],
      better: [],
    });
    expect(reasonsFor(ownNotice, longer, 'Provider')).toEqual({
      worse: [],
      better: ['extended from 30 days to 90 days'],
    });
  });

  it('reads a restriction lengthened as worse for the side it binds, found in its own words', () => {
    // No red flag quotes this sentence: "shall not engage" names no non-compete.
    const restricted = edit(
      SERVICES_AGREEMENT,
      'the State of New York.',
      'the State of New York.\n\n7. Field. For one (1) year after the term, Provider shall not engage in any business that offers hosted software to Customer’s competitors.',
    );
    const longer = edit(
      restricted,
      'For one (1) year after the term',
      'For three (3) years after the term',
    );
    expect(movesFor(restricted, longer, 'Customer').better).toContain(
      'Restriction on the other side (section 7): extended from 1 year to 3 years',
    );
    expect(reasonsFor(restricted, longer, 'Provider')).toEqual({
      worse: ['extended from 1 year to 3 years'],
      better: [],
    });
  });
});
