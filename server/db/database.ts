import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type MigrationResultSet,
} from 'kysely';
import SqliteDatabase from 'libsql';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { createInProcessSignals, createPostgresSignals, type Signals } from './signals.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** An open database with the dialect it speaks, so the few dialect-specific paths can branch. */
export interface AppDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Messages between the processes sharing this database (new jobs, new progress). */
  signals: Signals;
  close: () => Promise<void>;
}

/** Where the embedded SQLite database lives inside DATA_DIR. */
export function getSqlitePath(dataDirectory: string): string {
  return path.join(dataDirectory, 'legal-explainer.sqlite');
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the SQLite file under the data directory.
 * This module and signals.ts are the only ones that import the database drivers.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDirectory: string;
  onIdleConnectionError?: (error: Error) => void;
}): AppDatabase {
  if (options.databaseUrl) {
    // COUNT and BIGINT come back as strings from pg by default; parse them so both dialects agree.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped test database) is
    // reported here; the pool discards it and opens a fresh one on the next query. Without a
    // listener the event would crash the process.
    pool.on('error', (error) => options.onIdleConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const signals = createPostgresSignals(pool, options.databaseUrl, (error) =>
      options.onIdleConnectionError?.(error),
    );
    return { db, kind: 'postgres', signals, close: () => closeBoth(signals, db) };
  }

  // Owner-only, as the uploaded files are: the database holds the signing key and every text.
  mkdirSync(options.dataDirectory, { recursive: true, mode: 0o700 });
  const file = getSqlitePath(options.dataDirectory);
  createOwnerOnly(file);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers work while a writer commits; a crash mid-write rolls back cleanly.
  sqlite.exec('PRAGMA journal_mode = WAL');
  // Deleted rows are overwritten with zeros, so a deleted contract leaves no text in free pages.
  sqlite.exec('PRAGMA secure_delete = ON');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const signals = createInProcessSignals();
  return { db, kind: 'sqlite', signals, close: () => closeBoth(signals, db) };
}

/**
 * Creates the SQLite file owner-only before SQLite opens it, and narrows an older install's file
 * and journals: SQLite gives its WAL and shared-memory files the database file's permissions.
 */
function createOwnerOnly(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const companion of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`])
    if (existsSync(companion)) chmodSync(companion, 0o600);
}

async function closeBoth(signals: Signals, db: Kysely<Database>): Promise<void> {
  await signals.close();
  await db.destroy();
}

/** Opens the database (as openDatabase) and brings its schema up to date, closing it on failure. */
export async function openMigratedDatabase(
  options: Parameters<typeof openDatabase>[0],
): Promise<AppDatabase> {
  const database = openDatabase(options);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Brings the schema up to date; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((migration) => migration.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, {
      cause: result.error,
    });
  }
  return result;
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
