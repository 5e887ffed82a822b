import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { claimReadingJob, releaseReadingForRetry } from './reading-job-queries.ts';

const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, seconds)).toISOString();

describe.each(getTestDatabaseKinds())('claiming readings on %s', (kind) => {
  let testApp: TestApp;
  // No readers of its own: the test claims by hand.
  beforeAll(async () => {
    testApp = await createTestApp({ kind, runsJobs: false });
  });
  afterAll(() => testApp.close());

  it('is fair between users, takes over a lapsed lease, and waits out a back-off', async () => {
    const flood = await signUpTestUser(testApp);
    const other = await signUpTestUser(testApp);
    const floods = [];
    // Uploaded a few milliseconds apart, in this order.
    const add = async (userId: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return addStoredDocument(testApp.db, userId, 'mutual-nda', 'processing');
    };
    for (let index = 0; index < 3; index++) floods.push(await add(flood.id));
    const theirs = await add(other.id);
    const claim = (owner: string, now: number) =>
      claimReadingJob(testApp.db, kind, owner, at(now), at(now + 20));

    expect((await claim('a', 0))?.documentId).toBe(floods[0]);
    // The flood has one under way, the other user none: theirs goes next.
    expect((await claim('b', 0))?.documentId).toBe(theirs);
    expect((await claim('b', 0))?.documentId).toBe(floods[1]);
    expect((await claim('b', 0))?.documentId).toBe(floods[2]);
    expect(await claim('c', 1)).toBeUndefined();

    // Worker a died: once its lease lapses another takes the reading over.
    const takenOver = await claim('c', 21);
    expect(takenOver).toMatchObject({ documentId: floods[0], attempts: 2 });

    // A failure not the file's own: tried again only after the back-off.
    await releaseReadingForRetry(testApp.db, theirs, 'b', at(30));
    expect((await claim('d', 29))?.documentId).not.toBe(theirs);
    expect((await claim('d', 31))?.documentId).toBe(theirs);
  });
});
