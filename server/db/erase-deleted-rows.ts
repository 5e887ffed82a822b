import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Makes deleted rows unreadable on disk at once. SQLite overwrites them with zeros in the pages
 * (secure_delete, set when the database is opened), but the write-ahead log still holds the
 * frames written while they were alive: a checkpoint moves every page into the database file
 * and empties the log. A reader in the middle of a query may keep the checkpoint from finishing;
 * the next deletion's checkpoint, or SQLite's own, then does it. PostgreSQL's files are its
 * own: its autovacuum reclaims dead rows (decision 022).
 */
export async function eraseDeletedRows(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
