import path from 'node:path';
import type { Env } from '../env.ts';
import type { BlobStore } from './blob-store.ts';
import { openLocalDiskStore } from './local-disk-store.ts';

/** The settings the storage drivers read. */
export type StorageEnv = Pick<
  Env,
  | 'dataDirectory'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_CREATE_BUCKET'
>;

/** The directory the local driver uses: `files` under DATA_DIR. */
export function getLocalStorageDirectory(env: Pick<Env, 'dataDirectory'>): string {
  return path.join(env.dataDirectory, 'files');
}

/** Opens the blob store STORAGE_DRIVER names: local disk by default, or S3. */
export async function createBlobStore(env: StorageEnv): Promise<BlobStore> {
  if (env.STORAGE_DRIVER === 'local') {
    return openLocalDiskStore({ directory: getLocalStorageDirectory(env) });
  }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  // loadEnv already refuses these; the check keeps a hand-built Env honest too.
  if (bucket === undefined || accessKeyId === undefined || secretAccessKey === undefined) {
    throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  // The S3 client is loaded only by a server that uses it: it adds a fifth to every start.
  const { openS3Store } = await import('./s3-store.ts');
  return openS3Store({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    // Self-hosted servers (MinIO, s3rver, Ceph) rarely have wildcard DNS for bucket hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    createBucket: env.S3_CREATE_BUCKET,
  });
}
