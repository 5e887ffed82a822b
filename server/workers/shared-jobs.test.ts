import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import { injectUpload } from '../../tests/support/multipart.test-support.ts';
import { readEventData } from '../../tests/support/server-sent-events.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { grantTestCredits } from '../../tests/support/grant-credits.test-support.ts';
import { openDatabase } from '../db/database.ts';

const CONTRACT = `CONSULTING AGREEMENT

This Consulting Agreement is made between Acme Corp ("Company") and Jane Doe ("Consultant").

1. Services. Consultant shall provide software consulting services to Company.
2. Payment. Company shall pay Consultant $100 per hour within 30 days of each invoice.
3. Term. Either party may terminate this Agreement on thirty (30) days written notice.
4. Confidentiality. Consultant shall keep Company's confidential information secret.
5. Governing Law. This Agreement is governed by the laws of the State of California.`;

// Two instances on one PostgreSQL database, each with its own connections, as two processes
// would have: one only serves, the other only does the jobs. PostgreSQL only: SQLite is served
// by one process.
describe.runIf(getTestDatabaseKinds().includes('postgres'))(
  'jobs shared between instances on PostgreSQL',
  { timeout: 60_000 },
  () => {
    let database: TestDatabase;
    let workerDatabase: TestDatabase;
    let api: TestApp;
    let worker: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      api = await createTestApp({ database, runsJobs: false });
      // The worker's own pool and LISTEN connection to the same database.
      const ownConnection = openDatabase({
        databaseUrl: database.databaseUrl,
        dataDirectory: database.dataDirectory,
      });
      workerDatabase = { ...database, ...ownConnection };
      worker = await createTestApp({ database: workerDatabase, runsJobs: true });
      // Nothing is asked of the worker over HTTP, so it is started by hand.
      await worker.app.ready();
    });
    afterAll(async () => {
      await worker.close();
      await api.close();
      await workerDatabase.close();
      await database.close();
    });

    it('reads and analyses on the worker what the serving instance took in, and streams it there', async () => {
      expect(api.app.hasDecorator('readingRunner')).toBe(false);
      const user = await signUpTestUser(api);
      await grantTestCredits(api.db, user.id, 1);

      const upload = await injectUpload(
        api.app,
        user.headers,
        'consulting.txt',
        new TextEncoder().encode(CONTRACT),
      );
      expect(upload.statusCode).toBe(201);
      const { id } = upload.json<{ id: string }>();
      // The serving instance streams the reading the worker does, to its end.
      const reading = await api.app.inject({
        url: `/api/documents/${id}/progress`,
        headers: user.headers,
      });
      const readingReports = readEventData<ProcessingProgress>(reading.body, 'progress');
      expect(readingReports.at(-1)).toMatchObject({ isProcessing: false, status: 'ready' });

      const analyse = await api.app.inject({
        method: 'POST',
        url: `/api/documents/${id}/analyze`,
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
      });
      expect(analyse.statusCode).toBe(202);
      const analysis = await api.app.inject({
        url: `/api/documents/${id}/analysis-job/events`,
        headers: user.headers,
      });
      const analysisReports = readEventData<AnalysisProgress>(analysis.body, 'progress');
      expect(analysisReports.at(-1)?.job.status).toBe('succeeded');

      const rows = await api.db
        .selectFrom('documents')
        .select(['status', 'reading_attempts'])
        .where('id', '=', id)
        .execute();
      expect(rows).toEqual([{ status: 'ready', reading_attempts: 1 }]);
      const jobs = await api.db
        .selectFrom('analysis_jobs')
        .select('status')
        .where('document_id', '=', id)
        .execute();
      expect(jobs).toEqual([{ status: 'succeeded' }]);
    });
  },
);
