import { Readable } from 'node:stream';
import JSZip from 'jszip';

/** One file of a zip, made only when the zip reaches it. */
export interface ZipEntry {
  /** Its path inside the zip, with `/` between folders. */
  name: string;
  /** Its modification time as unzip tools show it. */
  date: Date;
  /** Reads or renders its bytes; called once, when the entry before it is written. */
  produce: () => Promise<Uint8Array | string>;
}

/**
 * A zip of the entries as a stream, the one place jszip is used by the server. JSZip writes its
 * entries one after another and only resumes an entry's source when it reaches it; each source
 * here is a stream that asks `produce` for its bytes at its first read, so at most one entry's
 * bytes (an original file, 10 MB at most) are held at a time, and the compressed output is
 * sent as it is made (streamFiles: sizes follow each entry instead of preceding it).
 */
export function createZipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new JSZip();
  for (const entry of entries) {
    zip.file(entry.name, createLazySource(entry.produce), { date: entry.date, binary: true });
  }
  return new Readable().wrap(
    zip.generateNodeStream({
      type: 'nodebuffer',
      streamFiles: true,
      compression: 'DEFLATE',
      compressionOptions: { level: 6 },
    }),
  );
}

/** A stream that makes its bytes at its first read, not before. */
function createLazySource(produce: () => Promise<Uint8Array | string>): Readable {
  let isStarted = false;
  return new Readable({
    read() {
      if (isStarted) return;
      isStarted = true;
      produce().then(
        (bytes) => {
          this.push(typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes));
          this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}
