import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  getTestDatabaseKinds,
} from '../../tests/support/test-database.test-support.ts';
import {
  getSqlitePath,
  isDatabaseReachable,
  migrateToLatest,
  openDatabase,
  openMigratedDatabase,
  type AppDatabase,
} from './database.ts';
import { findAppSetting, getOrCreateAppSetting } from '../settings/app-setting-queries.ts';
import { migrations } from './migrations/index.ts';
import { toTrialClaimKey } from './trial-claim-key.ts';

describe.each(getTestDatabaseKinds())('database on %s', (kind) => {
  let database: (AppDatabase & { dataDirectory: string; databaseUrl?: string }) | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('migrates to the latest schema, and a second run has nothing to do', async () => {
    database = await createTestDatabase(kind);
    expect(database.kind).toBe(kind);
    const again = await migrateToLatest(database.db);
    expect(again.results).toEqual([]);
    expect(await isDatabaseReachable(database.db)).toBe(true);
  });

  it('records, when trial claims arrive, the addresses whose accounts already had the trial', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateTo('0013-one-time-token-guessing');
    const at = '2026-01-01T00:00:00.000Z';
    for (const [id, email, trialAt] of [
      ['u1', 'had-trial@example.com', at],
      ['u2', 'no-trial@example.com', null],
    ] as const) {
      await sql`insert into auth_users (id, email, app_metadata, user_metadata, identity_id, created_at, updated_at)
        values (${id}, ${email}, '{}', '{}', ${id}, ${at}, ${at})`.execute(db);
      await sql`insert into accounts (user_id, trial_granted_at, created_at, updated_at)
        values (${id}, ${trialAt}, ${at}, ${at})`.execute(db);
    }
    await migrateToLatest(db);
    const claims = await db.selectFrom('trial_claims').selectAll().execute();
    expect(claims).toEqual([
      { email_hash: toTrialClaimKey('Had-Trial@example.com'), claimed_at: at },
    ]);
  });

  it('creates a setting once and returns the same value to every later caller', async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    expect(await findAppSetting(db, 'instance_id')).toBeUndefined();
    const values = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        getOrCreateAppSetting(db, 'instance_id', () => `value-${index}`),
      ),
    );
    expect(new Set(values).size).toBe(1);
    expect(await getOrCreateAppSetting(db, 'instance_id', () => 'later')).toBe(values[0]);
  });

  it('keeps what was written after the database is closed and opened again', async () => {
    database = await createTestDatabase(kind);
    await getOrCreateAppSetting(database.db, 'kept', () => 'yes');
    const reopened = openDatabase({
      databaseUrl: database.databaseUrl,
      dataDirectory: database.dataDirectory,
    });
    try {
      expect(await findAppSetting(reopened.db, 'kept')).toBe('yes');
    } finally {
      await reopened.close();
    }
  });
});

describe.skipIf(!getTestDatabaseKinds().includes('postgres'))('postgres connections', () => {
  it('survives the server closing its idle connections, and says so', async () => {
    const template = await createTestDatabase('postgres');
    const lost: Error[] = [];
    const database = openDatabase({
      databaseUrl: template.databaseUrl,
      dataDirectory: template.dataDirectory,
      onIdleConnectionError: (error) => lost.push(error),
    });
    try {
      await getOrCreateAppSetting(database.db, 'before', () => 'yes');
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(template.db);
      // The pool hears of it when the server's goodbye reaches the idle connection.
      await vi.waitFor(() => expect(lost.length).toBeGreaterThan(0), { timeout: 10_000 });
      expect(await findAppSetting(database.db, 'before')).toBe('yes');
    } finally {
      await database.close();
      await template.close();
    }
  });
});

describe('sqlite settings', () => {
  it('runs in WAL mode with foreign keys enforced', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(
        database.db,
      );
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('creates its folder and file owner-only, and narrows an older install that was not', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'legal-explainer-modes-'));
    const dataDirectory = path.join(parent, 'data');
    const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
    try {
      const first = await openMigratedDatabase({ dataDirectory });
      await getOrCreateAppSetting(first.db, 'kept', () => 'yes');
      await first.close();
      expect(modeOf(dataDirectory)).toBe('700');
      const file = getSqlitePath(dataDirectory);
      expect(modeOf(file)).toBe('600');

      chmodSync(file, 0o644);
      const reopened = openDatabase({ dataDirectory });
      try {
        expect(await findAppSetting(reopened.db, 'kept')).toBe('yes');
        expect(modeOf(file)).toBe('600');
        expect(modeOf(`${file}-wal`)).toBe('600');
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('reports an unreachable database instead of throwing', async () => {
    const database = openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      dataDirectory: '/tmp',
    });
    try {
      expect(await isDatabaseReachable(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
