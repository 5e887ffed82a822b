import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { openLocalDiskStore } from './local-disk-store.ts';

const text = (value: string) => new TextEncoder().encode(value);
const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

let directory: string;
let store: BlobStore | undefined;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'blob-disk-'));
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  await rm(directory, { recursive: true, force: true });
});

/** Every file under the store, relative, sorted: what a crash or a cleanup left behind. */
async function listFiles(): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Writes a file exactly as a write interrupted before its rename leaves it. */
async function leaveHalfWrittenFile(name: string, ageMs = 0): Promise<string> {
  const file = path.join(directory, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '{"v":1,"contentType":"text/plain"}\nhalf of the new ver');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return file;
}

describe('local disk store', () => {
  it('keeps each blob as one file named after its key, content type in its header', async () => {
    store = await openLocalDiskStore({ directory });
    await store.put('documents/u1/contract.txt', text('body'), 'text/plain');
    expect(await listFiles()).toEqual([path.join('documents', 'u1', 'contract.txt@blob')]);
    const raw = await readFile(
      path.join(directory, 'documents', 'u1', 'contract.txt@blob'),
      'utf8',
    );
    expect(raw).toBe('{"v":1,"contentType":"text/plain"}\nbody');
  });

  it('ignores a half-written temporary file: the old content stays readable', async () => {
    store = await openLocalDiskStore({ directory });
    await store.put('documents/contract.txt', text('the old version'), 'text/plain');
    await leaveHalfWrittenFile('documents/.contract.txt@blob.0123456789abcdef.tmp');
    await leaveHalfWrittenFile('documents/.fresh.txt@blob.0123456789abcdef.tmp');

    const blob = await store.find('documents/contract.txt');
    expect(decode(blob?.bytes)).toBe('the old version');
    expect(await store.find('documents/fresh.txt')).toBeNull();
    expect(await store.exists('documents/fresh.txt')).toBe(false);
  });

  it('removes stale temporary files at start and keeps fresh ones another process may own', async () => {
    const hour = 60 * 60 * 1000;
    const stale = await leaveHalfWrittenFile('a/b/.old.pdf@blob.00000000000000aa.tmp', hour);
    const staleAtRoot = await leaveHalfWrittenFile('.top@blob.00000000000000bb.tmp', hour);
    const fresh = await leaveHalfWrittenFile('a/.busy.pdf@blob.00000000000000cc.tmp');
    const first = await openLocalDiskStore({ directory });
    await first.put('a/kept.pdf', text('complete'), 'application/pdf');

    store = await openLocalDiskStore({ directory });
    const left = await listFiles();
    expect(left).toContain(path.relative(directory, fresh));
    expect(left).not.toContain(path.relative(directory, stale));
    expect(left).not.toContain(path.relative(directory, staleAtRoot));
    expect(decode((await store.find('a/kept.pdf'))?.bytes)).toBe('complete');

    await openLocalDiskStore({ directory, leftoverAgeMs: 0 });
    expect(await listFiles()).toEqual([path.join('a', 'kept.pdf@blob')]);
  });

  it('removes stale temporary files on request, keeping fresh ones and files it did not name', async () => {
    const hour = 60 * 60 * 1000;
    store = await openLocalDiskStore({ directory });
    await store.put('documents/u1/kept', text('complete'), 'text/plain');
    const stale = await leaveHalfWrittenFile(
      'documents/u1/.old@blob.00000000000000aa.tmp',
      2 * hour,
    );
    const fresh = await leaveHalfWrittenFile('documents/u1/.busy@blob.00000000000000bb.tmp');
    // Starts with '.' and ends in '.tmp', but put() never names a file so: not ours to remove.
    const foreign = await leaveHalfWrittenFile('documents/.editor-swap.tmp', 2 * hour);

    const removed = await store.removeStaleTemporaryFiles?.(new Date(Date.now() - hour));

    expect(removed).toEqual(['documents/u1/.old@blob.00000000000000aa.tmp']);
    const left = await listFiles();
    expect(left).not.toContain(path.relative(directory, stale));
    expect(left).toContain(path.relative(directory, fresh));
    expect(left).toContain(path.relative(directory, foreign));
    expect(decode((await store.find('documents/u1/kept'))?.bytes)).toBe('complete');
    // A later cut-off takes the fresh one too, and only it.
    expect(await store.removeStaleTemporaryFiles?.(new Date(Date.now() + hour))).toEqual([
      'documents/u1/.busy@blob.00000000000000bb.tmp',
    ]);
  });

  it('lists blob files with their modification time, never temporary or stray files', async () => {
    store = await openLocalDiskStore({ directory });
    await store.put('documents/u1/doc', text('body'), 'text/plain');
    const written = new Date('2024-03-01T12:00:00.000Z');
    await utimes(path.join(directory, 'documents', 'u1', 'doc@blob'), written, written);
    await leaveHalfWrittenFile('documents/u1/.doc@blob.00000000000000aa.tmp');
    await leaveHalfWrittenFile('documents/u1/readme.txt');
    await leaveHalfWrittenFile('documents/u1/.hidden@blob');

    const listed = [];
    for await (const blob of store.list?.('documents/') ?? []) listed.push(blob);
    expect(listed).toEqual([{ key: 'documents/u1/doc', lastModified: written }]);
  });

  it('survives a writer killed mid-write: the blob is one whole version, never a mix', async () => {
    const size = 8 * 1024 * 1024;
    let sawInterruptedWrite = false;
    // A kill can land between two writes; a few tries make sure one lands inside a write.
    for (let attempt = 0; attempt < 6 && !sawInterruptedWrite; attempt++) {
      const started = await killWriterDuringWrite(directory, size);
      const leftovers = (await listFiles()).filter((file) => file.endsWith('.tmp'));
      sawInterruptedWrite ||= leftovers.length > 0;

      store = await openLocalDiskStore({ directory, leftoverAgeMs: 0 });
      const blob = await store.find('contract.pdf');
      const version = Number(blob?.contentType.replace('application/x-version-', ''));
      // Either the write that was killed or the one before it, complete and matching its type.
      expect([started, started - 1]).toContain(version);
      expect(blob?.bytes.byteLength).toBe(size);
      expect(blob?.bytes.every((byte) => byte === version % 256)).toBe(true);
      expect((await listFiles()).filter((file) => file.endsWith('.tmp'))).toEqual([]);
      await store.close();
    }
    expect(sawInterruptedWrite).toBe(true);
  });
});

