import mammoth from 'mammoth';
import { checkDocxZip, readZipEntry } from './check-docx-zip.ts';
import { createListNumberer, readAgreedLevelFormats } from './docx-numbering.ts';
import { paginateText } from './paginate-text.ts';
import { ParseError } from './parse-error.ts';
import { createDeadline, DEFAULT_PARSE_LIMITS, type ParseLimits } from './parse-limits.ts';
import {
  createParsedDocument,
  normalizeExtractedText,
  type ParsedDocument,
} from './parsed-document.ts';

/** The parts of mammoth's document model we read (see mammoth/lib/documents.js). */
interface DocxElement {
  type: string;
  children?: DocxElement[];
  value?: string;
  breakType?: string;
  numbering?: { level: string; isOrdered: boolean } | null;
}

/**
 * Reads a Word document's text paragraph by paragraph, with list numbers written out ("1.",
 * "(a)", "•") so clause numbers survive, and explicit page breaks as page boundaries; pages
 * between them are derived from the text's length. The only module that imports mammoth.
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
  const captured: { body?: DocxElement } = {};
  try {
    await deadline.race(
      mammoth.convertToHtml(
        { buffer: Buffer.from(bytes) },
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
  const raw = renderText(captured.body, createListNumberer(readAgreedLevelFormats(numberingXml)));
  // Page breaks become form feeds, which survive clean-up and start a new page.
  const text = normalizeExtractedText(raw.replace(/\f/g, '\n\f\n')).replace(/\n*\f\n*/g, '\f');
  return createParsedDocument('docx', paginateText(text), true);
}

function renderText(root: DocxElement, numberer: ReturnType<typeof createListNumberer>): string {
  const parts: string[] = [];
  const visit = (element: DocxElement) => {
    switch (element.type) {
      case 'text':
        parts.push(element.value ?? '');
        return;
      case 'tab':
        parts.push('\t');
        return;
      case 'break':
        parts.push(element.breakType === 'page' ? '\f' : '\n');
        return;
      case 'paragraph': {
        const numbering = element.numbering;
        if (numbering) {
          parts.push(
            `${numberer.next(numbering, Number(numbering.level) || 0, numbering.isOrdered)} `,
          );
        }
        element.children?.forEach(visit);
        parts.push('\n\n');
        return;
      }
      default:
        element.children?.forEach(visit);
    }
  };
  visit(root);
  return parts.join('');
}
