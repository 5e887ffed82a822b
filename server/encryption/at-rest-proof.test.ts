import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateShareResponse } from '../../common/api/shares.ts';
import type { UploadDocumentResponse } from '../../common/api/documents.ts';
import { analyseStoredDocument } from '../../tests/support/analyse-stored-document.test-support.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { injectUpload } from '../../tests/support/multipart.test-support.ts';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
} from '../../tests/support/postgres.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { openMigratedDatabase, type AppDatabase } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { openS3Store } from '../storage/s3-store.ts';
import { getKeyFilePath } from './key-file.ts';
import { rotateMasterKey } from './rotate-master-key.ts';

/**
 * The proof of issue 35: a document carrying a phrase found nowhere else is uploaded, read,
 * analysed, asked about, shared, opened by link and reported on; then every byte the
 * installation keeps (the database's files and journals, the blobs, temporary files, the
 * PostgreSQL cluster, the S3 bucket's folder) is searched for the phrase and its words in their
 * common encodings. Nothing may be found, also after the master key is rotated (and the document
 * still opens) and after the document is deleted.
 */
const WORDS = ['Quillfeather', 'Zanzibrook', 'Marrowlight'] as const;
const PHRASE = `${WORDS.join(' ')} covenant`;
const CLAUSE =
  `\n\n15. Indemnity. The Tenant shall indemnify the Landlord against all losses arising from ` +
  `the ${PHRASE}, without any limit.\n`;

/** The byte sequences that would give the phrase away, each with a name for the failure. */
function listGiveaways(): { name: string; bytes: Buffer }[] {
  const giveaways: { name: string; bytes: Buffer }[] = [];
  for (const text of [PHRASE, ...WORDS]) {
    const utf16le = Buffer.from(text, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    giveaways.push(
      { name: `utf-8 ${text}`, bytes: Buffer.from(text) },
      { name: `utf-8 lower case ${text}`, bytes: Buffer.from(text.toLowerCase()) },
      { name: `utf-16le ${text}`, bytes: utf16le },
      { name: `utf-16be ${text}`, bytes: utf16be },
      { name: `hex ${text}`, bytes: Buffer.from(Buffer.from(text).toString('hex')) },
      { name: `HEX ${text}`, bytes: Buffer.from(Buffer.from(text).toString('hex').toUpperCase()) },
      { name: `url ${text}`, bytes: Buffer.from(encodeURIComponent(text)) },
      { name: `form ${text}`, bytes: Buffer.from(encodeURIComponent(text).replaceAll('%20', '+')) },
    );
    // Base64 at each of the three alignments, less the blocks the neighbouring bytes touch.
    for (let offset = 0; offset < 3; offset++) {
      const encoded = Buffer.concat([Buffer.alloc(offset), Buffer.from(text)]).toString('base64');
      giveaways.push({
        name: `base64+${offset} ${text}`,
        bytes: Buffer.from(encoded.slice(4, -4)),
      });
    }
  }
  return giveaways;
}

/** Every file under the folders, with the giveaways each holds. */
async function findGiveaways(folders: readonly string[]): Promise<string[]> {
  const giveaways = listGiveaways();
  const found: string[] = [];
  for (const folder of folders) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) continue;
      for (const giveaway of giveaways)
        if (bytes.includes(giveaway.bytes)) found.push(`${giveaway.name} in ${file}`);
    }
  }
  return found;
}

interface Installation {
  /** Where the installation keeps anything: searched whole. */
  folders: string[];
  blobStore: BlobStore;
  openDatabase: () => Promise<AppDatabase & { dataDirectory: string }>;
  /** Makes the database write what it holds in memory to its files. */
  flush: (database: AppDatabase) => Promise<void>;
  remove: () => Promise<void>;
}

