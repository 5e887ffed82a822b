import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidContentType,
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  type BlobStore,
  type ByteSpan,
  type ListedBlob,
  type StoredBlob,
} from './blob-store.ts';

/**
 * Layout under the root directory (DATA_DIR/files by default):
 *
 * - key `a/b/contract.pdf` is the file `a/b/contract.pdf@blob`. The '@' is outside the key
 *   alphabet, so a blob file can never collide with the directory of a longer key (`a` and
 *   `a/b` can both exist).
 * - the file holds one header line, `{"v":1,"contentType":"..."}\n`, then the bytes. Keeping
 *   the content type inside the same file means one rename publishes both together: there is
 *   no moment where new bytes sit beside an old content type, as a sidecar file would allow.
 * - a write goes to `.<name>.<random>.tmp` in the same directory, is fsynced, renamed over the
 *   target and the directory fsynced. Names starting with '.' are not keys, so a temporary file
 *   left by a crash is never read; opening the store removes the stale ones, and
 *   removeStaleTemporaryFiles does on request (server/maintenance/leftover-sweeper.ts, hourly).
 */
const BLOB_SUFFIX = '@blob';
// Exactly the name put() gives its temporary file: `.<name>@blob.<16 hex digits>.tmp`.
const TEMPORARY_FILE = /^\.[^/]+@blob\.[0-9a-f]{16}\.tmp$/;
const HEADER_VERSION = 1;
const MAX_HEADER_BYTES = 1024;
const NEWLINE = 0x0a;

/** How old a temporary file must be before start-up removes it as a crash leftover. */
export const DEFAULT_LEFTOVER_AGE_MS = 10 * 60 * 1000;

/** Options of the local-disk driver. */
export interface LocalDiskStoreOptions {
  /** The root directory; created when missing. */
  directory: string;
  /**
   * Temporary files younger than this are kept at start-up: another process sharing the
   * directory (a worker) may be writing them right now. Default 10 minutes.
   */
  leftoverAgeMs?: number;
}

/** Opens (creating if needed) a local-disk store and removes stale temporary files. */
export async function openLocalDiskStore(options: LocalDiskStoreOptions): Promise<BlobStore> {
  const root = path.resolve(options.directory);
  await mkdir(root, { recursive: true });
  const leftoverAgeMs = options.leftoverAgeMs ?? DEFAULT_LEFTOVER_AGE_MS;
  await removeTemporaryFiles(root, Date.now() - leftoverAgeMs);
  return new LocalDiskStore(root);
}

class LocalDiskStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidContentType(contentType);
    const target = this.pathOf(key);
    const directory = path.dirname(target);
    await ensureDirectory(directory);
    const temporary = path.join(
      directory,
      `.${path.basename(target)}.${randomBytes(8).toString('hex')}.tmp`,
    );
    const header = Buffer.from(`${JSON.stringify({ v: HEADER_VERSION, contentType })}\n`);
    try {
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await writeAll(handle, header);
        await writeAll(handle, bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    // The rename is only durable once the directory entry is on disk.
    await syncDirectory(directory);
  }

  async find(key: string): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return parseBlobFile(content, file);
  }

  async findRange(key: string, span: ByteSpan): Promise<StoredBlob | null> {
    const file = this.pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const start = await readAt(handle, 0, MAX_HEADER_BYTES);
      const { contentType, bodyOffset } = parseHeader(start, file);
      const bytes = await readAt(handle, bodyOffset + span.start, span.end - span.start + 1);
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType,
      };
    } finally {
      await handle.close();
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    await syncDirectory(path.dirname(file));
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {}

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    assertValidPrefix(prefix);
    const start = path.join(this.root, ...prefix.split('/').filter(Boolean));
    for await (const file of walkFiles(start)) {
      if (!file.name.endsWith(BLOB_SUFFIX)) continue;
      const relative = path.relative(this.root, file.path).split(path.sep).join('/');
      const key = relative.slice(0, -BLOB_SUFFIX.length);
      if (!isValidKey(key)) continue;
      const modified = await lstat(file.path).then(
        (stats) => (stats.isFile() ? stats.mtime : undefined),
        () => undefined,
      );
      // Deleted between the directory read and now: no longer there to list.
      if (modified) yield { key, lastModified: modified };
    }
  }

  removeStaleTemporaryFiles(olderThan: Date): Promise<string[]> {
    return removeTemporaryFiles(this.root, olderThan.getTime());
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const file = path.join(this.root, ...key.split('/')) + BLOB_SUFFIX;
    // The key rules already forbid escaping; this is the second lock on the same door.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Blob key escapes the store`);
    return file;
  }
}

