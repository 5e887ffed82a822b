import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestAnalysis } from '../../tests/support/analyse-stored-document.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import type * as AnalysisQueries from './analysis-queries.ts';
import { AnalysisRunner } from './analysis-runner.ts';
import { runAnalysis } from './run-analysis.ts';
import { analyseWithBuiltInEngine } from '../engine/analyser.ts';

const renewalError = new Error('database unavailable');

vi.mock('./analysis-queries.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AnalysisQueries>()),
  renewAnalysisLease: () => Promise.reject(renewalError),
}));

describe('renewing the lease of an analysis job', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  // No worker of its own: the test runs one with a short lease.
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    testApp = await createTestApp({ database, runsJobs: false });
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
  });

  it('logs a renewal that fails, with the job and the cause, and still finishes the job', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const jobId = await requestAnalysis(testApp.app, testApp.db, user, documentId);
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const worker = new AnalysisRunner({
      db: testApp.db,
      vault: testApp.app.vault,
      kind: 'sqlite',
      // Slower than a renewal, so at least one is tried while the job runs.
      analyse: async (job, reportStep) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return runAnalysis(
          testApp.db,
          testApp.app.vault,
          job,
          analyseWithBuiltInEngine,
          reportStep,
        );
      },
      log: { warn: (details, message) => warnings.push({ details, message }) },
      progress: testApp.app.progress.analysis,
      signals: database.signals,
      leaseMs: 30,
      pollEveryMs: 60_000,
    });
    worker.poke();
    await worker.idle();
    await worker.close();

    expect(warnings[0]).toEqual({
      details: { err: renewalError, jobId },
      message: 'An analysis lease was not renewed',
    });
    const job = await testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job`,
      headers: user.headers,
    });
    expect(job.json().job.status).toBe('succeeded');
  });
});
