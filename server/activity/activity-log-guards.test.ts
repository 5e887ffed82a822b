import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { insertUser } from '../auth/user-queries.ts';
import { recordActivity } from './record-activity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// The database itself keeps the log append-only (migration 0017): whatever code runs.
describe.each(getTestDatabaseKinds())('the activity log on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const user = await insertUser(database.db, {
      email: `guard-${randomUUID()}@example.com`,
      passwordHash: null,
      userMetadata: {},
      confirmed: true,
    });
    userId = user.id;
  });
  afterAll(async () => database.close());

  const addEntry = async (owner: string, ageMs = 0) => {
    const id = randomUUID();
    await database.db
      .insertInto('activity_events')
      .values({
        id,
        user_id: owner,
        document_id: null,
        share_id: null,
        kind: 'signed_in',
        detail_json: '{}',
        address_hash: null,
        created_at: new Date(Date.now() - ageMs).toISOString(),
      })
      .execute();
    return id;
  };
  const count = async (id: string) =>
    (await database.db.selectFrom('activity_events').select('id').where('id', '=', id).execute())
      .length;

  it('refuses to change an entry, however old', async () => {
    await recordActivity(database.db, { userId, kind: 'viewed', address: '203.0.113.9' });
    const old = await addEntry(userId, 400 * DAY_MS);
    await expect(
      database.db.updateTable('activity_events').set({ kind: 'deleted' }).execute(),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      database.db
        .updateTable('activity_events')
        .set({ detail_json: '{"edited":"yes"}' })
        .where('id', '=', old)
        .execute(),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('refuses to delete a recent entry of an account that exists', async () => {
    const recent = await addEntry(userId, 60 * 60 * 1000);
    await expect(
      database.db.deleteFrom('activity_events').where('id', '=', recent).execute(),
    ).rejects.toThrow(/kept until their retention ends/);
    expect(await count(recent)).toBe(1);
  });

  it('lets an entry past a day go, as the retention sweep does', async () => {
    const old = await addEntry(userId, DAY_MS + 60_000);
    await database.db.deleteFrom('activity_events').where('id', '=', old).execute();
    expect(await count(old)).toBe(0);
  });

  it('lets a recent entry go once its account is gone, as account deletion does', async () => {
    const gone = randomUUID();
    const entry = await addEntry(gone);
    await database.db.deleteFrom('activity_events').where('id', '=', entry).execute();
    expect(await count(entry)).toBe(0);
  });

  it.runIf(kind === 'postgres')('refuses TRUNCATE, which skips row triggers', async () => {
    const { sql } = await import('kysely');
    await expect(sql`truncate activity_events`.execute(database.db)).rejects.toThrow(
      /cannot be changed/,
    );
  });
});
