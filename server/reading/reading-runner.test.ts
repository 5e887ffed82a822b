import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import { makePdf } from '../../tests/support/make-documents.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { injectUpload } from '../../tests/support/multipart.test-support.ts';

const SCANNED_LINES = [
  'CONSULTING AGREEMENT',
  'The Consultant shall deliver the report within 30 days.',
  'The Client shall pay each invoice within 45 days of receipt.',
];

/** The `progress` events of a server-sent-events body. */
function readProgressEvents(body: string): ProcessingProgress[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.startsWith('event: progress'))
    .map((frame) => JSON.parse(frame.split('\ndata: ')[1] ?? '') as ProcessingProgress);
}

// Worker threads start, and OCR reads pages, in seconds each on two busy cores.
describe('reading documents in the background', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let storeDirectory: string;
  let blobStore: BlobStore;
  let testApp: TestApp;
  let anonKey: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    testApp = await createTestApp({ database, blobStore });
    ({ anonKey } = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>());
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    await database.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });

  async function signUp(app = testApp) {
    const response = await app.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey: anonKey },
      payload: { email: `user-${randomUUID()}@example.com`, password: 'Correct-Horse-9!' },
    });
    const session = response.json<{ access_token: string; user: { id: string } }>();
    return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
  }

  async function upload(
    user: { headers: { authorization: string } },
    bytes: Uint8Array,
    app = testApp,
  ): Promise<string> {
    const response = await injectUpload(app.app, user.headers, 'contract.pdf', bytes);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('streams the reading progress page by page and ends with the document ready', async () => {
    const user = await signUp();
    const pages = Array.from({ length: 6 }, (_, index) => [
      `Clause ${index + 1}. The Supplier shall deliver the goods on time.`,
    ]);
    const id = await upload(user, await makePdf(pages));
    const stream = await testApp.app.inject({
      url: `/api/documents/${id}/progress`,
      headers: user.headers,
    });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = readProgressEvents(stream.body);
    const last = events.at(-1);
    expect(last).toMatchObject({
      documentId: id,
      isProcessing: false,
      status: 'ready',
      progress: 100,
      totalPages: 6,
      processingError: null,
    });
    expect(events.slice(0, -1).every((event) => event.isProcessing)).toBe(true);
    const percentages = events.map((event) => event.progress);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    // Asked again once done, the stream gives the final report at once.
    const again = await testApp.app.inject({
      url: `/api/documents/${id}/progress`,
      headers: user.headers,
    });
    expect(readProgressEvents(again.body)).toEqual([
      expect.objectContaining({ status: 'ready', isProcessing: false }),
    ]);
  });

  it('reads a scanned PDF with OCR: text, word boxes and a confidence per page', async () => {
    const user = await signUp();
    const scanned = await makeScannedPdf([SCANNED_LINES]);
    const id = await upload(user, scanned.bytes);
    const events = readProgressEvents(
      (await testApp.app.inject({ url: `/api/documents/${id}/progress`, headers: user.headers }))
        .body,
    );
    expect(events.some((event) => event.message.startsWith('Recognising text'))).toBe(true);
    expect(events.at(-1)).toMatchObject({ status: 'ready' });
    const pages = (
      await testApp.app.inject({ url: `/api/documents/${id}/pages`, headers: user.headers })
    ).json<{ pages: { text: string; ocrConfidence?: number; layout?: { runs: unknown[] } }[] }>();
    const [page] = pages.pages;
    expect(page?.text).toContain('CONSULTING AGREEMENT');
    expect(page?.text).toMatch(/pay each invoice within 45 days/);
    expect(page?.ocrConfidence).toBeGreaterThan(0.8);
    expect(page?.layout?.runs.length).toBeGreaterThan(10);
  });

  it('removes a document whose pages hold no text at all, telling why through the stream', async () => {
    const user = await signUp();
    const blank = await makeScannedPdf([[]]);
    const id = await upload(user, blank.bytes);
    const events = readProgressEvents(
      (await testApp.app.inject({ url: `/api/documents/${id}/progress`, headers: user.headers }))
        .body,
    );
    expect(events.at(-1)).toMatchObject({
      isProcessing: false,
      status: 'failed',
      processingError: { code: 'TEXT_EXTRACTION_FAILED' },
    });
    const gone = await testApp.app.inject({ url: `/api/documents/${id}`, headers: user.headers });
    expect(gone.statusCode).toBe(404);
    expect(await blobStore.exists(`documents/${user.id}/${id}`)).toBe(false);
    // Nobody else learns anything about it.
    const stranger = await signUp();
    const peek = await testApp.app.inject({
      url: `/api/documents/${id}/progress`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
  });

  it('answers DOCUMENT_PROCESSING for pages still being read, and stops the reading on delete', async () => {
    const user = await signUp();
    // Scanned pages take seconds each, so this one is surely still being read.
    const scanned = await makeScannedPdf([SCANNED_LINES, SCANNED_LINES, SCANNED_LINES]);
    const id = await upload(user, scanned.bytes);
    const pages = await testApp.app.inject({
      url: `/api/documents/${id}/pages`,
      headers: user.headers,
    });
    expect(pages.statusCode).toBe(409);
    expect(pages.json().code).toBe('DOCUMENT_PROCESSING');
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await testApp.waitForReadings();
    const gone = await testApp.app.inject({ url: `/api/documents/${id}`, headers: user.headers });
    expect(gone.statusCode).toBe(404);
    expect(await blobStore.exists(`documents/${user.id}/${id}`)).toBe(false);
  });

  it('ends a reading that stops making progress, and keeps nothing of it', async () => {
    const impatient = await createTestApp({
      database,
      blobStore,
      readingThreadOptions: { stallTimeoutMs: 1 },
    });
    try {
      const user = await signUp(impatient);
      const id = await upload(user, await makePdf([['A clause.']]), impatient);
      await impatient.waitForReadings();
      const events = readProgressEvents(
        (
          await impatient.app.inject({
            url: `/api/documents/${id}/progress`,
            headers: user.headers,
          })
        ).body,
      );
      expect(events.at(-1)).toMatchObject({
        status: 'failed',
        processingError: { code: 'TEXT_EXTRACTION_FAILED' },
      });
      const gone = await impatient.app.inject({
        url: `/api/documents/${id}`,
        headers: user.headers,
      });
      expect(gone.statusCode).toBe(404);
    } finally {
      await impatient.close();
    }
  });

  it('reads again, after a restart, what a stopped server left unread', async () => {
    const first = await createTestApp({ database, blobStore });
    const user = await signUp(first);
    const scanned = await makeScannedPdf([SCANNED_LINES]);
    const id = await upload(user, scanned.bytes, first);
    // Stopping mid-reading leaves the document as it was: stored, and still to be read.
    await first.close();
    const row = await database.db
      .selectFrom('documents')
      .select(['status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');

    const second = await createTestApp({ database, blobStore });
    try {
      await second.app.ready();
      await second.waitForReadings();
      const document = await second.app.inject({
        url: `/api/documents/${id}`,
        headers: user.headers,
      });
      expect(document.json()).toMatchObject({ status: 'ready', pageCount: 1 });
    } finally {
      await second.close();
    }
  });
});
