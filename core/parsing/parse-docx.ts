import mammoth from 'mammoth';
import { checkDocxZip, readZipEntry } from './check-docx-zip.ts';
import { createListNumberer, readAgreedLevelFormats } from './docx-numbering.ts';
import { openDocxPackage } from './open-docx-package.ts';
import { paginateText } from './paginate-text.ts';
import { ParseError } from './parse-error.ts';
import { createDeadline, DEFAULT_PARSE_LIMITS, type ParseLimits } from './parse-limits.ts';
import {
  createParsedDocument,
  normalizeExtractedText,
  type ParsedDocument,
} from './parsed-document.ts';
import { renderDocxText, type DocxElement, type DocxNotes } from './render-docx-text.ts';

type MammothInput = Parameters<typeof mammoth.convertToHtml>[0];

/**
 * Reads a Word document's text: paragraphs with list numbers written out ("1.", "(a)", "•") so
 * clause numbers survive, tables row by row, content controls, text boxes, and the footnotes and
 * endnotes after the body (see renderDocxText), with explicit page breaks as page boundaries;
 * pages between them are derived from the text's length. The only module that imports mammoth.
 */
export async function parseDocx(
  bytes: Uint8Array,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParsedDocument> {
  const deadline = createDeadline(limits.timeBudgetMs);
  const entries = checkDocxZip(bytes);
  const numberingEntry = entries.find((entry) => entry.name === 'word/numbering.xml');
  const numberingXml = numberingEntry
    ? new TextDecoder().decode(readZipEntry(bytes, numberingEntry))
    : '';
  const captured: { body?: DocxElement & { notes?: DocxNotes } } = {};
  try {
    await deadline.race(
      mammoth.convertToHtml(
        // mammoth reads a zip handed as `{ file }` (lib/unzip.js), which its types leave out.
        { file: openDocxPackage(bytes, entries) } as unknown as MammothInput,
        {
          // The model is all we need: keep it and hand mammoth an empty body to render.
          transformDocument: (document: DocxElement) => {
            captured.body = document;
            return { ...document, children: [] };
          },
          // Images are never read, so their size and format cannot cost anything.
          convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        },
      ),
    );
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('corrupt', 'This Word document is damaged and cannot be opened.', {
      cause: error,
    });
  }
  if (!captured.body) throw new ParseError('corrupt', 'This Word document has no body.');
  const raw = renderDocxText(
    captured.body,
    captured.body.notes,
    createListNumberer(readAgreedLevelFormats(numberingXml)),
  );
  // Page breaks become form feeds, which survive clean-up and start a new page.
  const text = normalizeExtractedText(raw.replace(/\f/g, '\n\f\n')).replace(/\n*\f\n*/g, '\f');
  return createParsedDocument('docx', paginateText(text), true);
}
