import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { renderRedlineDocx, type RedlineRun } from './render-redline-docx.ts';

const PARAGRAPHS: RedlineRun[][] = [
  [
    { op: 'equal', text: 'The Customer shall pay within ' },
    { op: 'delete', text: 'thirty (30)' },
    { op: 'insert', text: 'fifteen (15)' },
    { op: 'equal', text: ' days & keep records.' },
  ],
  [{ op: 'insert', text: 'The Provider may suspend the services at any time.' }],
  [{ op: 'delete', text: 'Liability is capped at the fees paid.' }],
];

/**
 * The redline's paragraphs (after the summary and the document's name) as Word shows them with
 * every change accepted, or every one rejected.
 */
function readBody(xml: string, decision: 'accept' | 'reject'): string[] {
  const body = xml.slice(xml.indexOf('What changed'));
  const kept =
    decision === 'accept'
      ? body.replace(/<w:del\b[^>]*>.*?<\/w:del>/gs, '')
      : body.replace(/<w:ins\b[^>]*>.*?<\/w:ins>/gs, '');
  return [...kept.matchAll(/<w:p\b[^>]*>(.*?)<\/w:p>/gs)]
    .map((paragraph) =>
      [...(paragraph[1] ?? '').matchAll(/<w:(?:t|delText)\b[^>]*>(.*?)<\/w:(?:t|delText)>/gs)]
        .map((text) => (text[1] ?? '').replace(/&amp;/g, '&'))
        .join(''),
    )
    .slice(2);
}

describe('renderRedlineDocx', () => {
  it('writes real tracked changes: accepting all gives the new words, rejecting all the old', async () => {
    const docx = await renderRedlineDocx({
      documentName: 'supply-v2.docx',
      summary: ['The new version shortens the time to pay from 30 to 15 days.'],
      paragraphs: PARAGRAPHS,
      author: 'Legal Explainer',
      date: '2026-11-29T00:00:00Z',
    });
    const xml =
      (await (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml.match(/<w:ins\b/g)).toHaveLength(2);
    expect(xml.match(/<w:del\b/g)).toHaveLength(2);
    // A deletion's words are deleted text, which Word and LibreOffice strike through.
    expect(xml).toMatch(
      /<w:del\b[^>]*w:author="Legal Explainer"[^>]*>.*?<w:delText[^>]*>thirty \(30\)</s,
    );
    const ids = [...xml.matchAll(/<w:(?:ins|del)\b[^>]*w:id="(\d+)"/g)].map((match) => match[1]);
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
});
