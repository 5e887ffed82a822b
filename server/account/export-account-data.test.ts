import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseStoredDocument } from '../../tests/support/analyse-stored-document.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { openS3Store } from '../storage/s3-store.ts';

/** A blob store under test, opened once for the file's tests and removed afterwards. */
interface StoreKind {
  name: string;
  open: () => Promise<{ store: BlobStore; remove: () => Promise<void> }>;
}

const STORE_KINDS: StoreKind[] = [
  {
    name: 'local disk',
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'export-disk-'));
      const store = await openLocalDiskStore({ directory });
      return { store, remove: () => rm(directory, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'export-s3rver-'));
      const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
      const { port } = await server.run();
      const store = await openS3Store({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        bucket: `export-${randomUUID()}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        createBucket: true,
      });
      return {
        store,
        remove: async () => {
          await server.close();
          await rm(directory, { recursive: true, force: true });
        },
      };
    },
  },
];

const kinds = getTestDatabaseKinds().flatMap((database) =>
  STORE_KINDS.map((store) => ({ database, store })),
);

describe.each(kinds)(
  'GET /api/account/export on $database with $store.name',
  { timeout: 60_000 },
  ({ database, store: storeKind }) => {
    let testApp: TestApp;
    let store: BlobStore;
    let removeStore: () => Promise<void>;

    beforeAll(async () => {
      ({ store, remove: removeStore } = await storeKind.open());
      testApp = await createTestApp({ kind: database, blobStore: store });
    });
    afterAll(async () => {
      await testApp.close();
      await store.close();
      await removeStore();
    });

    /** A read document whose stored file is `content`. */
    async function storeDocument(user: TestUser, content: string): Promise<string> {
      const id = await addStoredDocument(testApp.db, user.id, 'mutual-nda');
      await store.put(
        `documents/${user.id}/${id}`,
        new TextEncoder().encode(content),
        'text/plain',
      );
      return id;
    }

    async function ask(user: TestUser, documentId: string, question: string) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/documents/${documentId}/chat`,
        headers: user.headers,
        payload: { question },
      });
      expect(response.statusCode).toBe(200);
    }

    async function exportOf(user: TestUser) {
      const response = await testApp.app.inject({
        url: '/api/account/export',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="legal-explainer-data-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      return JSZip.loadAsync(response.rawPayload);
    }

    /** The files of a zip, leaving out the folders' own entries. */
    const fileNames = (zip: JSZip) =>
      Object.values(zip.files)
        .filter((entry) => !entry.dir)
        .map((entry) => entry.name)
        .sort();

    it('holds each original, analysis, chat and the credit history of this user, and nobody else’s', async () => {
      const user = await signUpTestUser(testApp);
      const other = await signUpTestUser(testApp);
      const analysed = await storeDocument(user, 'The original bytes of the first contract.');
      await storeDocument(user, 'The second contract, never analyzed.');
      await analyseStoredDocument(testApp.app, testApp.db, user, analysed);
      await ask(user, analysed, 'How long does confidentiality last?');
      // The other user's document, analysis and chat carry a phrase the export must not hold.
      const secret = `Zanzibar-${randomUUID()}`;
      const theirs = await storeDocument(other, `Only ${secret} in here.`);
      await analyseStoredDocument(testApp.app, testApp.db, other, theirs);
      await ask(other, theirs, `What does ${secret} mean?`);

      const zip = await exportOf(user);
      const names = fileNames(zip);
      expect(names).toEqual([
        'README.txt',
        'activity-log.csv',
        'credit-history.json',
        'documents/001 mutual-nda/analysis.json',
        'documents/001 mutual-nda/analysis.md',
        'documents/001 mutual-nda/chat.json',
        'documents/001 mutual-nda/chat.md',
        'documents/001 mutual-nda/mutual-nda.txt',
        'documents/002 mutual-nda/mutual-nda.txt',
      ]);
      const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('');
      expect(await read('documents/001 mutual-nda/mutual-nda.txt')).toBe(
        'The original bytes of the first contract.',
      );
      expect(await read('documents/002 mutual-nda/mutual-nda.txt')).toBe(
        'The second contract, never analyzed.',
      );
      const analysis = JSON.parse(await read('documents/001 mutual-nda/analysis.json')) as {
        documentType: { type: string };
      };
      expect(analysis.documentType.type).not.toBe('Unknown');
      expect(await read('documents/001 mutual-nda/analysis.md')).toMatch(/^# /);
      expect(await read('documents/001 mutual-nda/chat.md')).toContain(
        'How long does confidentiality last?',
      );
      const chat = JSON.parse(await read('documents/001 mutual-nda/chat.json')) as {
        messages: { role: string }[];
      };
      expect(chat.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
      const credits = JSON.parse(await read('credit-history.json')) as {
        entries: { reason: string; amount: number }[];
      };
      expect(credits.entries.map(({ reason, amount }) => ({ reason, amount }))).toEqual([
        { reason: 'grant', amount: 1 },
        { reason: 'analysis', amount: -1 },
      ]);
      const readme = await read('README.txt');
      expect(readme).toContain('credit-history.json');
      expect(readme).toContain('activity-log.csv');
      // The activity log says a question was asked, never its words.
      const activity = await read('activity-log.csv');
      expect(activity).toMatch(/^"time","event","document","share","address hash","details"\r\n/);
      expect(activity).toContain('"Asked a question","mutual-nda.txt"');
      expect(activity).not.toContain('confidentiality');

      for (const name of names) expect(await read(name)).not.toContain(secret);
      const theirZip = await exportOf(other);
      expect(await theirZip.file('documents/001 mutual-nda/chat.md')?.async('string')).toContain(
        secret,
      );
    });

    it('gives an account with nothing yet its README and an empty credit history', async () => {
      const user = await signUpTestUser(testApp);
      const zip = await exportOf(user);
      expect(fileNames(zip)).toEqual(['README.txt', 'activity-log.csv', 'credit-history.json']);
      expect(JSON.parse((await zip.file('credit-history.json')?.async('string')) ?? '')).toEqual({
        entries: [],
      });
    });

    it('answers 401 without a signed-in user', async () => {
      const response = await testApp.app.inject({ url: '/api/account/export' });
      expect(response.statusCode).toBe(401);
    });
  },
);
