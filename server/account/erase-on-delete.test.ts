import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectUpload } from '../../tests/support/multipart.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../tests/support/test-database.test-support.ts';
import { getSqlitePath } from '../db/database.ts';
import { RateLimiter } from '../limits/rate-limiter.ts';

const PASSWORD = 'Correct-Horse-9!';

/** A real contract with a sentence nobody else has, to look for on disk. */
function contractWith(marker: string): Uint8Array {
  const file = fileURLToPath(
    new URL('../../tests/fixtures/contracts/mutual-nda.txt', import.meta.url),
  );
  const text = `${readFileSync(file, 'utf8')}\n\nThe parties name the project ${marker}.\n`;
  return new TextEncoder().encode(text);
}

/** Whether the SQLite database or its write-ahead log holds the text anywhere, live or freed. */
function isOnDisk(database: TestDatabase, text: string): boolean {
  const file = getSqlitePath(database.dataDirectory);
  return [file, `${file}-wal`].some((part) => {
    try {
      return readFileSync(part).includes(text);
    } catch {
      return false;
    }
  });
}

describe.each(getTestDatabaseKinds())(
  'deleting on %s leaves no trace',
  { timeout: 60_000 },
  (kind) => {
    let database: TestDatabase;
    let testApp: TestApp;
    let anonKey: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      testApp = await createTestApp({ database });
      ({ anonKey } = (await testApp.app.inject({ url: '/api/config' })).json<{
        anonKey: string;
      }>());
    });
    afterAll(async () => {
      await testApp.close();
      await database.close();
    });

    async function signUp() {
      const email = `user_${randomUUID()}@example.com`;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: { apikey: anonKey },
        payload: { email, password: PASSWORD },
      });
      const session = response.json<{ access_token: string; user: { id: string } }>();
      return {
        id: session.user.id,
        email,
        headers: { authorization: `Bearer ${session.access_token}` },
      };
    }

    function deleteAccount(user: { email: string; headers: Record<string, string> }) {
      return testApp.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: user.headers,
        payload: { confirm: user.email },
      });
    }

    /** Uploads a contract with a unique word, reads it, and checks the word is then on disk. */
    /**
     * Uploads a contract with a word of its own. Its words are never on disk (they are sealed);
     * what must go with the document is its wrapped key, without which they cannot be opened:
     * that is the marker looked for.
     */
    async function uploadMarked(user: { headers: Record<string, string> }) {
      const word = `Zephyrine-${randomUUID()}`;
      const upload = await injectUpload(testApp.app, user.headers, 'nda.txt', contractWith(word));
      expect(upload.statusCode).toBe(201);
      await testApp.waitForReadings();
      const id = upload.json<{ id: string }>().id;
      const { wrapped_key: marker } = await testApp.db
        .selectFrom('document_keys')
        .select('wrapped_key')
        .where('document_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(isOnDisk(database, word)).toBe(false);
      // The test can fail: the key is on disk while the document exists.
      expect(isOnDisk(database, marker)).toBe(true);
      return { marker, id };
    }

    const limitKeys = async () =>
      (await testApp.db.selectFrom('auth_rate_limits').select('key').execute()).map(
        (row) => row.key,
      );

    it("removes the person's rate-limit windows, and only theirs", async () => {
      const user = await signUp();
      const other = await signUp();
      const limiter = new RateLimiter(testApp.db);
      // A lookalike address that contains the deleted one keeps its window.
      const lookalike = `x${user.email}`;
      for (const key of [`recover:email:${user.email}`, `recover:email:${lookalike}`])
        await limiter.hit(key, 5, 60_000);
      await limiter.hit(`api:upload:user:${user.id}`, 5, 60_000);
      await limiter.hit(`api:upload:user:${other.id}`, 5, 60_000);
      // The sign-in back-off names the address in the middle of its key.
      await limiter.hit(`sign-in:email:${user.email}:ip:127.0.0.1`, 5, 60_000);

      expect((await deleteAccount(user)).statusCode).toBe(204);

      const keys = await limitKeys();
      expect(keys.filter((key) => key.includes(user.id) || key.includes(`:${user.email}`))).toEqual(
        [],
      );
      expect(keys).toContain(`recover:email:${lookalike}`);
      expect(keys).toContain(`api:upload:user:${other.id}`);
    });

    it.runIf(kind === 'sqlite')(
      'overwrites the key of a deleted account’s contract on disk, in the database file and its log',
      async () => {
        const user = await signUp();
        const { marker } = await uploadMarked(user);
        expect((await deleteAccount(user)).statusCode).toBe(204);
        expect(isOnDisk(database, marker)).toBe(false);
      },
    );

    it.runIf(kind === 'sqlite')('overwrites a deleted document the same way', async () => {
      const user = await signUp();
      const { marker, id } = await uploadMarked(user);
      const response = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/documents/${id}`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(204);
      expect(isOnDisk(database, marker)).toBe(false);
    });

    it.runIf(kind === 'sqlite')('keeps the database and its journals owner-only', () => {
      const file = getSqlitePath(database.dataDirectory);
      for (const part of [file, `${file}-wal`, `${file}-shm`])
        expect((statSync(part).mode & 0o777).toString(8)).toBe('600');
    });
  },
);
