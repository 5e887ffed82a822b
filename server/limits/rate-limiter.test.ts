import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.ts';
import { AuthError } from './auth-errors.ts';
import { RateLimiter } from './rate-limiter.ts';

describe.each(getTestDatabaseKinds())('RateLimiter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('lets the limit through, refuses the next with the protocol 429, and resets with the window', async () => {
    const limiter = new RateLimiter(database.db);
    for (let count = 0; count < 3; count++) await limiter.consume('token:ip:1', 3, 1000, 0);
    const refused = await limiter.consume('token:ip:1', 3, 1000, 10).catch((error) => error);
    expect(refused).toBeInstanceOf(AuthError);
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    await expect(limiter.consume('token:ip:2', 3, 1000, 10)).resolves.toBeUndefined();
    await expect(limiter.consume('token:ip:1', 3, 1000, 1000)).resolves.toBeUndefined();
  });

  it('counts parallel requests once each, whichever limiter (instance) counts them', async () => {
    const limiters = [new RateLimiter(database.db), new RateLimiter(database.db)];
    const now = Date.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        limiters[index % 2]?.consume('token:email:a@b.c', 5, 60_000, now),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const row = await database.db
      .selectFrom('auth_rate_limits')
      .select('count')
      .where('key', '=', 'token:email:a@b.c')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(20);
  });

  it('sweeps the windows that have ended', async () => {
    const limiter = new RateLimiter(database.db);
    await limiter.consume('signup:ip:9', 3, 1000, 0);
    // A new limiter sweeps on its first request; the old window ended long ago.
    await new RateLimiter(database.db).consume('signup:ip:10', 3, 1000, 60_000);
    const keys = await database.db.selectFrom('auth_rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain('signup:ip:9');
    expect(keys.map((row) => row.key)).toContain('signup:ip:10');
  });
});
