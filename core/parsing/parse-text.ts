import {
  createParsedDocument,
  normalizeExtractedText,
  type ParsedDocument,
} from './parsed-document.ts';
import { paginateText } from './paginate-text.ts';

/**
 * Decodes a plain-text file: UTF-16 or UTF-8 when a byte-order mark says so, UTF-8 when the
 * bytes are valid UTF-8, and Windows-1252 (what older Windows editors write) otherwise.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 differs from Latin-1 only in 0x80-0x9F, where it puts curly quotes, dashes and
// the euro sign. Node's TextDecoder treats the label as Latin-1, so the difference is mapped here.
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text +=
      byte >= 0x80 && byte <= 0x9f
        ? WINDOWS_1252_HIGH.charAt(byte - 0x80)
        : String.fromCharCode(byte);
  }
  return text;
}

/** Reads a TXT file into pages of about one printed page each. */
export function parseText(bytes: Uint8Array): ParsedDocument {
  // Form feeds mark page breaks in text files; keep them through normalisation.
  const text = normalizeExtractedText(decodeText(bytes).replace(/\f/g, '\n\f\n')).replace(
    /\n?\f\n?/g,
    '\f',
  );
  return createParsedDocument('txt', paginateText(text), true);
}
