import { inflateRawSync } from 'node:zlib';
import { ParseError } from './parse-error.ts';
import {
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNCOMPRESSED_BYTES,
  MAX_DOCX_XML_BYTES,
} from './parse-limits.ts';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// ZIP64 marks sizes and counts it moved elsewhere with all-ones; no DOCX needs them.
const ZIP64_MARKER = 0xffffffff;

/** One file inside the zip, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The bounds checkDocxZip applies; tests pass small ones. */
export interface DocxZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  maxXmlBytes: number;
}

const DEFAULT_LIMITS: DocxZipLimits = {
  maxEntries: MAX_DOCX_ENTRIES,
  maxUncompressedBytes: MAX_DOCX_UNCOMPRESSED_BYTES,
  maxXmlBytes: MAX_DOCX_XML_BYTES,
};

const tooLarge = (detail: string) =>
  new ParseError('too-large', `This Word document is too large to open once unpacked (${detail}).`);
const corrupt = (detail: string, cause?: unknown) =>
  new ParseError('corrupt', `This Word document is damaged and cannot be opened (${detail}).`, {
    cause,
  });

/**
 * Guards against zip bombs before mammoth (through jszip, which trusts the file) inflates
 * anything. The central directory's declared sizes must stay within bounds, and every XML part
 * mammoth reads is inflated here with the output capped at its declared size, so a file that
 * lies about its sizes is caught too. Returns the entries for callers that want a part's text.
 */
export function checkDocxZip(
  bytes: Uint8Array,
  limits: DocxZipLimits = DEFAULT_LIMITS,
): ZipEntry[] {
  const entries = readCentralDirectory(bytes, limits);
  let declared = 0;
  let xml = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    if (isXmlPart(entry.name)) xml += entry.uncompressedSize;
  }
  if (declared > limits.maxUncompressedBytes)
    throw tooLarge(`${formatMegabytes(declared)} declared`);
  if (xml > limits.maxXmlBytes) throw tooLarge(`${formatMegabytes(xml)} of XML declared`);
  for (const entry of entries) {
    if (isXmlPart(entry.name)) readZipEntry(bytes, entry);
  }
  return entries;
}

/** A zip entry's uncompressed bytes, never more than it declares. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_FILE_HEADER)
    throw corrupt(`no local header for ${entry.name}`);
  const dataStart =
    header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw corrupt(`${entry.name} is cut short`);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED)
    throw corrupt(`${entry.name} uses compression method ${entry.method}`);
  let inflated: Buffer;
  try {
    // One byte over the declared size is enough to prove the declaration false.
    inflated = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 });
  } catch (error) {
    if (error instanceof RangeError)
      throw tooLarge(`${entry.name} inflates past its declared size`);
    throw corrupt(`${entry.name} cannot be inflated`, error);
  }
  if (inflated.length !== entry.uncompressedSize)
    throw tooLarge(`${entry.name} inflates past its declared size`);
  return inflated;
}

function readCentralDirectory(bytes: Uint8Array, limits: DocxZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record sits in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (
    let offset = bytes.length - 22;
    offset >= Math.max(0, bytes.length - 22 - 0xffff);
    offset--
  ) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw corrupt('no zip directory');
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARKER) throw tooLarge('ZIP64 archive');
  if (count > limits.maxEntries) throw tooLarge(`${count} files inside`);
  if (directoryOffset + directorySize > bytes.length) throw corrupt('zip directory out of range');
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY)
      throw corrupt('zip directory entry damaged');
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const entry: ZipEntry = {
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    };
    if (
      entry.compressedSize === ZIP64_MARKER ||
      entry.uncompressedSize === ZIP64_MARKER ||
      entry.localHeaderOffset === ZIP64_MARKER
    )
      throw tooLarge('ZIP64 entry');
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The parts mammoth reads and inflates: XML and relationship files, never media. */
function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;
}
