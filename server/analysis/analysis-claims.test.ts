import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { requestAnalysis } from '../../tests/support/analyse-stored-document.test-support.ts';
import { claimAnalysisJob } from './analysis-queries.ts';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds)).toISOString();

describe.each(getTestDatabaseKinds())('claiming analysis jobs on %s', (kind) => {
  let testApp: TestApp;
  // No worker of its own: the test claims by hand.
  beforeAll(async () => {
    testApp = await createTestApp({ kind, runsJobs: false });
  });
  afterAll(() => testApp.close());

  it('gives a job to one worker, to another once its lease lapses, and again after a back-off', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    await requestAnalysis(testApp.app, testApp.db, user, documentId);
    const claim = (owner: string, now: number) =>
      claimAnalysisJob(testApp.db, kind, owner, at(now), at(now + 30));

    const first = await claim('a', 0);
    expect(first).toMatchObject({ lease_owner: 'a', attempts: 1, status: 'running' });
    expect(await claim('b', 1)).toBeUndefined();
    // Worker a died: its lease lapses and b takes the job over.
    expect(await claim('b', 31)).toMatchObject({ lease_owner: 'b', attempts: 2 });

    // b failed for reasons not the job's own: it waits for its back-off, then anyone may take it.
    await testApp.db
      .updateTable('analysis_jobs')
      .set({ status: 'queued', lease_owner: null, lease_expires_at: at(50) })
      .where('id', '=', first?.id ?? '')
      .execute();
    expect(await claim('c', 49)).toBeUndefined();
    expect(await claim('c', 50)).toMatchObject({ lease_owner: 'c', attempts: 3 });
  });
});
