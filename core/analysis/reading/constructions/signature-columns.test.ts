import { describe, expect, it } from 'vitest';
import { readDealOf } from '../../../../tests/support/read-deal-of.test-support.ts';
import { createParsedDocument } from '../../../parsing/parsed-document.ts';
import { findSignatureColumns } from '../parties/signature-columns.ts';

// Construction: signature blocks are read column by column (issue 30, part 1). Two blocks set
// side by side name two parties, never one run-together company.

const LETTER =
  'LETTER AGREEMENT\n\nThis letter sets out the terms on which the undersigned will cooperate.\n\n1. Each party shall bear its own costs.\n\nIN WITNESS WHEREOF, the parties have signed this letter.\n\n';

const partiesOf = (signatures: string) => {
  const document = createParsedDocument('txt', [LETTER + signatures], true);
  return readDealOf(document).parties.verified.map((party) => party.name);
};

const columnsOf = (block: string) => {
  const end = block.indexOf('\n');
  return findSignatureColumns(block, 0, end).map((column) => column.text);
};

describe('signature blocks, column by column', () => {
  it.each([
    {
      layout: 'two blocks apart by spaces',
      block: 'ACME INC.          BETA LLC\nBy: ________          By: ________\n',
      columns: ['ACME INC.', 'BETA LLC'],
    },
    {
      layout: 'two blocks apart by a tab',
      block: 'Acme Holdings Limited\tBeta Capital LLC\nBy:\tBy:\n',
      columns: ['Acme Holdings Limited', 'Beta Capital LLC'],
    },
    {
      layout: 'two blocks flattened to single spaces, two "By:" below',
      block: 'ACME INC. BETA LLC\nBy: By:\nName: Jane Smith Name: John Doe\n',
      columns: ['ACME INC.', 'BETA LLC'],
    },
    {
      layout: 'the same company signing in two columns',
      block: 'ARES TRADING SA ARES TRADING SA\nBy: /s/ Jane Smith By: /s/ John Doe\n',
      columns: ['ARES TRADING SA'],
    },
    {
      layout: 'one block',
      block: 'ACME HOLDINGS INC.\nBy: ________\nName: Jane Smith\n',
      columns: ['ACME HOLDINGS INC.'],
    },
  ])('$layout', ({ block, columns }) => {
    expect(columnsOf(block)).toEqual(columns);
  });

  it('a document named only in its signatures offers both parties', () => {
    expect(
      partiesOf(
        'ACME INC.                    BETA LLC\nBy: ____________            By: ____________\nName: Jane Smith             Name: John Doe\nTitle: CEO                   Title: Manager\n',
      ),
    ).toEqual(['ACME INC.', 'BETA LLC']);
  });

  it('a company flattened into one line with its signatories is named once', () => {
    expect(
      partiesOf(
        'Dated: January 7, 2019 ARES TRADING SA ARES TRADING SA By: /s/ Jane Smith By: /s/ John Doe Name: Jane Smith Name: John Doe\n',
      ),
    ).toEqual(['ARES TRADING SA']);
  });

  it('"For Acme Inc." signs for Acme Inc.', () => {
    expect(
      partiesOf(
        'For Pivotal Self Service Tech, Inc. By: /s/ Jane Smith\nFor Collectible Concepts Group, Inc. By: /s/ John Doe\n',
      ),
    ).toEqual(['Pivotal Self Service Tech, Inc.', 'Collectible Concepts Group, Inc.']);
  });
});
