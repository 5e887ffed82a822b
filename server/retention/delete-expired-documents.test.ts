import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoDeletePeriod } from '../../common/retention/auto-delete.ts';
import { analyseStoredDocument } from '../../tests/support/analyse-stored-document.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { grantTestCredits } from '../../tests/support/grant-credits.test-support.ts';
import { requestAnalysis as queueAnalysis } from '../analysis/request-analysis.ts';
import { ReadingQueue } from '../reading/reading-queue.ts';
import { UploadInspector } from '../reading/upload-inspector.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { openLocalDiskStore } from '../storage/local-disk-store.ts';
import { deleteExpiredDocuments } from './delete-expired-documents.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(getTestDatabaseKinds())(
  'deleting documents past their period on %s',
  { timeout: 60_000 },
  (kind) => {
    let database: TestDatabase;
    let storeDirectory: string;
    let blobStore: BlobStore;
    // Two servers sharing the database and the store, as the scaled-out set-up runs.
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      storeDirectory = mkdtempSync(path.join(tmpdir(), 'auto-delete-blobs-'));
      blobStore = await openLocalDiskStore({ directory: storeDirectory });
      first = await createTestApp({ database, blobStore });
      second = await createTestApp({ database, blobStore, runsJobs: false });
      // Each server's sweep at start is over before the tests put anything in.
      await Promise.all([first.app.ready(), second.app.ready()]);
      await Promise.all([first.app.sweeper.sweep(), second.app.sweeper.sweep()]);
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await blobStore.close();
      await database.close();
      rmSync(storeDirectory, { recursive: true, force: true });
    });

    async function setPeriod(user: TestUser, days: AutoDeletePeriod | null) {
      const response = await first.app.inject({
        method: 'PUT',
        url: '/api/account/settings',
        headers: user.headers,
        payload: { deleteDocumentsAfterDays: days },
      });
      expect(response.statusCode).toBe(200);
    }

    /** A read document with its file in the store, uploaded `ageDays` ago. */
    async function storeDocument(user: TestUser, ageDays: number): Promise<string> {
      const id = await addStoredDocument(database.db, user.id, 'mutual-nda');
      await blobStore.put(
        `documents/${user.id}/${id}`,
        new TextEncoder().encode('nda'),
        'text/plain',
      );
      await database.db
        .updateTable('documents')
        .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
        .where('id', '=', id)
        .execute();
      return id;
    }

    /** A question and its answer, and a share link, as the chat and share routes store them. */
    async function addChatAndShare(user: TestUser, documentId: string) {
      const now = new Date().toISOString();
      await database.db
        .insertInto('chat_messages')
        .values(
          (['user', 'assistant'] as const).map((role) => ({
            id: randomUUID(),
            user_id: user.id,
            document_id: documentId,
            role,
            content: role === 'user' ? 'Who signs?' : 'Both parties.',
            citations_json: '[]',
            is_answered: role === 'user' ? null : 1,
            verdict: null,
            created_at: now,
          })),
        )
        .execute();
      await database.db
        .insertInto('shares')
        .values({
          id: randomUUID(),
          user_id: user.id,
          document_id: documentId,
          token_hash: randomUUID(),
          include_json: '["summary"]',
          created_at: now,
          expires_at: new Date(Date.now() + 7 * DAY).toISOString(),
          revoked_at: null,
          last_viewed_at: null,
        })
        .execute();
    }

    async function rowsOf(documentId: string) {
      const count = async (table: 'analyses' | 'chat_messages' | 'shares' | 'analysis_jobs') =>
        (
          await database.db
            .selectFrom(table)
            .select('document_id')
            .where('document_id', '=', documentId)
            .execute()
        ).length;
      const document = await database.db
        .selectFrom('documents')
        .select('id')
        .where('id', '=', documentId)
        .executeTakeFirst();
      return {
        document: document ? 1 : 0,
        analyses: await count('analyses'),
        chat: await count('chat_messages'),
        shares: await count('shares'),
        jobs: await count('analysis_jobs'),
      };
    }

    const hasFile = (user: TestUser, id: string) => blobStore.exists(`documents/${user.id}/${id}`);

    it('deletes exactly the documents older than their owner’s period, with everything made from them; nothing of anyone else', async () => {
      const user = await signUpTestUser(first);
      const weekly = await signUpTestUser(first);
      const keeper = await signUpTestUser(first);
      await setPeriod(user, 30);
      await setPeriod(weekly, 7);

      const expired = await storeDocument(user, 31);
      await analyseStoredDocument(first.app, database.db, user, expired);
      await addChatAndShare(user, expired);
      const young = await storeDocument(user, 29);
      await addChatAndShare(user, young);
      const weeklyExpired = await storeDocument(weekly, 8);
      const weeklyYoung = await storeDocument(weekly, 6);
      // No period: kept however old.
      const keepersOld = await storeDocument(keeper, 400);
      await addChatAndShare(keeper, keepersOld);

      expect(await rowsOf(expired)).toEqual({
        document: 1,
        analyses: 1,
        chat: 2,
        shares: 1,
        jobs: 1,
      });
      await first.app.sweeper.sweep();

      for (const [owner, id] of [
        [user, expired],
        [weekly, weeklyExpired],
      ] as const) {
        expect(await rowsOf(id)).toEqual({ document: 0, analyses: 0, chat: 0, shares: 0, jobs: 0 });
        expect(await hasFile(owner, id)).toBe(false);
      }
      expect(await rowsOf(young)).toEqual({
        document: 1,
        analyses: 0,
        chat: 2,
        shares: 1,
        jobs: 0,
      });
      expect(await rowsOf(weeklyYoung)).toMatchObject({ document: 1 });
      expect(await rowsOf(keepersOld)).toEqual({
        document: 1,
        analyses: 0,
        chat: 2,
        shares: 1,
        jobs: 0,
      });
      for (const [owner, id] of [
        [user, young],
        [weekly, weeklyYoung],
        [keeper, keepersOld],
      ] as const) {
        expect(await hasFile(owner, id)).toBe(true);
      }
      // Turning it off keeps everything from then on.
      await setPeriod(user, null);
      await database.db
        .updateTable('documents')
        .set({ created_at: new Date(Date.now() - 100 * DAY).toISOString() })
        .where('id', '=', young)
        .execute();
      await first.app.sweeper.sweep();
      expect(await rowsOf(young)).toMatchObject({ document: 1 });
    });

    it('two servers sweeping together delete each document once: an unfinished analysis is refunded once', async () => {
      const user = await signUpTestUser(first);
      await setPeriod(user, 7);
      const expired = await Promise.all([1, 2, 3, 4, 5].map(() => storeDocument(user, 10)));
      const kept = await storeDocument(user, 1);
      // Queued without the signal a request sends: on PostgreSQL the signal reaches the first
      // server's worker too, which could finish the analysis (nothing to refund) before the sweep.
      await grantTestCredits(database.db, user.id, 1);
      const { job: queued } = await queueAnalysis(database.db, {
        userId: user.id,
        documentId: expired[0] ?? '',
        idempotencyKey: randomUUID(),
      });
      const job = queued.id;

      await Promise.all([first.app.sweeper.sweep(), second.app.sweeper.sweep()]);

      for (const id of expired) expect(await rowsOf(id)).toMatchObject({ document: 0, jobs: 0 });
      expect(await rowsOf(kept)).toMatchObject({ document: 1 });
      const refunds = await database.db
        .selectFrom('credit_ledger')
        .select('amount')
        .where('user_id', '=', user.id)
        .where('reason', '=', 'refund')
        .where('reference', '=', job)
        .execute();
      expect(refunds).toEqual([{ amount: 1 }]);
    });

    it('a run stopped halfway deletes only documents that were due, and the next run the rest', async () => {
      const user = await signUpTestUser(first);
      await setPeriod(user, 90);
      const expired = await Promise.all([1, 2, 3].map(() => storeDocument(user, 91)));
      const kept = await storeDocument(user, 89);
      const inspector = new UploadInspector();
      const dependencies = {
        db: database.db,
        blobStore,
        vault: first.app.vault,
        inspector,
        readings: new ReadingQueue(database.signals, first.app.progress.reading),
        warn: () => {},
      };
      const log = { info: () => {} };
      try {
        let deletions = 0;
        const stoppedAfterOne = await deleteExpiredDocuments({
          dependencies,
          now: new Date(),
          log,
          isStopping: () => deletions++ >= 1,
        });
        expect(stoppedAfterOne).toBe(1);
        const left = await Promise.all(expired.map(async (id) => (await rowsOf(id)).document));
        expect(left.sort()).toEqual([0, 1, 1]);
        expect(await deleteExpiredDocuments({ dependencies, now: new Date(), log })).toBe(2);
        for (const id of expired) expect(await rowsOf(id)).toMatchObject({ document: 0 });
        expect(await rowsOf(kept)).toMatchObject({ document: 1 });
        expect(await hasFile(user, kept)).toBe(true);
      } finally {
        await inspector.close();
      }
    });
  },
);
