import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { analyseStoredDocument } from '../../../tests/support/analyse-stored-document.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-database.test-support.ts';
import { createApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { openLocalDiskStore } from '../../storage/local-disk-store.ts';

// Analysing runs the built-in engine on the stored text; the first run loads its models.
describe.each(getTestDatabaseKinds())('report downloads on %s', { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let storeDirectory: string;
  let blobStore: BlobStore;
  let app: FastifyInstance;
  let owner: TestUser;
  let documentId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    app = await createApp({
      env: loadEnv({ DATA_DIR: database.dataDirectory, NODE_ENV: 'test' }),
      db: database.db,
      databaseKind: database.kind,
      signals: database.signals,
      webDirectory: null,
      isLogging: false,
      blobStore,
    });
    const testApp = {
      app,
      db: database.db,
      waitForReadings: () => app.readingRunner.idle(),
      close: () => app.close(),
    };
    owner = await signUpTestUser(testApp);
    documentId = await addStoredDocument(database.db, owner.id, 'consulting-agreement');
    await analyseStoredDocument(app, database.db, owner, documentId);
  });
  afterAll(async () => {
    await app.close();
    await blobStore.close();
    await database.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });

  const download = (query: string, user: TestUser = owner, id = documentId) =>
    app.inject({
      method: 'GET',
      url: `/api/documents/${id}/report?${query}`,
      headers: user.headers,
    });

  it('sends each format as an attachment under a safe name', async () => {
    const pdf = await download('format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="[^"/\\]+\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const comments = await download('format=docx-comments');
    const zip = await JSZip.loadAsync(comments.rawPayload);
    expect(await zip.file('word/comments.xml')?.async('string')).toContain('<w:comment ');
    expect(comments.headers['content-disposition']).toContain('with comments.docx');

    const ics = await download('format=ics');
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.payload).toMatch(/^BEGIN:VCALENDAR\r\n/);

    const csv = await download('format=csv');
    expect(csv.payload).toContain('party,action,deadline');
  });

  it('holds only the sections asked for', async () => {
    const whole = (await download('format=md')).payload;
    const summaryOnly = (await download('format=md&include=summary')).payload;
    expect(whole).toMatch(/^## Red flags/m);
    expect(summaryOnly).not.toMatch(/^## Red flags/m);
    expect(summaryOnly).toMatch(/not legal advice/);
  });

  it('refuses an unknown format or section, another user, and an unanalysed document', async () => {
    expect((await download('format=exe')).statusCode).toBe(400);
    expect((await download('format=pdf&include=secrets')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    const stranger = await signUpTestUser({
      app,
      db: database.db,
      waitForReadings: () => app.readingRunner.idle(),
      close: () => app.close(),
    });
    const notTheirs = await download('format=pdf', stranger);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    const unanalysed = await addStoredDocument(database.db, owner.id, 'consulting-agreement');
    expect((await download('format=pdf', owner, unanalysed)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
