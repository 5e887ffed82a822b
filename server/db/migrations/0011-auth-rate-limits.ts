import type { Kysely } from 'kysely';

/**
 * The sign-in service's rate limits (server/limits/rate-limiter.ts), kept in the database so they
 * hold across restarts and across every instance sharing it. One row per limited key, such as
 * `token:ip:203.0.113.1` or `token:email:a@b.c`: the requests counted in its fixed window and
 * when that window ends (ISO text, as every timestamp). Windows that have ended count as absent
 * and are swept now and then; the index finds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('auth_rate_limits_window_ends_at')
    .on('auth_rate_limits')
    .column('window_ends_at')
    .execute();
}

/** Drops the rate-limit counts. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_rate_limits').execute();
}
