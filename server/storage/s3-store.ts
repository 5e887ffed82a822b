import { createHash } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
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

/** Settings of the S3-compatible driver; the only module that imports the S3 SDK. */
export interface S3StoreOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Create the bucket when it does not exist; otherwise a missing bucket stops the start. */
  createBucket: boolean;
}

/**
 * Opens an S3-compatible store and checks the bucket is reachable, so wrong settings fail at
 * start rather than at the first upload. A PutObject replaces the object as a whole: readers
 * see the old bytes or the new ones, never a mix, so no temporary-object dance is needed.
 */
export async function openS3Store(options: S3StoreOptions): Promise<BlobStore> {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle,
    // The SDK's default ("when supported") adds CRC checksums, sent as aws-chunked framing with
    // trailers for stream bodies; several S3-compatible servers reject those or, like s3rver,
    // store the framing as if it were the file. Content-MD5, set on every put below, still lets
    // the server reject a body damaged on the way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await ensureBucket(client, options.bucket, options.createBucket);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return new S3Store(client, options.bucket);
}

class S3Store implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertValidKey(key);
    assertValidContentType(contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
      }),
    );
  }

  async find(key: string): Promise<StoredBlob | null> {
    return this.get(key);
  }

  private async get(key: string, range?: string): Promise<StoredBlob | null> {
    assertValidKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      if (!response.Body) throw new Error(`S3 returned no body for ${key}`);
      const bytes = await response.Body.transformToByteArray();
      return { bytes, contentType: response.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async findRange(key: string, span: ByteSpan): Promise<StoredBlob | null> {
    return this.get(key, `bytes=${span.start}-${span.end}`);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 whether or not the object existed.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<ListedBlob> {
    assertValidPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined || object.LastModified === undefined) continue;
        if (!isValidKey(object.Key)) continue;
        yield { key: object.Key, lastModified: object.LastModified };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken !== undefined);
  }

  /** A PutObject is one request that stores the whole object or nothing: no temporary files. */
  async removeStaleTemporaryFiles(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

async function ensureBucket(client: S3Client, bucket: string, create: boolean): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    return;
  } catch (error) {
    if (!isNotFound(error)) {
      throw new Error(`Cannot reach S3 bucket "${bucket}": ${describe(error)}`, { cause: error });
    }
  }
  if (!create) {
    throw new Error(
      `S3 bucket "${bucket}" does not exist: create it, or set S3_CREATE_BUCKET=true to let the server create it`,
    );
  }
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if (!(error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou')) {
      throw error;
    }
  }
}

// A missing object comes back as NoSuchKey (GET) or a bare 404 (HEAD). A missing bucket is a
// broken setup, not an absent file, so a GET's NoSuchBucket is thrown. Without s3:ListBucket,
// AWS answers 403 for a missing key instead of 404: the credentials need that permission.
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? 'unknown'})`;
  }
  return error instanceof Error ? error.message : String(error);
}
