import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { loadAuthKeys } from './keys.ts';
import { downgradeTotpSessions, findSession, insertSession } from './session-queries.ts';
import { insertUser } from './user-queries.ts';

/** Stored JSON is checked as it is read: a corrupt row fails there, with DATA_CORRUPTION. */
let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase('sqlite');
});
afterEach(async () => {
  await database.close();
});

async function storeSessionWithAmr(amr: string): Promise<{ sessionId: string; userId: string }> {
  const user = await insertUser(database.db, {
    email: 'ada@example.com',
    passwordHash: null,
    userMetadata: {},
    confirmed: true,
  });
  const sessionId = 'session-1';
  await insertSession(database.db, {
    id: sessionId,
    user_id: user.id,
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: 1 }],
    created_at: new Date().toISOString(),
    refreshed_at: null,
  });
  await database.db.updateTable('auth_sessions').set({ amr }).where('id', '=', sessionId).execute();
  return { sessionId, userId: user.id };
}

const corruption = { code: 'DATA_CORRUPTION' };

describe("a session's sign-in methods (amr)", () => {
  it('are read back as they were stored', async () => {
    const { sessionId } = await storeSessionWithAmr('[{"method":"otp","timestamp":7}]');
    expect((await findSession(database.db, sessionId))?.amr).toEqual([
      { method: 'otp', timestamp: 7 },
    ]);
  });

  it.each([
    ['not JSON', '[{"method":'],
    ['not a list of methods', '{"method":"password"}'],
    ['a method without its time', '[{"method":"password"}]'],
  ])('fail loudly when they are %s', async (_case, amr) => {
    const { sessionId, userId } = await storeSessionWithAmr(amr);
    await expect(findSession(database.db, sessionId)).rejects.toMatchObject(corruption);
    await expect(downgradeTotpSessions(database.db, userId)).rejects.toMatchObject(corruption);
  });
});

describe('the stored signing key', () => {
  it('is created once and loaded alike afterwards', async () => {
    const first = await loadAuthKeys(database.db);
    const second = await loadAuthKeys(database.db);
    expect(second.publicJwk).toEqual(first.publicJwk);
    expect(first.publicJwk).not.toHaveProperty('d');
  });

  it('fails loudly when it is not an ES256 private key', async () => {
    await loadAuthKeys(database.db);
    await database.db
      .updateTable('app_settings')
      .set({ value: JSON.stringify({ kty: 'EC', crv: 'P-256', kid: 'k', alg: 'ES256' }) })
      .where('key', '=', 'auth_signing_key')
      .execute();
    await expect(loadAuthKeys(database.db)).rejects.toMatchObject(corruption);
  });
});
