import { readZipEntry, type ZipEntry } from './check-docx-zip.ts';
import { prepareDocxXml } from './prepare-docx-xml.ts';

/**
 * The zip access mammoth reads a document through when it is handed `{ file }` rather than a
 * buffer (see mammoth/lib/unzip.js and lib/zipfile.js): a part's presence, and its bytes or text.
 */
export interface DocxPackage {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<Uint8Array | string>;
}

/**
 * A checked DOCX (see checkDocxZip) as mammoth reads it: every part inflated by our own zip
 * reader, which never inflates past a part's declared size (jszip, which mammoth would use,
 * trusts the file), and every XML part prepared so mammoth reads all of its text once.
 */
export function openDocxPackage(bytes: Uint8Array, entries: readonly ZipEntry[]): DocxPackage {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  return {
    exists: (name) => byName.has(name),
    read(name, encoding) {
      const entry = byName.get(name);
      if (!entry) return Promise.reject(new Error(`${name} is not in this Word document.`));
      try {
        const data = readZipEntry(bytes, entry);
        if (!encoding) return Promise.resolve(data);
        if (encoding === 'base64') return Promise.resolve(Buffer.from(data).toString('base64'));
        const text = new TextDecoder(encoding).decode(data);
        return Promise.resolve(/\.xml$/i.test(name) ? prepareDocxXml(text) : text);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
