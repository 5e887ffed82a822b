import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../tests/support/make-documents.test-support.ts';
import { checkDocxZip, readZipEntry } from './check-docx-zip.ts';
import { countDocxBodyCharacters } from './count-docx-characters.ts';
import { inspectDocument, isParseError, parseDocument, type ParseErrorKind } from './index.ts';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from './parse-limits.ts';
import { DERIVED_PAGE_CHARACTERS } from './paginate-text.ts';

const limits = (changes: Partial<ParseLimits>): ParseLimits => ({
  ...DEFAULT_PARSE_LIMITS,
  ...changes,
});

async function failureOf(promise: Promise<unknown>): Promise<ParseErrorKind | null> {
  const error = await promise.catch((caught: unknown) => caught);
  return isParseError(error) ? error.kind : null;
}

const CLAUSE =
  'The Supplier shall deliver the Goods to the Customer at the agreed place, on time and in full.';

/** Numbered clauses, enough text for at least `pages` derived pages. */
function clauses(pages: number): string[] {
  const count = Math.ceil((pages * DERIVED_PAGE_CHARACTERS) / CLAUSE.length);
  return Array.from({ length: count }, (_, index) => `${index + 1}. ${CLAUSE}`);
}

describe('inspectDocument on text files', () => {
  it('gives the pages a text file will have, and refuses one that will have too many', async () => {
    const text = new TextEncoder().encode(clauses(3).join('\n\n'));
    const read = await parseDocument(text);
    const inspected = await inspectDocument(text);
    expect(inspected).toEqual({ fileType: 'txt', pageCount: read.pages.length });

    const tight = limits({ maxPages: read.pages.length - 1 });
    expect(await failureOf(inspectDocument(text, tight))).toBe('too-large');
    expect(await failureOf(parseDocument(text, { limits: tight }))).toBe('too-large');
    await expect(inspectDocument(text, limits({ maxPages: read.pages.length }))).resolves.toEqual(
      inspected,
    );
  });

  it('refuses a text file of blank lines, as reading it would', async () => {
    const blank = new TextEncoder().encode(' \n\n\t\n');
    expect(await failureOf(inspectDocument(blank))).toBe('no-text');
    expect(await failureOf(parseDocument(blank))).toBe('no-text');
  });
});

describe('inspectDocument on Word documents', () => {
  it('refuses a document whose text alone fills more pages than allowed', async () => {
    const docx = await makeDocx('Supply Agreement', clauses(4));
    const read = await parseDocument(docx);
    // Spaces are not counted, so the floor is under the pages the document really has.
    const floor = Math.ceil(countDocxBodyCharacters(documentXml(docx)) / DERIVED_PAGE_CHARACTERS);
    expect(floor).toBeGreaterThan(1);
    expect(floor).toBeLessThanOrEqual(read.pages.length);
    const tight = limits({ maxPages: floor - 1 });
    expect(await failureOf(inspectDocument(docx, tight))).toBe('too-large');
    expect(await failureOf(parseDocument(docx, { limits: tight }))).toBe('too-large');
    await expect(inspectDocument(docx, limits({ maxPages: read.pages.length }))).resolves.toEqual({
      fileType: 'docx',
      pageCount: 1,
    });
  });
});

describe('countDocxBodyCharacters', () => {
  it("counts the runs' visible characters, never deleted text or a text box's second copy", () => {
    const box = '<w:txbxContent><w:p><w:r><w:t>Boxed</w:t></w:r></w:p></w:txbxContent>';
    const xml = [
      '<w:p><w:r><w:t xml:space="preserve">Fees &amp; costs </w:t></w:r></w:p>',
      '<w:p><w:del w:id="1"><w:r><w:t>struck out</w:t></w:r></w:del><w:r><w:tab/><w:t>due</w:t></w:r></w:p>',
      `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${box}</w:drawing></mc:Choice><mc:Fallback><w:pict>${box}</w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
    ].join('');
    expect(countDocxBodyCharacters(xml)).toBe('Fees&costsdue'.length);
  });
});

function documentXml(docx: Uint8Array): string {
  const entry = checkDocxZip(docx).find((candidate) => candidate.name === 'word/document.xml');
  return entry ? new TextDecoder().decode(readZipEntry(docx, entry)) : '';
}
