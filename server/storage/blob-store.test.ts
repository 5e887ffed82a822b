import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { BlobStoreInputError, type BlobStore, type ListedBlob } from './blob-store.ts';
import { createBlobStore } from './create-blob-store.ts';

interface Driver {
  name: string;
  open: () => Promise<BlobStore>;
  stop: () => Promise<void>;
}

/** Local disk in a throwaway DATA_DIR, through the same settings path the server uses. */
function localDriver(): Driver {
  let dataDirectory = '';
  return {
    name: 'local disk',
    async open() {
      dataDirectory = await mkdtemp(path.join(tmpdir(), 'blob-local-'));
      return createBlobStore(loadEnv({ DATA_DIR: dataDirectory }));
    },
    stop: () => rm(dataDirectory, { recursive: true, force: true }),
  };
}

let s3rverDirectory = '';
let s3rverEndpoint = '';
let s3rver: S3rver | undefined;

/** A real S3-compatible server (s3rver) on a loopback port the system picks, in a temp dir. */
async function startS3rver(): Promise<void> {
  s3rverDirectory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3rverDirectory });
  const { port } = await s3rver.run();
  s3rverEndpoint = `http://127.0.0.1:${port}`;
}

function s3Settings(extra: Record<string, string> = {}) {
  return loadEnv({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3rverEndpoint,
    S3_BUCKET: 'legal-explainer-test',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_CREATE_BUCKET: 'true',
    ...extra,
  });
}

function s3Driver(): Driver {
  return {
    name: 'S3 (s3rver)',
    async open() {
      await startS3rver();
      return createBlobStore(s3Settings());
    },
    async stop() {
      await s3rver?.close();
      await rm(s3rverDirectory, { recursive: true, force: true });
    },
  };
}

const text = (value: string) => new TextEncoder().encode(value);

async function collect(store: BlobStore, prefix: string): Promise<ListedBlob[]> {
  if (!store.list) throw new Error('This store cannot list its blobs');
  const listed: ListedBlob[] = [];
  for await (const blob of store.list(prefix)) listed.push(blob);
  return listed;
}

const BAD_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../outside',
  'a/./b',
  'a//b',
  'a/',
  '.hidden',
  'a/.hidden',
  'a\\b',
  'a b',
  'naïve',
  'a@blob',
  'x'.repeat(513),
  `a/${'x'.repeat(181)}`,
];