async function openStore(kind: 'local' | 's3', folder: string) {
  if (kind === 'local')
    return {
      store: await openLocalDiskStore({ directory: folder }),
      stop: () => Promise.resolve(),
    };
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder });
  const { port } = await server.run();
  const store = await openS3Store({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: `proof-${randomUUID()}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    createBucket: true,
  });
  return { store, stop: () => server.close() };
}

async function createInstallation(
  database: 'sqlite' | 'postgres',
  storeKind: 'local' | 's3',
): Promise<Installation> {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'proof-data-'));
  const storeFolder = await mkdtemp(path.join(tmpdir(), 'proof-store-'));
  const { store, stop: stopStore } = await openStore(storeKind, storeFolder);
  const folders = [dataDirectory, storeFolder];
  let databaseUrl: string | undefined;
  let stopPostgres = () => {};
  const binaries = findPostgresBinaries();
  if (database === 'postgres' && binaries) {
    const cluster = await startThrowawayPostgres(binaries);
    folders.push(cluster.directory);
    databaseUrl = cluster.url;
    stopPostgres = cluster.stop;
  }
  return {
    folders,
    blobStore: store,
    openDatabase: async () => ({
      ...(await openMigratedDatabase({ databaseUrl, dataDirectory })),
      dataDirectory,
    }),
    flush: async (open) => {
      if (open.kind === 'postgres') {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query('CHECKPOINT');
        await client.end();
      }
    },
    remove: async () => {
      await store.close();
      await stopStore();
      stopPostgres();
      for (const folder of [dataDirectory, storeFolder])
        await rm(folder, { recursive: true, force: true });
    },
  };
}

const kinds = [
  ...(findPostgresBinaries() ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)),
].flatMap((database) => (['local', 's3'] as const).map((store) => ({ database, store })));

describe.each(kinds)(
  'a document at rest on $database with the $store store',
  { timeout: 120_000 },
  ({ database, store }) => {
    let installation: Installation;
    let open: AppDatabase & { dataDirectory: string };
    let testApp: TestApp;
    let user: TestUser;
    let documentId: string;

    const startApp = () =>
      createTestApp({
        database: { ...open, close: () => Promise.resolve() },
        blobStore: installation.blobStore,
      });
    const expectNoGiveaway = async () => {
      await installation.flush(open);
      expect(await findGiveaways(installation.folders)).toEqual([]);
    };
    const readPagesText = async () => {
      const pages = await testApp.app.inject({
        url: `/api/documents/${documentId}/pages`,
        headers: user.headers,
      });
      return pages.body;
    };

    beforeAll(async () => {
      installation = await createInstallation(database, store);
      open = await installation.openDatabase();
      testApp = await startApp();
    });
    afterAll(async () => {
      await testApp.close();
      await open.close();
      await installation.remove();
    });

    it('finds a giveaway the search is shown, so an empty search means something', async () => {
      const planted = path.join(installation.folders[0] ?? '', 'planted.bin');
      await writeFile(planted, Buffer.from(`x${WORDS[1]}y`, 'utf16le'));
      expect(await findGiveaways(installation.folders)).toContain(
        `utf-16le ${WORDS[1]} in ${planted}`,
      );
      await rm(planted);
    });

    it('keeps no word of it in clear after upload, analysis, a question, a share and a report', async () => {
      user = await signUpTestUser(testApp);
      const text = loadContractFixture('residential-lease').document.text + CLAUSE;
      const upload = await injectUpload(testApp.app, user.headers, 'lease.txt', Buffer.from(text));
      expect(upload.statusCode).toBe(201);
      documentId = upload.json<UploadDocumentResponse>().id;
      await testApp.waitForReadings();
      await analyseStoredDocument(testApp.app, testApp.db, user, documentId);

      const analysis = await testApp.app.inject({
        url: `/api/documents/${documentId}`,
        headers: user.headers,
      });
      expect(analysis.body).toContain(WORDS[2]);
      const asked = await testApp.app.inject({
        method: 'POST',
        url: `/api/documents/${documentId}/chat`,
        headers: user.headers,
        payload: { question: `What does the ${PHRASE} make the Tenant do?` },
      });
      expect(asked.body).toContain(WORDS[0]);
      const share = await testApp.app.inject({
        method: 'POST',
        url: `/api/documents/${documentId}/shares`,
        headers: user.headers,
        payload: { expiresInDays: 7, include: ['summary', 'red-flags', 'key-facts', 'chat'] },
      });
      expect(share.statusCode).toBe(201);
      const token = share.json<CreateShareResponse>().url.split('/s/')[1];
      const shared = await testApp.app.inject({ url: `/api/public/shares/${token}` });
      expect(shared.body).toContain(WORDS[1]);
      for (const format of ['md', 'pdf', 'docx']) {
        const report = await testApp.app.inject({
          url: `/api/documents/${documentId}/report?format=${format}`,
          headers: user.headers,
        });
        expect(report.statusCode).toBe(200);
      }
      const file = await testApp.app.inject({
        url: `/api/documents/${documentId}/file`,
        headers: user.headers,
      });
      expect(file.body).toContain(PHRASE);
      expect(await readPagesText()).toContain(PHRASE);

      await expectNoGiveaway();
    });

    it('opens the document after the master key is rotated, and still keeps nothing in clear', async () => {
      const keyFile = getKeyFilePath(open.dataDirectory);
      const before = await readFile(keyFile, 'utf8');
      const result = await rotateMasterKey(
        open.db,
        { dataDirectory: open.dataDirectory },
        { settleMs: 0 },
      );
      expect(result.rewrapped).toBe(1);
      const after = await readFile(keyFile, 'utf8');
      expect(after).not.toBe(before);
      // A fresh start reads the new key file only: the old key is gone from it.
      await testApp.close();
      testApp = await startApp();
      expect(await readPagesText()).toContain(PHRASE);

      await expectNoGiveaway();
    });

    it('leaves no readable trace of a deleted document: no key, no file', async () => {
      const deleted = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/documents/${documentId}`,
        headers: user.headers,
      });
      expect(deleted.statusCode).toBe(204);
      const keys = await open.db.selectFrom('document_keys').select('document_id').execute();
      expect(keys).toEqual([]);
      expect(await installation.blobStore.exists(`documents/${user.id}/${documentId}`)).toBe(false);

      await expectNoGiveaway();
    });
  },
);
