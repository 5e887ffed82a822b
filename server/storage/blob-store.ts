/**
 * Where uploaded files live: a key-value store of immutable-looking blobs with a content type.
 * Two drivers implement it: local disk (the default) and any S3-compatible service.
 *
 * Whole blobs travel as bytes, not streams. Uploads are capped by MAX_UPLOAD_MB (at most
 * 100 MB), every consumer (pdfjs, mammoth, the hash) needs the whole file in memory anyway, and
 * a buffer makes "all or nothing" easy to keep: a put either stores every byte or fails. Only
 * the browser's PDF viewer reads parts (HTTP range requests), through findRange.
 *
 * Ordering that keeps "no row without its file": put the blob, then insert the row that points
 * at it; delete the row, then the blob. A crash between the two leaves at worst an orphaned
 * blob, never a row whose file is missing or half written.
 */
export interface BlobStore {
  /** Stores the bytes under key, replacing any earlier blob; resolves once they are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Returns the blob and its content type, or null when no blob has that key. */
  find(key: string): Promise<StoredBlob | null>;
  /**
   * Returns only the bytes of `span` (a viewer asking for one page's worth of a long PDF), or
   * null when no blob has that key. The span must start inside the blob; one reaching past
   * the end is cut short there.
   */
  findRange(key: string, span: ByteSpan): Promise<StoredBlob | null>;
  /** Removes the blob; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Whether a blob with that key exists. */
  exists(key: string): Promise<boolean>;
  /** Releases connections and handles; the store is unusable afterwards. */
  close(): Promise<void>;
  /**
   * Every blob whose key starts with prefix ('' or a valid key followed by '/'), in no
   * particular order, with when it was last written. Objects whose names are not valid keys
   * (put there by something else) are skipped. Optional so a wrapper or fake in a test may leave
   * it out; the leftover sweeper then has nothing to sweep.
   */
  list?(prefix: string): AsyncIterable<ListedBlob>;
  /**
   * Removes the store's own temporary files last modified before olderThan, the leftovers of
   * writes a crash interrupted, and returns their names relative to the store. A store that
   * writes no temporary files (S3: a PutObject is one request) removes nothing.
   */
  removeStaleTemporaryFiles?(olderThan: Date): Promise<string[]>;
}

/** A blob as a listing shows it: its key and when it was last written. */
export interface ListedBlob {
  key: string;
  lastModified: Date;
}

/** Bytes start to end of a blob, both included and counted from 0, as HTTP ranges count. */
export interface ByteSpan {
  start: number;
  end: number;
}

/** A blob as read back from a store. */
export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

/** Thrown for a key or content type the stores refuse; a programming error, never user input. */
export class BlobStoreInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobStoreInputError';
  }
}

/** Longest key accepted; S3 allows 1,024 bytes, local paths are kept well under PATH_MAX. */
export const MAX_KEY_LENGTH = 512;
/** Longest segment between slashes; leaves room for the local driver's temporary-file name. */
export const MAX_KEY_SEGMENT_LENGTH = 180;

// A segment never starts with '.', so '.', '..', hidden files and the local driver's temporary
// files (which start with '.') can never be named by a key.
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
// type/subtype with optional parameters; printable ASCII only, so no header injection.
const CONTENT_TYPE =
  /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[\x20\x21\x23-\x7e]*"|[A-Za-z0-9!#$&^_.+-]+))*$/;

/**
 * Throws unless key is a safe relative name: segments of letters, digits, '.', '_' and '-'
 * separated by single '/', none empty or starting with '.', so it cannot leave the store.
 */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new BlobStoreInputError(`Invalid blob key: must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    if (!KEY_SEGMENT.test(segment) || segment.length > MAX_KEY_SEGMENT_LENGTH) {
      throw new BlobStoreInputError(
        `Invalid blob key ${JSON.stringify(key)}: use segments of A-Z a-z 0-9 . _ - separated by single '/', none starting with '.'`,
      );
    }
  }
}

/** Throws unless prefix is '' or a valid key followed by '/', the prefixes list() accepts. */
export function assertValidPrefix(prefix: string): void {
  if (prefix === '') return;
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) {
    throw new BlobStoreInputError(
      `Invalid blob prefix ${JSON.stringify(prefix)}: use '' or a key followed by '/'`,
    );
  }
  assertValidKey(prefix.slice(0, -1));
}

/** Whether key is one the stores accept, without throwing. */
export function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

/** Throws unless contentType looks like a MIME type (type/subtype, optional parameters). */
export function assertValidContentType(contentType: string): void {
  if (
    typeof contentType !== 'string' ||
    contentType.length > 255 ||
    !CONTENT_TYPE.test(contentType)
  ) {
    throw new BlobStoreInputError(`Invalid content type ${JSON.stringify(contentType)}`);
  }
}