function parseBlobFile(content: Buffer, file: string): StoredBlob {
  const { contentType, bodyOffset } = parseHeader(content, file);
  const bytes = content.subarray(bodyOffset);
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
}

/** The content type from a blob file's header line, and where the bytes after it start. */
function parseHeader(content: Buffer, file: string): { contentType: string; bodyOffset: number } {
  const end = content.subarray(0, MAX_HEADER_BYTES).indexOf(NEWLINE);
  let header: unknown;
  try {
    header = end > 0 ? JSON.parse(content.subarray(0, end).toString('utf8')) : undefined;
  } catch {
    header = undefined;
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    !('v' in header) ||
    header.v !== HEADER_VERSION ||
    !('contentType' in header) ||
    typeof header.contentType !== 'string'
  ) {
    throw new Error(`Blob file has no valid header: ${file}`);
  }
  return { contentType: header.contentType, bodyOffset: end + 1 };
}

/** Up to `length` bytes from `position`; fewer where the file ends first. */
async function readAt(
  handle: Awaited<ReturnType<typeof open>>,
  position: number,
  length: number,
): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  let filled = 0;
  while (filled < buffer.byteLength) {
    const { bytesRead } = await handle.read(
      buffer,
      filled,
      buffer.byteLength - filled,
      position + filled,
    );
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

async function writeAll(handle: Awaited<ReturnType<typeof open>>, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.byteLength) {
    const { bytesWritten } = await handle.write(data, offset, data.byteLength - offset);
    offset += bytesWritten;
  }
}

/** Creates directory and fsyncs the parent of every directory it had to create. */
async function ensureDirectory(directory: string): Promise<void> {
  const firstCreated = await mkdir(directory, { recursive: true });
  if (firstCreated === undefined) return;
  for (let created = directory; ; created = path.dirname(created)) {
    await syncDirectory(path.dirname(created));
    if (created === firstCreated || created === path.dirname(created)) break;
  }
}

async function syncDirectory(directory: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(directory, 'r');
  } catch (error) {
    // Some platforms (Windows) cannot open a directory for syncing; nothing more to do there.
    if (hasCode(error, 'EISDIR', 'EPERM', 'EACCES')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!hasCode(error, 'EINVAL', 'EPERM', 'EBADF')) throw error;
  } finally {
    await handle.close();
  }
}

/** Every regular file under directory (never following links), as its path and name. */
async function* walkFiles(directory: string): AsyncIterable<{ path: string; name: string }> {
  const pending = [directory];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    let entries: Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    for (const entry of entries) {
      const entryPath = path.join(current, entry.name);
      if (entry.isDirectory()) pending.push(entryPath);
      else if (entry.isFile()) yield { path: entryPath, name: entry.name };
    }
  }
}

/**
 * Removes the temporary files put() names, last modified at or before cutoffMs, anywhere under
 * root; returns their paths relative to root, with '/' between folders.
 */
async function removeTemporaryFiles(root: string, cutoffMs: number): Promise<string[]> {
  const removed: string[] = [];
  for await (const file of walkFiles(root)) {
    if (!TEMPORARY_FILE.test(file.name)) continue;
    const modified = await lstat(file.path).then(
      (stats) => stats.mtimeMs,
      () => Number.POSITIVE_INFINITY,
    );
    if (modified > cutoffMs) continue;
    const isRemoved = await unlink(file.path).then(
      () => true,
      () => false,
    );
    if (isRemoved) removed.push(path.relative(root, file.path).split(path.sep).join('/'));
  }
  return removed;
}

function isMissing(error: unknown): boolean {
  return hasCode(error, 'ENOENT', 'ENOTDIR');
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    codes.includes(error.code)
  );
}
