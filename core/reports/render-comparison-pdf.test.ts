import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import type { ClauseChange, Comparison } from '../../common/compare/comparison.ts';
import { compareDocuments } from '../compare/compare-documents.ts';
import { edit, SERVICES_AGREEMENT, toDocument } from '../compare/compare-fixtures.test-support.ts';
import { openPdf } from '../parsing/open-pdf.ts';
import { collapse, readPdf, type ReadPdf } from './read-pdf.test-support.ts';
import { renderComparisonPdf } from './render-comparison-pdf.ts';

// The cap removed, the fee raised, the non-solicit lengthened: worse for the customer.
const WORSE_FOR_CUSTOMER = edit(
  edit(edit(SERVICES_AGREEMENT, /4\. Limitation of Liability\.[^\n]*\n\n/, ''), '$5,000', '$7,500'),
  'for one (1) year after',
  'for two (2) years after',
);

const render = (comparison: Comparison) =>
  renderComparisonPdf({
    beforeName: 'msa-v1.pdf',
    afterName: 'msa-v2.pdf',
    comparison,
    generatedAt: new Date('2026-03-04T09:30:00Z'),
  });

/**
 * The words drawn struck through or underlined: text pdf.js reads with a horizontal line drawn
 * across exactly its width, through its letters or under its baseline.
 */
async function readMarkedWords(bytes: Buffer): Promise<{ struck: string[]; underlined: string[] }> {
  const marked = { struck: [] as string[], underlined: [] as string[] };
  const task = openPdf(new Uint8Array(bytes));
  try {
    const pdf = await task.promise;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const { height } = page.getViewport({ scale: 1 });
      const operators = await page.getOperatorList();
      // A path's box, in the page's top-down coordinates as pdfkit drew it.
      const lines = operators.fnArray.flatMap((operator, index) => {
        const box = (operators.argsArray[index] as unknown[] | undefined)?.[2] as number[];
        if (operator !== OPS.constructPath || box[1] !== box[3]) return [];
        return [{ left: box[0] ?? 0, right: box[2] ?? 0, y: box[1] ?? 0 }];
      });
      for (const item of (await page.getTextContent()).items as TextItem[]) {
        const left = item.transform[4] as number;
        const baseline = height - (item.transform[5] as number);
        // A wrapped line's strike runs on under the space it wraps at.
        const line = lines.find(
          (each) =>
            Math.abs(each.left - left) < 1 &&
            each.right - left > item.width - 1 &&
            each.right - left < item.width + 5,
        );
        if (line && line.y < baseline - 1) marked.struck.push(item.str);
        if (line && line.y > baseline) marked.underlined.push(item.str);
      }
    }
  } finally {
    await task.destroy();
  }
  return marked;
}