/**
 * Runs a child process that rewrites one blob again and again (version i filled with byte i)
 * and kills it with SIGKILL the moment the temporary file of its third write or later appears,
 * that is in the middle of a write. Returns the number of the write that was under way.
 */
function killWriterDuringWrite(root: string, size: number): Promise<number> {
  const storeModule = path.join(import.meta.dirname, 'local-disk-store.ts');
  const script = `
    import { openLocalDiskStore } from ${JSON.stringify(storeModule)};
    const store = await openLocalDiskStore({ directory: process.argv[1], leftoverAgeMs: 0 });
    const existing = await store.find('contract.pdf');
    let version = existing ? Number(existing.contentType.replace('application/x-version-', '')) : 0;
    for (let written = 0; ; written++) {
      version++;
      process.stdout.write((written >= 2 ? 'killable ' : 'writing ') + version + '\\n');
      await store.put('contract.pdf', new Uint8Array(${size}).fill(version % 256), 'application/x-version-' + version);
    }`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script, root],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let announced = 0;
    let isKillable = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      for (const match of chunk.matchAll(/(writing|killable) (\d+)\n/g)) {
        announced = Number(match[2]);
        isKillable = match[1] === 'killable';
      }
    });
    const watcher = watch(root, (_event, name) => {
      if (isKillable && name?.endsWith('.tmp') && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      watcher.close();
      if (signal === 'SIGKILL') resolve(announced);
      else reject(new Error(`The writer exited by itself (${signal ?? code})`));
    });
  });
}
