import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(getTestDatabaseKinds())('/api/account/settings on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getSettings = (user: TestUser) =>
    testApp.app.inject({ url: '/api/account/settings', headers: user.headers });
  const putSettings = (user: TestUser, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: user.headers,
      payload: payload as Record<string, unknown>,
    });
  const preview = (user: TestUser, days: string) =>
    testApp.app.inject({
      url: `/api/account/settings/auto-delete-preview?days=${days}`,
      headers: user.headers,
    });

  it('keeps documents by default, and saves a period for this account only', async () => {
    const user = await signUpTestUser(testApp);
    const other = await signUpTestUser(testApp);
    expect((await getSettings(user)).json()).toEqual({ deleteDocumentsAfterDays: null });

    const saved = await putSettings(user, { deleteDocumentsAfterDays: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ deleteDocumentsAfterDays: 30 });
    expect((await getSettings(user)).json()).toEqual({ deleteDocumentsAfterDays: 30 });
    expect((await getSettings(other)).json()).toEqual({ deleteDocumentsAfterDays: null });

    expect((await putSettings(user, { deleteDocumentsAfterDays: null })).json()).toEqual({
      deleteDocumentsAfterDays: null,
    });
    expect((await getSettings(user)).json()).toEqual({ deleteDocumentsAfterDays: null });
  });

  it('refuses a period it does not offer, and changes nothing', async () => {
    const user = await signUpTestUser(testApp);
    await putSettings(user, { deleteDocumentsAfterDays: 90 });
    for (const payload of [
      { deleteDocumentsAfterDays: 1 },
      { deleteDocumentsAfterDays: '30' },
      { deleteDocumentsAfterDays: -7 },
      {},
    ]) {
      const response = await putSettings(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await getSettings(user)).json()).toEqual({ deleteDocumentsAfterDays: 90 });
  });

  it('says how many of this account’s documents a period would delete at the next sweep', async () => {
    const user = await signUpTestUser(testApp);
    const other = await signUpTestUser(testApp);
    for (const [owner, ageDays] of [
      [user, 10],
      [user, 40],
      [user, 100],
      [other, 400],
    ] as const) {
      const id = await addStoredDocument(testApp.db, owner.id, 'mutual-nda');
      await testApp.db
        .updateTable('documents')
        .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
        .where('id', '=', id)
        .execute();
    }
    const counts = await Promise.all(
      ['7', '30', '90', '365'].map(
        async (days) =>
          (await preview(user, days)).json<{ documentsPastPeriod: number }>().documentsPastPeriod,
      ),
    );
    expect(counts).toEqual([3, 2, 1, 0]);
    expect((await preview(user, '14')).statusCode).toBe(400);
    // Asking changes nothing.
    expect((await getSettings(user)).json()).toEqual({ deleteDocumentsAfterDays: null });
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await testApp.app.inject({ url: '/api/account/settings' })).statusCode).toBe(401);
  });
});