describe('renderComparisonPdf', () => {
  let comparison: Comparison;
  let bytes: Buffer;
  let read: ReadPdf;
  let whole: string;

  beforeAll(async () => {
    comparison = compareDocuments(toDocument(SERVICES_AGREEMENT), toDocument(WORSE_FOR_CUSTOMER), {
      readerRole: 'Customer',
    });
    bytes = await render(comparison);
    read = await readPdf(bytes);
    whole = read.pages.join(' ');
  });

  it('opens with what changed, between which files, for whom, when, and the summary', () => {
    const [firstPage] = read.pages;
    expect(firstPage).toContain('CONTRACT COMPARISON');
    expect(firstPage).toContain('What changed');
    expect(firstPage).toContain('msa-v1.pdf → msa-v2.pdf');
    expect(firstPage).toContain('READ FOR YOU AS the Customer (Blue River LLC)');
    expect(firstPage).toContain('PREPARED 4 March 2026, 09:30 UTC');
    expect(firstPage).toContain(collapse(comparison.summary));
  });

  it('says what changed for the reader: each finding with its reason, severity and pages', () => {
    expect(whole).toContain('What changed for you Worse for you');
    expect(whole).toContain(
      "LOW No hiring of the other side's staff Extended from 1 year to 2 years. " +
        'Red flag. In both versions: page 1, section 5 (Non-Solicitation).',
    );
    expect(whole).toContain(
      'Liability cap The cap on liability was removed. Key term. ' +
        'Old version: page 1, section 4 (Limitation of Liability). New version: not in it.',
    );
  });

  it('lists the key terms that changed, a missing one as not stated', () => {
    expect(whole).toContain('Key terms changed');
    expect(whole).toContain('Fees and prices $5,000 per month → $7,500 per month');
    expect(whole).toMatch(
      /Liability cap the fees paid by Customer .* months preceding the claim → not stated/,
    );
  });

  it('sets out every change in order, its words struck through and underlined, and its facts', async () => {
    const changes = whole.slice(whole.indexOf('Every change'));
    expect(changes).toMatch(
      /CHANGED Section 2 \(Fees\) Page 1 in the old version, page 1 in the new\. Customer shall pay Provider \$5,000 \$7,500 per month Amount: \$5,000 → \$7,500/,
    );
    expect(changes).toMatch(
      /REMOVED Section 4 \(Limitation of Liability\) Page 1 in the old version\./,
    );
    expect(changes.indexOf('Section 2 (Fees)')).toBeLessThan(changes.indexOf('Section 4'));
    expect(changes.indexOf('Section 4')).toBeLessThan(changes.indexOf('Section 5'));
    const marked = await readMarkedWords(bytes);
    expect(marked.struck).toEqual(expect.arrayContaining(['$5,000', 'one (1) year']));
    expect(marked.struck.join(' ')).toContain('4. Limitation of Liability.');
    expect(marked.underlined).toEqual(['$7,500', 'two (2) years']);
  });

  it('is a tagged PDF with a title and headings, and the notice and page number on every page', () => {
    expect(read.isMarked).toBe(true);
    expect(read.title).toBe('What changed from msa-v1.pdf to msa-v2.pdf');
    expect(read.headings).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'H4']));
    read.pages.forEach((text, index) => {
      expect(text).toContain(NOT_LEGAL_ADVICE_NOTICE);
      expect(text).toContain(`Page ${index + 1} of ${read.pages.length}`);
    });
  });

  it('runs a long comparison over as many pages as it needs', async () => {
    const paragraph = collapse(SERVICES_AGREEMENT);
    const changes: ClauseChange[] = Array.from({ length: 120 }, (_, index) => ({
      kind: 'changed',
      sectionBefore: { number: String(index + 1) },
      sectionAfter: { number: String(index + 1) },
      pageBefore: index + 1,
      pageAfter: index + 1,
      words: [
        { op: 'equal', text: `Clause ${index + 1} says` },
        { op: 'delete', text: 'thirty (30) days' },
        { op: 'insert', text: 'fifteen (15) days' },
      ],
    }));
    // A section removed that is longer than a page runs on over the break.
    const removed = `${Array.from({ length: 12 }, () => paragraph).join(' ')} The end of it.`;
    changes.splice(60, 0, { kind: 'removed', before: removed, pageBefore: 9 });
    const long = await readPdf(await render({ ...comparison, changes }));
    expect(long.pages.length).toBeGreaterThan(10);
    const text = long.pages.join(' ');
    expect(text).toContain('Section 120 Page 120 in the old version, page 120 in the new.');
    expect(text).toContain('Clause 120 says thirty (30) days fifteen (15) days');
    expect(text).toContain('The end of it.');
    long.pages.forEach((page, index) => {
      expect(page).toContain(NOT_LEGAL_ADVICE_NOTICE);
      expect(page).toContain(`Page ${index + 1} of ${long.pages.length}`);
    });
  });

  it('says so when nothing changed', async () => {
    const same = compareDocuments(toDocument(SERVICES_AGREEMENT), toDocument(SERVICES_AGREEMENT));
    const text = (await readPdf(await render(same))).pages.join(' ');
    expect(text).toContain('No risk appeared, grew, eased or went away for you.');
    expect(text).toContain('No key term changed.');
    expect(text).toContain('The two versions say the same thing: no clause changed.');
  });
});
