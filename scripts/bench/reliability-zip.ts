import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A minimal zip writer for the reliability bench's hostile DOCX files: it can declare sizes that
 * are not the real ones (a lying zip bomb) and take entries already deflated elsewhere.
 */
export interface ZipEntryInput {
  name: string;
  /** The uncompressed bytes; or `deflated` with `declaredSize` for a pre-built bomb. */
  data?: Uint8Array;
  deflated?: Uint8Array;
  /** The uncompressed size written in the headers (defaults to the real one). */
  declaredSize?: number;
  /** CRC written in the headers (defaults to the real one when known, else 0). */
  crc?: number;
}

export function writeZip(entries: readonly ZipEntryInput[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = entry.deflated ?? deflateRawSync(entry.data ?? new Uint8Array());
    const realSize = entry.data?.length ?? 0;
    const size = entry.declaredSize ?? realSize;
    const crc = entry.crc ?? (entry.data ? crc32(entry.data) : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(Math.min(size, 0xfffffffe) >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, Buffer.from(compressed));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(Math.min(size, 0xfffffffe) >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, centralBytes, end]));
}

const bombCache = new Map<string, Promise<Uint8Array>>();

/**
 * Raw deflate of `megabytes` MB of one repeated byte, built as a stream so the bench never holds
 * the inflated bytes (a 1 GB bomb is about 1 MB deflated). Cached per size and byte.
 */
export function deflatedRun(megabytes: number, byte = 0x20): Promise<Uint8Array> {
  const key = `${megabytes}:${byte}`;
  let cached = bombCache.get(key);
  if (!cached) {
    cached = new Promise<Uint8Array>((resolve, reject) => {
      const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
      const chunks: Buffer[] = [];
      deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
      deflate.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      deflate.on('error', reject);
      const block = Buffer.alloc(1024 * 1024, byte);
      let written = 0;
      const pump = () => {
        while (written < megabytes) {
          written++;
          if (!deflate.write(block)) return void deflate.once('drain', pump);
        }
        deflate.end();
      };
      pump();
    });
    bombCache.set(key, cached);
  }
  return cached;
}
