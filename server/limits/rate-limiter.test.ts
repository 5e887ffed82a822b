import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { RateLimiter } from './rate-limiter.ts';

describe.each(getTestDatabaseKinds())('RateLimiter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('lets the limit through, refuses the next until its window ends, and resets with the window', async () => {
    const limiter = new RateLimiter(database.db);
    for (let count = 0; count < 3; count++) {
      expect(await limiter.hit('token:ip:1', 3, 10_000, 0)).toEqual({
        isAllowed: true,
        retryAfterSeconds: 10,
      });
    }
    // 7.5 s of the 10 s window are left: the client is told 8.
    expect(await limiter.hit('token:ip:1', 3, 10_000, 2500)).toEqual({
      isAllowed: false,
      retryAfterSeconds: 8,
    });
    expect(await limiter.hit('token:ip:1', 3, 10_000, 9999)).toEqual({
      isAllowed: false,
      retryAfterSeconds: 1,
    });
    expect((await limiter.hit('token:ip:2', 3, 10_000, 10)).isAllowed).toBe(true);
    expect((await limiter.hit('token:ip:1', 3, 10_000, 10_000)).isAllowed).toBe(true);
  });

  it('counts parallel requests once each, whichever limiter (instance) counts them', async () => {
    const limiters = [new RateLimiter(database.db), new RateLimiter(database.db)];
    const now = Date.now();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limiters[index % 2]?.hit('token:email:a@b.c', 5, 60_000, now),
      ),
    );
    expect(verdicts.filter((verdict) => verdict?.isAllowed)).toHaveLength(5);
    const row = await database.db
      .selectFrom('auth_rate_limits')
      .select('count')
      .where('key', '=', 'token:email:a@b.c')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(20);
  });

  it('sweeps the windows that have ended', async () => {
    const limiter = new RateLimiter(database.db);
    await limiter.hit('signup:ip:9', 3, 1000, 0);
    // A new limiter sweeps on its first request; the old window ended long ago.
    await new RateLimiter(database.db).hit('signup:ip:10', 3, 1000, 60_000);
    const keys = await database.db.selectFrom('auth_rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).not.toContain('signup:ip:9');
    expect(keys.map((row) => row.key)).toContain('signup:ip:10');
  });
});
