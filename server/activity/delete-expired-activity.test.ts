import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(getTestDatabaseKinds())('activity log retention on %s', (kind) => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, env: { ACTIVITY_RETENTION_DAYS: '30' } });
    user = await signUpTestUser(testApp);
  });
  afterAll(async () => testApp.close());

  const addEntry = async (ageDays: number) => {
    const id = randomUUID();
    await testApp.db
      .insertInto('activity_events')
      .values({
        id,
        user_id: user.id,
        document_id: null,
        share_id: null,
        kind: 'signed_in',
        detail_json: '{}',
        address_hash: null,
        created_at: new Date(Date.now() - ageDays * DAY_MS).toISOString(),
      })
      .execute();
    return id;
  };

  it('the hourly sweep deletes entries older than ACTIVITY_RETENTION_DAYS and keeps the rest', async () => {
    const expired = await addEntry(31);
    const kept = await addEntry(29);
    const today = await addEntry(0);
    await testApp.app.sweeper.sweep();
    const left = await testApp.db
      .selectFrom('activity_events')
      .select('id')
      .where('id', 'in', [expired, kept, today])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([kept, today].sort());
  });
});
