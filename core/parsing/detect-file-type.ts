import type { DocumentFileType } from './parsed-document.ts';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK..

function startsWith(bytes: Uint8Array, magic: number[], offset = 0): boolean {
  return magic.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * What a file is, judged by its bytes and never by its name: PDF by its header, DOCX by a zip
 * that holds word/document.xml, text by the absence of binary control bytes. Null for anything
 * else (an image, an executable, a spreadsheet).
 */
export function detectFileType(bytes: Uint8Array): DocumentFileType | null {
  // Some PDF writers put a few bytes of junk before the header; readers accept up to 1 KB.
  const head = bytes.subarray(0, 1024);
  for (let offset = 0; offset + PDF_MAGIC.length <= head.length; offset++) {
    if (startsWith(head, PDF_MAGIC, offset)) return 'pdf';
  }
  if (startsWith(bytes, ZIP_MAGIC))
    return containsAscii(bytes, 'word/document.xml') ? 'docx' : null;
  return looksLikeText(bytes) ? 'txt' : null;
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const pattern = Array.from(needle, (character) => character.charCodeAt(0));
  outer: for (let index = 0; index + pattern.length <= bytes.length; index++) {
    for (let offset = 0; offset < pattern.length; offset++) {
      if (bytes[index + offset] !== pattern[offset]) continue outer;
    }
    return true;
  }
  return false;
}

/** Text has no NUL bytes and few control characters (UTF-16 with a BOM is text too). */
function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return true;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return false;
    // Tab, line feed, form feed and carriage return are ordinary in text.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) control++;
  }
  return control <= sample.length * 0.01;
}