describe.each([localDriver(), s3Driver()])('blob store contract: $name', (driver) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await driver.open();
  });
  afterAll(async () => {
    await store.close();
    await driver.stop();
  });

  it('round-trips text with its content type', async () => {
    await store.put('notes/hello.txt', text('Héllo, wörld\n'), 'text/plain; charset=utf-8');
    const blob = await store.find('notes/hello.txt');
    expect(blob?.contentType).toBe('text/plain; charset=utf-8');
    expect(new TextDecoder().decode(blob?.bytes)).toBe('Héllo, wörld\n');
    expect(await store.exists('notes/hello.txt')).toBe(true);
  });

  it('round-trips 3 MB of random binary byte for byte', async () => {
    const bytes = randomBytes(3_000_000);
    await store.put('documents/u1/contract.pdf', bytes, 'application/pdf');
    const blob = await store.find('documents/u1/contract.pdf');
    expect(blob?.contentType).toBe('application/pdf');
    expect(blob?.bytes.byteLength).toBe(3_000_000);
    expect(Buffer.compare(Buffer.from(blob?.bytes ?? []), bytes)).toBe(0);
  });

  it('reads a byte range of a blob, cut short at its end', async () => {
    const bytes = randomBytes(200_000);
    await store.put('documents/u1/ranged.pdf', bytes, 'application/pdf');
    const middle = await store.findRange('documents/u1/ranged.pdf', {
      start: 65_536,
      end: 131_071,
    });
    expect(middle?.contentType).toBe('application/pdf');
    expect(Buffer.compare(Buffer.from(middle?.bytes ?? []), bytes.subarray(65_536, 131_072))).toBe(
      0,
    );
    const tail = await store.findRange('documents/u1/ranged.pdf', { start: 199_990, end: 299_999 });
    expect(Buffer.compare(Buffer.from(tail?.bytes ?? []), bytes.subarray(199_990))).toBe(0);
    const head = await store.findRange('documents/u1/ranged.pdf', { start: 0, end: 9 });
    expect(Buffer.compare(Buffer.from(head?.bytes ?? []), bytes.subarray(0, 10))).toBe(0);
    expect(await store.findRange('documents/u1/never-stored.pdf', { start: 0, end: 9 })).toBeNull();
  });

  it('round-trips an empty blob', async () => {
    await store.put('empty', new Uint8Array(0), 'application/octet-stream');
    const blob = await store.find('empty');
    expect(blob?.bytes.byteLength).toBe(0);
    expect(blob?.contentType).toBe('application/octet-stream');
  });

  it('replaces bytes and content type on overwrite', async () => {
    await store.put('overwritten', text('first version, longer'), 'text/plain');
    await store.put('overwritten', text('{"v":2}'), 'application/json');
    const blob = await store.find('overwritten');
    expect(blob?.contentType).toBe('application/json');
    expect(new TextDecoder().decode(blob?.bytes)).toBe('{"v":2}');
  });

  it('keeps a key and a longer key beneath it apart', async () => {
    await store.put('folder', text('the file'), 'text/plain');
    await store.put('folder/inside', text('the nested file'), 'text/plain');
    expect(new TextDecoder().decode((await store.find('folder'))?.bytes)).toBe('the file');
    expect(new TextDecoder().decode((await store.find('folder/inside'))?.bytes)).toBe(
      'the nested file',
    );
  });

  it('answers null and false for a key never stored', async () => {
    expect(await store.find('never/stored.pdf')).toBeNull();
    expect(await store.exists('never/stored.pdf')).toBe(false);
  });

  it('deletes, and deleting again or deleting a missing key is fine', async () => {
    await store.put('to-delete.txt', text('bye'), 'text/plain');
    await store.delete('to-delete.txt');
    expect(await store.find('to-delete.txt')).toBeNull();
    expect(await store.exists('to-delete.txt')).toBe(false);
    await expect(store.delete('to-delete.txt')).resolves.toBeUndefined();
    await expect(store.delete('never/existed')).resolves.toBeUndefined();
  });

  it.each(BAD_KEYS.map((key) => [key.length > 40 ? `${key.slice(0, 40)}...` : key, key]))(
    'rejects the key %j in every operation',
    async (_label, key) => {
      await expect(store.put(key, text('x'), 'text/plain')).rejects.toThrow(BlobStoreInputError);
      await expect(store.find(key)).rejects.toThrow(BlobStoreInputError);
      await expect(store.exists(key)).rejects.toThrow(BlobStoreInputError);
      await expect(store.delete(key)).rejects.toThrow(BlobStoreInputError);
    },
  );

  it('lists the blobs under a prefix with when each was written', async () => {
    // S3 keeps whole seconds; a little slack either side covers that and clock rounding.
    const before = Date.now() - 2000;
    await store.put('listing/a/one', text('1'), 'text/plain');
    await store.put('listing/a/deeper/two', text('2'), 'text/plain');
    await store.put('listing/b/three', text('3'), 'text/plain');
    await store.put('listing-beside/four', text('4'), 'text/plain');
    const after = Date.now() + 2000;

    const underA = await collect(store, 'listing/a/');
    expect(underA.map((blob) => blob.key).sort()).toEqual([
      'listing/a/deeper/two',
      'listing/a/one',
    ]);
    for (const blob of underA) {
      expect(blob.lastModified.getTime()).toBeGreaterThanOrEqual(before);
      expect(blob.lastModified.getTime()).toBeLessThanOrEqual(after);
    }
    expect((await collect(store, 'listing/')).map((blob) => blob.key).sort()).toEqual([
      'listing/a/deeper/two',
      'listing/a/one',
      'listing/b/three',
    ]);
    expect(await collect(store, 'never/listed/')).toEqual([]);
    const everything = (await collect(store, '')).map((blob) => blob.key);
    expect(everything).toEqual(expect.arrayContaining(['listing/b/three', 'listing-beside/four']));
  });

  it('stops listing a deleted blob', async () => {
    await store.put('listing-deleted/gone', text('x'), 'text/plain');
    await store.delete('listing-deleted/gone');
    expect(await collect(store, 'listing-deleted/')).toEqual([]);
  });

  it.each(['listing', '/listing/', '../', 'a//', '.hidden/', 'a/../'])(
    'refuses to list the prefix %j',
    async (prefix) => {
      await expect(collect(store, prefix)).rejects.toThrow(BlobStoreInputError);
    },
  );

  it('leaves no temporary file behind a completed put', async () => {
    await store.put('complete/blob', text('whole'), 'text/plain');
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    expect(await store.removeStaleTemporaryFiles?.(inAnHour)).toEqual([]);
    expect(await store.exists('complete/blob')).toBe(true);
  });

  it('rejects a content type that is not a MIME type', async () => {
    for (const contentType of ['', 'pdf', 'text/plain\r\nX-Injected: 1', 'téxt/plain']) {
      await expect(store.put('typed', text('x'), contentType)).rejects.toThrow(BlobStoreInputError);
    }
    expect(await store.exists('typed')).toBe(false);
  });
});

describe('S3 driver against s3rver', () => {
  beforeAll(startS3rver);
  afterAll(async () => {
    await s3rver?.close();
    await rm(s3rverDirectory, { recursive: true, force: true });
  });

  it('stores the plain bytes on the server, without aws-chunked framing', async () => {
    const store = await createBlobStore(s3Settings());
    await store.put('framing/check.bin', randomBytes(3_000_000), 'application/octet-stream');
    await store.close();
    // s3rver keeps each object as a file; its size is what the server really stored.
    const stored = path.join(
      s3rverDirectory,
      'legal-explainer-test',
      'framing',
      'check.bin._S3rver_object',
    );
    expect((await stat(stored)).size).toBe(3_000_000);
  });

  it('refuses to start on a missing bucket unless told to create it', async () => {
    await expect(
      createBlobStore(s3Settings({ S3_BUCKET: 'no-such-bucket', S3_CREATE_BUCKET: 'false' })),
    ).rejects.toThrow(/S3 bucket "no-such-bucket" does not exist/);
  });

  it('reopens an existing bucket with creation on, keeping its blobs', async () => {
    const first = await createBlobStore(s3Settings({ S3_BUCKET: 'reopened' }));
    await first.put('kept', text('still here'), 'text/plain');
    await first.close();
    const second = await createBlobStore(s3Settings({ S3_BUCKET: 'reopened' }));
    expect(new TextDecoder().decode((await second.find('kept'))?.bytes)).toBe('still here');
    await second.close();
  });

  it('fails at start with credentials the server does not know', async () => {
    // s3rver does not check v4 signatures, but it does refuse an unknown access key.
    await expect(createBlobStore(s3Settings({ S3_ACCESS_KEY_ID: 'UNKNOWN-KEY' }))).rejects.toThrow(
      /Cannot reach S3 bucket "legal-explainer-test": .*HTTP 403/,
    );
  });
});
