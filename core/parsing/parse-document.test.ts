import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors/app-error.ts';
import { makeDocx, makePdf } from '../../tests/support/make-documents.test-support.ts';
import { findPageNumber, parseDocument } from './index.ts';

async function expectFailure(bytes: Uint8Array, code: string) {
  const error = await parseDocument(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

describe('parseDocument', () => {
  it('reads a PDF page by page, with offsets that point back at each page', async () => {
    const bytes = await makePdf([
      ['SERVICES AGREEMENT', 'The Supplier shall deliver the Goods.'],
      ['12. Governing Law', 'This Agreement is governed by the laws of Delaware.'],
    ]);
    const document = await parseDocument(bytes);
    expect(document.fileType).toBe('pdf');
    expect(document.pages).toHaveLength(2);
    const secondPage = document.pages[1];
    expect(secondPage && document.text.slice(secondPage.start, secondPage.end)).toBe(
      '12. Governing Law\nThis Agreement is governed by the laws of Delaware.',
    );
    const offset = document.text.indexOf('Delaware');
    expect(findPageNumber(document, offset)).toBe(2);
    expect(findPageNumber(document, document.text.indexOf('Supplier'))).toBe(1);
  });

  it('reads a Word document by its content, whatever it is called', async () => {
    const bytes = await makeDocx('Mutual Non-Disclosure Agreement', [
      'Each party shall keep the other party’s Confidential Information secret.',
    ]);
    const document = await parseDocument(bytes);
    expect(document.fileType).toBe('docx');
    expect(document.text).toContain('Mutual Non-Disclosure Agreement\n\nEach party shall keep');
  });

  it('decodes text in UTF-8, UTF-16 with a byte-order mark, and Windows-1252', async () => {
    const sentence = 'The Tenant shall pay €1,200 on the 1st — “rent”.';
    const utf8 = await parseDocument(new TextEncoder().encode(sentence));
    expect(utf8.text).toBe(sentence);

    const utf16 = new Uint8Array(2 + sentence.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let index = 0; index < sentence.length; index++) {
      const code = sentence.charCodeAt(index);
      utf16[2 + index * 2] = code & 0xff;
      utf16[3 + index * 2] = code >> 8;
    }
    expect((await parseDocument(utf16)).text).toBe(sentence);

    // "café" and a right single quote in Windows-1252 are not valid UTF-8.
    const windows1252 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x92, 0x73]);
    expect((await parseDocument(windows1252)).text).toBe('café ’s');
  });

  it('splits long text into pages at paragraph breaks', async () => {
    const paragraph =
      'The Company shall pay the Consultant the fees set out in Schedule A. '.repeat(10);
    const text = Array.from({ length: 12 }, (_, index) => `${index + 1}. ${paragraph}`).join(
      '\n\n',
    );
    const document = await parseDocument(new TextEncoder().encode(text));
    expect(document.pages.length).toBeGreaterThan(2);
    for (const page of document.pages) {
      expect(document.text.slice(page.start, page.end)).toMatch(/^\d+\. The Company/);
    }
  });

  it('refuses empty, unknown and damaged files with their own errors', async () => {
    await expectFailure(new Uint8Array(), 'INVALID_DOCUMENT');
    // A Windows executable renamed to .pdf is still an executable.
    await expectFailure(
      new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'UNSUPPORTED_FILE_TYPE',
    );
    await expectFailure(new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage'), 'INVALID_DOCUMENT');
    await expectFailure(new TextEncoder().encode('   \n\n  '), 'TEXT_EXTRACTION_FAILED');
  });
});
