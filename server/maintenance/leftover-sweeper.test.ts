import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
} from '../../tests/support/test-database.test-support.ts';
import type { TestDatabase } from '../../tests/support/test-database.test-support.ts';
import { insertUser } from '../auth/user-queries.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { openS3Store } from '../storage/s3-store.ts';
import {
  LeftoverSweeper,
  MAX_LOGGED_NAMES,
  SWEEP_INTERVAL_MS,
  sweepLeftovers,
  type SweepLog,
} from './leftover-sweeper.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const text = (value: string) => new TextEncoder().encode(value);

/** A store under test: opened fresh for each test, so one test's leftovers never meet another's. */
interface StoreKind {
  name: string;
  /** Whether it writes temporary files (local disk) that can be left behind. */
  hasTemporaryFiles: boolean;
  setUp: () => Promise<void>;
  tearDown: () => Promise<void>;
  open: () => Promise<{ store: BlobStore; directory?: string }>;
}

function localDisk(): StoreKind {
  const directories: string[] = [];
  return {
    name: 'local disk',
    hasTemporaryFiles: true,
    setUp: async () => {},
    tearDown: async () => {
      await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
    },
    async open() {
      const directory = await mkdtemp(path.join(tmpdir(), 'sweep-disk-'));
      directories.push(directory);
      return { store: await openLocalDiskStore({ directory }), directory };
    },
  };
}

