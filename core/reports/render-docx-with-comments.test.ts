import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { RedFlag } from '../../common/analysis/analysis-schema.ts';
import { NOT_LEGAL_ADVICE_NOTICE } from '../../common/analysis/not-legal-advice.ts';
import { createReportInput } from './report-input.test-support.ts';
import { renderDocxWithComments } from './render-docx-with-comments.ts';
import type { ReportInput } from './report-input.ts';

const input = createReportInput();

function decodeXml(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface Unzipped {
  /** Each comment's text, by id. */
  comments: Map<string, string>;
  /** The document's words between each comment's range start and end, by id. */
  anchored: Map<string, string>;
  document: string;
  header: string;
}

async function unzip(docx: Buffer): Promise<Unzipped> {
  const zip = await JSZip.loadAsync(docx);
  const read = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
  const commentsXml = await read('word/comments.xml');
  const document = await read('word/document.xml');
  const comments = new Map<string, string>();
  for (const match of commentsXml.matchAll(
    /<w:comment [^>]*w:id="(\d+)"[^>]*>(.*?)<\/w:comment>/gs,
  )) {
    comments.set(match[1] ?? '', decodeXml((match[2] ?? '').replace(/<\/w:p>/g, '\n')));
  }
  const anchored = new Map<string, string>();
  for (const id of comments.keys()) {
    const start = document.indexOf(`<w:commentRangeStart w:id="${id}"/>`);
    const end = document.indexOf(`<w:commentRangeEnd w:id="${id}"/>`);
    if (start === -1 || end === -1) continue;
    // Paragraph ends inside a range stand for the blank line between paragraphs.
    const between = document.slice(start, end).replace(/<\/w:p>/g, '\n\n');
    anchored.set(id, decodeXml(between.replace(/<w:br\/>/g, '\n')));
  }
  const headers = Object.keys(zip.files).filter((name) => /^word\/header\d*\.xml$/.test(name));
  const header = (await Promise.all(headers.map(read))).join('');
  const footers = Object.keys(zip.files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  return {
    comments,
    anchored,
    document,
    header: header + (await Promise.all(footers.map(read))).join(''),
  };
}

function withRedFlags(redFlags: RedFlag[]): ReportInput {
  return { ...input, analysis: { ...input.analysis, redFlags } };
}

describe('renderDocxWithComments', () => {
  it('comments on each red flag with its explanation and what to ask for', async () => {
    const { comments } = await unzip(await renderDocxWithComments(input));
    expect(comments.size).toBe(input.analysis.redFlags.length);
    const texts = [...comments.values()];
    for (const redFlag of input.analysis.redFlags) {
      const comment = texts.find((text) => text.includes(redFlag.explanation));
      expect(comment, redFlag.title).toBeDefined();
      expect(comment).toContain(redFlag.title);
      expect(comment).toContain(`What to ask for: ${redFlag.suggestion}`);
    }
  });

  it('anchors each comment on exactly the quoted words, with a reference after them', async () => {
    const { comments, anchored, document } = await unzip(await renderDocxWithComments(input));
    for (const [id, comment] of comments) {
      const redFlag = input.analysis.redFlags.find((each) => comment.includes(each.explanation));
      expect(anchored.get(id)).toBe(redFlag?.quote);
      expect(document).toContain(
        `<w:commentRangeEnd w:id="${id}"/><w:r><w:commentReference w:id="${id}"/></w:r>`,
      );
    }
  });

  it('holds the whole document text, each page starting a new page', async () => {
    const { document } = await unzip(await renderDocxWithComments(input));
    const body = document.slice(document.indexOf('<w:body>'), document.indexOf('<w:sectPr'));
    const paragraphs = [...body.matchAll(/<w:p>(.*?)<\/w:p>|<w:p [^>]*>(.*?)<\/w:p>/gs)].map(
      (match) => decodeXml((match[1] ?? match[2] ?? '').replace(/<w:br\/>/g, '\n')),
    );
    const expected = input.pages.flatMap((page) => page.split(/\n[ \t]*\n/));
    expect(paragraphs).toEqual(expected);
    expect(document.match(/<w:pageBreakBefore\/>/g)).toHaveLength(input.pages.length - 1);
  });

  it('carries the reader and the not-legal-advice line in its header and footer', async () => {
    const { header } = await unzip(await renderDocxWithComments(input));
    expect(decodeXml(header)).toContain('Read as Křetínský Logistics LLC (Consultant)');
    expect(decodeXml(header)).toContain(NOT_LEGAL_ADVICE_NOTICE);
  });

  it('anchors a quote that runs over a paragraph break across both paragraphs', async () => {
    const text = input.pages.join('\n\n');
    const start = text.indexOf('1. SERVICES');
    const end =
      text.indexOf('1.1 Consultant shall provide') + '1.1 Consultant shall provide'.length;
    const [first] = input.analysis.redFlags;
    if (!first) throw new Error('the fixture has red flags');
    const spanning = { ...first, quote: text.slice(start, end), start, end, alsoAt: [] };
    const { anchored } = await unzip(await renderDocxWithComments(withRedFlags([spanning])));
    expect(anchored.get('0')).toBe('1. SERVICES\n\n1.1 Consultant shall provide');
  });

  it('comments on the other places a red flag stands, and keeps one whose words are gone', async () => {
    const [first, second] = input.analysis.redFlags;
    if (!first || !second) throw new Error('the fixture has red flags');
    const elsewhere = {
      quote: second.quote,
      page: second.page,
      start: second.start,
      end: second.end,
    };
    const lost = { ...second, quote: 'Words the document does not have', alsoAt: [] };
    const { comments, anchored } = await unzip(
      await renderDocxWithComments(withRedFlags([{ ...first, alsoAt: [elsewhere] }, lost])),
    );
    expect(anchored.get('1')).toBe(second.quote);
    expect(comments.get('1')).toContain('The same issue stands here too.');
    expect(anchored.get('2')).toBe('');
    expect(comments.get('2')).toContain('could not be found');
  });
});
