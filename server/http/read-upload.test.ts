import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeCode } from '../../common/errors/catalogue.ts';
import { createMultipart } from '../../tests/support/multipart.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';

const MEGABYTE = 1024 * 1024;
/** The default upload limit (MAX_UPLOAD_MB=10). */
const LIMIT_BYTES = 10 * MEGABYTE;

/** Every stored file under the store's root, leaving out temporary files. */
function listStoredFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * A multipart body as a browser sends it over the network: the part's headers, then the file in
 * 64 KiB reads, each arriving in its own turn of the event loop. The reads line up with the
 * file's start, so one of them ends exactly at a limit of whole mebibytes, and the parser has
 * handed that much over before the next read shows the file is too large.
 */
async function* arriveLikeABrowserUpload(payload: Buffer): AsyncGenerator<Buffer> {
  const fileStart = payload.indexOf('\r\n\r\n') + 4;
  yield payload.subarray(0, fileStart);
  for (let offset = fileStart; offset < payload.length; offset += 64 * 1024) {
    await setImmediate();
    yield payload.subarray(offset, Math.min(offset + 64 * 1024, payload.length));
  }
}

/** Bytes that start like a PDF, so a cut-off copy would be inspected as a damaged one. */
function pdfLookingBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 'a');
  bytes.write('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nstream\n');
  return bytes;
}

// Uploads are parsed by @fastify/multipart (busboy); these are the bodies it cannot make a file
// of, and the file it must cut off at the limit.
describe.each(getTestDatabaseKinds())('reading an upload on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let blobStore: BlobStore;
  let storeDirectory: string;

  beforeAll(async () => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-upload-blobs-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    testApp = await createTestApp({ kind, blobStore });
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function expectNothingStored(user: TestUser, filesBefore: number) {
    const rows = await testApp.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    expect(listStoredFiles(storeDirectory)).toHaveLength(filesBefore);
  }

  /** Watches the app's log: the tests run it silent, so its methods are spied on. */
  function watchLog() {
    return {
      warn: vi.spyOn(testApp.app.log, 'warn'),
      error: vi.spyOn(testApp.app.log, 'error'),
    };
  }

  const validationError = {
    error: describeCode('VALIDATION_ERROR').message,
    code: 'VALIDATION_ERROR',
  };

  it('answers multipart/form-data without a boundary with 400 VALIDATION_ERROR, a warning and nothing stored', async () => {
    const user = await signUpTestUser(testApp);
    const filesBefore = listStoredFiles(storeDirectory).length;
    const log = watchLog();
    const body = createMultipart('contract.pdf', pdfLookingBytes(1024));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...user.headers, 'content-type': 'multipart/form-data' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Malformed multipart upload');
    expect(log.error).not.toHaveBeenCalled();
    await expectNothingStored(user, filesBefore);
  });

  it('answers a body cut off before its closing boundary with 400 VALIDATION_ERROR, a warning and nothing stored', async () => {
    const user = await signUpTestUser(testApp);
    const filesBefore = listStoredFiles(storeDirectory).length;
    const body = createMultipart('contract.pdf', pdfLookingBytes(64 * 1024));
    // What a dropped connection leaves: the file's first bytes and no closing boundary.
    const cutOffs = [
      body.payload.subarray(0, 32 * 1024),
      // Cut inside the part's headers, before the file has begun.
      body.payload.subarray(0, 60),
    ];
    for (const payload of cutOffs) {
      const log = watchLog();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...user.headers, 'content-type': body.contentType },
        payload,
      });
      expect(response.statusCode, `${payload.length} bytes`).toBe(400);
      expect(response.json()).toEqual(validationError);
      expect(log.warn).toHaveBeenCalledWith(
        { err: expect.any(Error) },
        'Malformed multipart upload',
      );
      expect(log.error).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
    await expectNothingStored(user, filesBefore);
  });

  it('answers every one of many parallel uploads over the limit with 413 FILE_TOO_LARGE, never inspecting the cut-off file', async () => {
    // Four people sending three each at once: as many as each may have under way.
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpTestUser(testApp)));
    const filesBefore = listStoredFiles(storeDirectory).length;
    const body = createMultipart('big.pdf', pdfLookingBytes(11 * MEGABYTE));
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => {
        const user = users[index % users.length] as TestUser;
        return testApp.app.inject({
          method: 'POST',
          url: '/api/documents',
          headers: {
            ...user.headers,
            'content-type': body.contentType,
            'content-length': String(body.payload.length),
          },
          payload: Readable.from(arriveLikeABrowserUpload(body.payload)),
        });
      }),
    );
    expect(responses.map((response) => [response.statusCode, response.json().code])).toEqual(
      responses.map(() => [413, 'FILE_TOO_LARGE']),
    );
    for (const user of users) await expectNothingStored(user, filesBefore);
  });

  it('inspects a file of exactly the limit like any other', async () => {
    const user = await signUpTestUser(testApp);
    const body = createMultipart('full.pdf', pdfLookingBytes(LIMIT_BYTES));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    // Not too large: read whole, and refused only for what it is, a damaged PDF.
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_DOCUMENT');
  });
});