function s3(): StoreKind {
  let server: S3rver | undefined;
  let directory = '';
  let endpoint = '';
  return {
    name: 'S3 (s3rver)',
    hasTemporaryFiles: false,
    async setUp() {
      directory = await mkdtemp(path.join(tmpdir(), 'sweep-s3rver-'));
      server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
      const { port } = await server.run();
      endpoint = `http://127.0.0.1:${port}`;
    },
    async tearDown() {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
    async open() {
      const store = await openS3Store({
        endpoint,
        region: 'us-east-1',
        // A bucket per test keeps each sweep to what that test stored.
        bucket: `sweep-${randomUUID()}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        createBucket: true,
      });
      return { store };
    },
  };
}

/** Every log call a sweep made. */
function recordingLog(): SweepLog & {
  infos: { details: Record<string, unknown>; message: string }[];
  warnings: { details: Record<string, unknown>; message: string }[];
} {
  const infos: { details: Record<string, unknown>; message: string }[] = [];
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return {
    infos,
    warnings,
    info: (details, message) => infos.push({ details, message }),
    warn: (details, message) => warnings.push({ details, message }),
  };
}

/** A blob key exactly as an upload names it, for a user that may or may not exist. */
function documentKey(userId: string = randomUUID(), id: string = randomUUID()): string {
  return `documents/${userId}/${id}`;
}

/** Leaves a temporary file as a write killed before its rename does, last modified ageMs ago. */
async function leaveTemporaryFile(directory: string, name: string, ageMs: number): Promise<void> {
  const file = path.join(directory, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '{"v":1,"contentType":"application/pdf"}\nhalf a fi');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

/** A documents row naming `key`, as a finished upload leaves it. */
async function insertDocumentRow(
  database: { db: TestDatabase['db'] },
  userId: string,
  id: string,
  key: string,
): Promise<void> {
  const now = new Date().toISOString();
  await database.db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      file_name: 'contract.txt',
      file_type: 'txt',
      content_type: 'text/plain; charset=utf-8',
      file_size: 10,
      sha256: randomUUID(),
      storage_key: key,
      page_count: 1,
      status: 'ready',
      extracted_text: 'a contract',
      pages_json: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe.each(getTestDatabaseKinds())('leftover sweeper on %s', (kind) => {
  describe.each([localDisk(), s3()])('with $name', (storeKind) => {
    let database: TestDatabase;
    let userId: string;
    let store: BlobStore;
    let directory: string | undefined;
    let log: ReturnType<typeof recordingLog>;

    beforeAll(async () => {
      await storeKind.setUp();
      database = await createTestDatabase(kind);
      const user = await insertUser(database.db, {
        email: `sweep-${randomUUID()}@example.com`,
        passwordHash: null,
        userMetadata: {},
        confirmed: true,
      });
      userId = user.id;
      // A database that holds documents, as the files' own does (an empty one is never swept).
      await insertDocumentRow(
        database,
        userId,
        randomUUID(),
        `documents/${userId}/${randomUUID()}`,
      );
    });
    afterAll(async () => {
      await database.close();
      await storeKind.tearDown();
    });
    beforeEach(async () => {
      ({ store, directory } = await storeKind.open());
      log = recordingLog();
    });
    afterEach(async () => {
      await store.close();
    });

    /** Stores a document's blob and the row that names it, as a finished upload leaves them. */
    async function storeDocument(): Promise<string> {
      const id = randomUUID();
      const key = documentKey(userId, id);
      await store.put(key, text('a contract'), 'text/plain; charset=utf-8');
      await insertDocumentRow(database, userId, id, key);
      return key;
    }

    async function storeOrphan(key = documentKey()): Promise<string> {
      await store.put(key, text('no row points here'), 'application/pdf');
      return key;
    }

    /** One sweep as if the clock read now + offsetMs. */
    function sweepAt(offsetMs: number) {
      return sweepLeftovers({
        db: database.db,
        blobStore: store,
        log,
        now: () => new Date(Date.now() + offsetMs),
      });
    }

    it('removes nothing when the database has no documents at all: it is not the files’ database', async () => {
      const empty = await createTestDatabase(kind);
      try {
        const orphan = await storeOrphan();
        const result = await sweepLeftovers({
          db: empty.db,
          blobStore: store,
          log,
          now: () => new Date(Date.now() + 30 * 24 * HOUR),
        });
        expect(result.removedBlobs).toEqual([]);
        expect(await store.exists(orphan)).toBe(true);
        expect(log.warnings.map((warning) => warning.message).join(' ')).toContain(
          'none are removed',
        );
      } finally {
        await empty.close();
      }
    });

    it('removes an orphaned document blob older than an hour', async () => {
      const orphan = await storeOrphan();
      const result = await sweepAt(HOUR + 5 * MINUTE);
      expect(result.removedBlobs).toEqual([orphan]);
      expect(await store.exists(orphan)).toBe(false);
    });

    it('keeps an orphan younger than an hour: it may be an upload whose row is on its way', async () => {
      const orphan = await storeOrphan();
      expect((await sweepAt(0)).removedBlobs).toEqual([]);
      expect((await sweepAt(50 * MINUTE)).removedBlobs).toEqual([]);
      expect(await store.exists(orphan)).toBe(true);
      expect(log.infos).toEqual([]);
      // Past the hour it is a leftover.
      expect((await sweepAt(61 * MINUTE)).removedBlobs).toEqual([orphan]);
    });

    it('keeps a blob whose row exists, however old', async () => {
      const kept = await storeDocument();
      const orphan = await storeOrphan(documentKey(userId));
      const result = await sweepAt(30 * 24 * HOUR);
      expect(result.removedBlobs).toEqual([orphan]);
      expect(await store.exists(kept)).toBe(true);
      expect(new TextDecoder().decode((await store.find(kept))?.bytes)).toBe('a contract');
    });

    it('leaves alone every key an upload does not give, under documents/ or elsewhere', async () => {
      const id = randomUUID();
      const foreign = [
        `documents/${userId}/not-a-uuid`,
        `documents/${id}`,
        `documents/${userId}/${id}/inside`,
        `documents/${userId}/${id.toUpperCase()}`,
        `documents/${userId}/${id}.pdf`,
        `notes/${userId}/${id}`,
        `other/documents/${userId}/${id}`,
        `documents-old/${userId}/${id}`,
        'documents',
      ];
      for (const key of foreign) await store.put(key, text('not ours'), 'text/plain');
      const orphan = await storeOrphan();
      expect((await sweepAt(30 * 24 * HOUR)).removedBlobs).toEqual([orphan]);
      for (const key of foreign) expect(await store.exists(key)).toBe(true);
    });

    it('keeps an old blob whose document row still has its id, even under another key', async () => {
      // A row is only ever written with the key its blob got; if the two ever disagree, the
      // blob is not provably orphaned, so it stays.
      const kept = await storeDocument();
      const id = kept.split('/')[2] ?? '';
      const sameId = await storeOrphan(documentKey(randomUUID(), id));
      const orphan = await storeOrphan();
      expect((await sweepAt(2 * HOUR)).removedBlobs).toEqual([orphan]);
      expect(await store.exists(sameId)).toBe(true);
    });

    it.runIf(storeKind.hasTemporaryFiles)(
      'removes a temporary file older than an hour and keeps a fresh one',
      async () => {
        if (!directory) throw new Error('The local store has a directory');
        await leaveTemporaryFile(directory, 'documents/u1/.a@blob.00000000000000aa.tmp', 2 * HOUR);
        await leaveTemporaryFile(directory, 'documents/u1/.b@blob.00000000000000bb.tmp', 0);
        const result = await sweepAt(0);
        expect(result.removedTemporaryFiles).toEqual(['documents/u1/.a@blob.00000000000000aa.tmp']);
        // The fresh one is an hour old by the later clock, and goes then.
        expect((await sweepAt(HOUR + MINUTE)).removedTemporaryFiles).toEqual([
          'documents/u1/.b@blob.00000000000000bb.tmp',
        ]);
      },
    );

    it('reports what it removed in one info line, with counts and capped lists', async () => {
      await storeDocument(); // has its row: kept, not counted
      const orphans: string[] = [];
      for (let index = 0; index < MAX_LOGGED_NAMES + 5; index++) orphans.push(documentKey());
      const stored = await Promise.all(orphans.map((key) => storeOrphan(key)));
      const temporaryFiles = storeKind.hasTemporaryFiles ? 1 : 0;
      if (directory) {
        await leaveTemporaryFile(directory, 'documents/x/.c@blob.00000000000000cc.tmp', 3 * HOUR);
      }
      const result = await sweepAt(2 * HOUR);

      expect(result.removedBlobs.sort()).toEqual([...stored].sort());
      expect(log.warnings).toEqual([]);
      expect(log.infos).toHaveLength(1);
      const [line] = log.infos;
      expect(line?.details).toMatchObject({
        removedBlobs: MAX_LOGGED_NAMES + 5,
        removedTemporaryFiles: temporaryFiles,
      });
      expect(line?.details.blobKeys).toHaveLength(MAX_LOGGED_NAMES);
      expect(stored).toEqual(expect.arrayContaining(line?.details.blobKeys as string[]));
      expect(line?.details.temporaryFiles).toEqual(
        temporaryFiles ? ['documents/x/.c@blob.00000000000000cc.tmp'] : [],
      );
      expect(line?.message).toBe(
        `Removed ${MAX_LOGGED_NAMES + 5} orphaned document files and ${temporaryFiles} stale temporary files`,
      );

      // Nothing left to remove: no line at all.
      await sweepAt(2 * HOUR);
      expect(log.infos).toHaveLength(1);
    });

    it('sweeps at start and again every interval, and stops on close', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const sweeper = new LeftoverSweeper({
          db: database.db,
          blobStore: store,
          log,
          now: () => new Date(Date.now() + 2 * HOUR),
          intervalMs: HOUR,
        });
        const first = await storeOrphan();
        sweeper.start();
        await sweeper.sweep(); // joins the sweep start() began
        expect(await store.exists(first)).toBe(false);

        const second = await storeOrphan();
        vi.advanceTimersByTime(HOUR);
        await sweeper.sweep();
        expect(await store.exists(second)).toBe(false);
        expect(log.infos).toHaveLength(2);

        await sweeper.close();
        expect(vi.getTimerCount()).toBe(0);
        const third = await storeOrphan();
        vi.advanceTimersByTime(3 * HOUR);
        await sweeper.sweep();
        expect(await store.exists(third)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('runs in the app once it is ready, with a timer that never keeps the process up', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'sweep-app-'));
    const store = await openLocalDiskStore({ directory });
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    try {
      // The app's clock is the real one: a blob file dated two hours back is an old orphan.
      const orphan = documentKey();
      await store.put(orphan, text('left by a crash'), 'application/pdf');
      const [, user, id] = orphan.split('/');
      const file = path.join(directory, 'documents', user ?? '', `${id ?? ''}@blob`);
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await utimes(file, twoHoursAgo, twoHoursAgo);
      const young = documentKey();
      await store.put(young, text('an upload in flight'), 'application/pdf');

      const testApp = await createTestApp({ kind, blobStore: store });
      try {
        // The app's database holds documents, as the files' own does.
        const owner = await insertUser(testApp.db, {
          email: `sweep-${randomUUID()}@example.com`,
          passwordHash: null,
          userMetadata: {},
          confirmed: true,
        });
        await insertDocumentRow(
          { db: testApp.db },
          owner.id,
          randomUUID(),
          `documents/${owner.id}/${randomUUID()}`,
        );
        await testApp.app.ready();
        await vi.waitFor(async () => expect(await store.exists(orphan)).toBe(false));
        expect(await store.exists(young)).toBe(true);
        const timers = setIntervalSpy.mock.calls.flatMap((call, index) =>
          call[1] === SWEEP_INTERVAL_MS ? [setIntervalSpy.mock.results[index]?.value] : [],
        ) as NodeJS.Timeout[];
        expect(timers).toHaveLength(1);
        expect(timers.every((timer) => !timer.hasRef())).toBe(true);
      } finally {
        await testApp.close();
      }
    } finally {
      setIntervalSpy.mockRestore();
      await store.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
