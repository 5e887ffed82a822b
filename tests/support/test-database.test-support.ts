import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  migrateToLatest,
  openDatabase,
  type AppDatabase,
  type DatabaseKind,
} from '../../server/db/database.ts';

/** The databases data-layer tests run against: SQLite always, PostgreSQL when installed. */
export function getTestDatabaseKinds(): DatabaseKind[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A database made for one test, with where it lives. */
export type TestDatabase = AppDatabase & { databaseUrl?: string; dataDirectory: string };

/** A fresh, migrated, empty database of the given kind, removed again by the returned close(). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const serverUrl = inject('postgresUrl');
    if (!serverUrl) throw new Error('PostgreSQL is not available for this test run');
    const name = `test_${randomUUID().replaceAll('-', '')}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
    databaseUrl = serverUrl.replace(/\/postgres$/, `/${name}`);
    dropDatabase = () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = openDatabase({ databaseUrl, dataDirectory });
  await migrateToLatest(database.db);
  return {
    ...database,
    databaseUrl,
    dataDirectory,
    close: async () => {
      await database.close();
      await dropDatabase();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
