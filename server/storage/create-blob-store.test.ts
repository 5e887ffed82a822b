import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createBlobStore } from './create-blob-store.ts';

describe('createBlobStore', () => {
  it('uses local disk under DATA_DIR/files when nothing is configured', async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'blob-create-'));
    try {
      const store = await createBlobStore(loadEnv({ DATA_DIR: dataDirectory }));
      await store.put('first.txt', new TextEncoder().encode('hello'), 'text/plain');
      expect(await readdir(path.join(dataDirectory, 'files'))).toEqual(['first.txt@blob']);
      await store.close();
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });

  it('refuses the S3 driver without a bucket and keys, even from a hand-built Env', async () => {
    const env = { ...loadEnv({}), STORAGE_DRIVER: 's3' as const };
    await expect(createBlobStore(env)).rejects.toThrow(/needs S3_BUCKET/);
  });
});
