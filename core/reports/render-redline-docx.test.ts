import { describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import type { WordRun } from '../../common/compare/comparison.ts';
import { buildRedline } from '../compare/build-redline.ts';
import { edit, SERVICES_AGREEMENT, toDocument } from '../compare/compare-fixtures.test-support.ts';
import {
  repeatContract,
  splitLines,
  splitWords,
  toPagedDocument,
} from '../compare/redline.test-support.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { readDocxPart as readPart, readRedlineBody as readBody } from './read-docx.test-support.ts';
import {
  REDLINE_BODY_HEADING,
  renderRedlineDocx,
  type RedlineInput,
} from './render-redline-docx.ts';

const PARAGRAPHS: WordRun[][] = [
  [
    { op: 'equal', text: 'The Customer shall pay within ' },
    { op: 'delete', text: 'thirty (30)' },
    { op: 'insert', text: 'fifteen (15)' },
    { op: 'equal', text: ' days & keep records.' },
  ],
  [{ op: 'insert', text: 'The Provider may suspend the services at any time.' }],
  [{ op: 'delete', text: 'Liability is capped at the fees paid.' }],
];

const render = (paragraphs: RedlineInput['paragraphs'], summary = ['Two things changed.']) =>
  renderRedlineDocx({
    beforeName: 'supply-v1.docx',
    afterName: 'supply-v2.docx',
    summary,
    paragraphs,
    author: 'Legal Explainer',
    date: '2026-11-29T00:00:00Z',
  });

function listChangeIds(xml: string): string[] {
  return [...xml.matchAll(/<w:(?:ins|del)\b[^>]*w:id="(\d+)"/g)].map((match) => match[1] ?? '');
}

describe('renderRedlineDocx', () => {
  it('writes real tracked changes: accepting all gives the new words, rejecting all the old', async () => {
    const xml = await readPart(await render(PARAGRAPHS), 'word/document.xml');
    expect(xml.match(/<w:ins\b/g)).toHaveLength(2);
    expect(xml.match(/<w:del\b/g)).toHaveLength(2);
    // A deletion's words are deleted text, which Word and LibreOffice strike through.
    expect(xml).toMatch(
      /<w:del\b[^>]*w:author="Legal Explainer"[^>]*>.*?<w:delText[^>]*>thirty \(30\)</s,
    );
    const ids = listChangeIds(xml);
    expect(new Set(ids).size).toBe(ids.length);

    expect(readBody(xml, 'accept')).toEqual([
      'The Customer shall pay within fifteen (15) days & keep records.',
      'The Provider may suspend the services at any time.',
      '',
    ]);
    expect(readBody(xml, 'reject')).toEqual([
      'The Customer shall pay within thirty (30) days & keep records.',
      '',
      'Liability is capped at the fees paid.',
    ]);
  });

  it('holds the whole new version: accepted, its text line for line; rejected, the old words', async () => {
    const section = /4\. Limitation of Liability\.[^\n]*\n\n/.exec(SERVICES_AGREEMENT)?.[0] ?? '';
    const fees = /2\. Fees\.[^\n]*\n\n/.exec(SERVICES_AGREEMENT)?.[0] ?? '';
    const moved = edit(SERVICES_AGREEMENT.replace(fees, ''), '6. Governing', `${fees}6. Governing`);
    const after = edit(
      edit(edit(moved, section, ''), '$5,000', '$7,500'),
      'governed by the laws',
      'governed by & construed under the laws',
    );
    const paragraphs = buildRedline(toDocument(SERVICES_AGREEMENT), toDocument(after));
    const xml = await readPart(await render(paragraphs), 'word/document.xml');

    expect(readBody(xml, 'accept')).toEqual(splitLines(after));
    expect(splitWords(readBody(xml, 'reject').join('\n'))).toEqual(splitWords(SERVICES_AGREEMENT));
    // The fees clause, moved and edited, is struck whole where it was and inserted where it is.
    expect(xml).toMatch(/<w:del\b[^>]*><w:r><w:delText[^>]*>2\. Fees\.[^<]*\$5,000/);
    expect(xml).toMatch(/<w:ins\b[^>]*><w:r><w:t[^>]*>2\. Fees\.[^<]*\$7,500/);
    // The section removed is struck with the blank line after it.
    expect(xml).toMatch(/<w:del\b[^>]*><w:r><w:br\/><\/w:r><\/w:del>/);
    const ids = listChangeIds(xml);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out what Word cannot hold, and writes tabs and line breaks as Word’s own', async () => {
    const xml = await readPart(
      await render(
        [
          [
            { op: 'equal', text: 'Fee:\t$5\u0000,000\u0007 CURRENT' },
            { op: 'delete', text: 'old\r\nwords\uffff\ud800' },
            { op: 'insert', text: 'TOTAL_PAGES\u001b' },
          ],
        ],
        ['Summary\u0001 line.'],
      ),
      'word/document.xml',
    );
    // eslint-disable-next-line no-control-regex -- the characters the file must not hold
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\uffff]|[\ud800-\udfff]/);
    expect(xml).toContain('Summary line.');
    // Page-number fields are never made from a contract's words.
    expect(xml).not.toContain('w:fldChar');
    expect(readBody(xml, 'accept')).toEqual(['Fee:\t$5,000 CURRENTTOTAL_PAGES']);
    expect(readBody(xml, 'reject')).toEqual(['Fee:\t$5,000 CURRENTold\nwords']);
  });

  it('is titled and headed in plain words with both versions’ names, and not legal advice', async () => {
    const docx = await render(PARAGRAPHS, ['The new version shortens the time to pay.']);
    const xml = await readPart(docx, 'word/document.xml');
    expect(await readPart(docx, 'docProps/core.xml')).toContain(
      '<dc:title>What changed from supply-v1.docx to supply-v2.docx</dc:title>',
    );
    expect(xml).toMatch(/Heading1"\/><\/w:pPr><w:r><w:t[^>]*>What changed</);
    expect(xml).toContain('From supply-v1.docx to supply-v2.docx');
    expect(xml).toContain('The new version shortens the time to pay.');
    expect(xml).toMatch(new RegExp(`Heading2"/></w:pPr><w:r><w:t[^>]*>${REDLINE_BODY_HEADING}<`));
    expect(await readPart(docx, 'word/footer1.xml')).toContain(NOT_LEGAL_ADVICE_NOTICE);
  });

  // How fast is the bench's to say (`npm run bench compare`), not a wall clock here.
  it('redlines two contracts of about fifty pages that differ in one amount', async () => {
    const long = repeatContract(loadContractFixture('consulting-agreement').document.text, 58);
    const at = long.indexOf('$12,000', long.length / 2);
    const edited = `${long.slice(0, at)}$15,000${long.slice(at + '$12,000'.length)}`;
    const before = toPagedDocument(long);
    const after = toPagedDocument(edited);
    expect(after.pages.length).toBeGreaterThanOrEqual(50);
    const docx = await render(buildRedline(before, after));
    const xml = await readPart(docx, 'word/document.xml');
    expect(readBody(xml, 'accept')).toEqual(splitLines(after.text));
    expect(readBody(xml, 'reject')).toEqual(splitLines(before.text));
  });
});
