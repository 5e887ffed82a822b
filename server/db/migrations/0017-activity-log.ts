import { sql, SqliteAdapter, type Kysely } from 'kysely';

/**
 * Issue 35: the append-only activity log. One row per thing done to an account or a document:
 * `kind` is one of common/api/activity.ts ACTIVITY_KINDS. `document_id` and `share_id` are kept
 * without foreign keys, so an entry outlives the document it names ("deleted" is itself an
 * entry); the entries carry no words of the document. `address_hash` is a one-way hash of the
 * client's address, never the address.
 *
 * Append-only is the database's rule, not only the code's: triggers refuse every UPDATE, and a
 * DELETE of an entry unless it is past the shortest retention (a day: ACTIVITY_RETENTION_DAYS is
 * at least 1) or its account is gone (no sign-in row and no credit account), which is how the
 * retention sweep and account deletion remove entries and nothing else can.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('document_id', 'text')
    .addColumn('share_id', 'text')
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('detail_json', 'text', (column) => column.notNull())
    .addColumn('address_hash', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('activity_events_user_id_created_at')
    .on('activity_events')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activity_events_document_id_created_at')
    .on('activity_events')
    .columns(['document_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('activity_events_share_id_created_at')
    .on('activity_events')
    .columns(['share_id', 'created_at'])
    .execute();
  // The retention sweep deletes by age across every account.
  await db.schema
    .createIndex('activity_events_created_at')
    .on('activity_events')
    .column('created_at')
    .execute();
  if (isSqlite(db)) await addSqliteGuards(db);
  else await addPostgresGuards(db);
}

/** Drops the log and its guards. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_events').execute();
  if (!isSqlite(db)) {
    await sql`drop function if exists activity_events_refuse_update()`.execute(db);
    await sql`drop function if exists activity_events_refuse_early_delete()`.execute(db);
  }
}

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The refusal's words, the same on both databases so a log line reads the same. */
const UPDATE_REFUSED = 'activity log entries cannot be changed';
const DELETE_REFUSED = 'activity log entries are kept until their retention ends';

// created_at is an ISO 8601 text in UTC with milliseconds (new Date().toISOString()), so a
// text comparison with the same shape of "a day ago" compares times.
async function addSqliteGuards(db: Kysely<unknown>): Promise<void> {
  await sql`
    create trigger activity_events_no_update before update on activity_events
    begin
      select raise(abort, ${sql.raw(`'${UPDATE_REFUSED}'`)});
    end`.execute(db);
  await sql`
    create trigger activity_events_no_early_delete before delete on activity_events
    when old.created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')
      and (exists (select 1 from auth_users where auth_users.id = old.user_id)
        or exists (select 1 from accounts where accounts.user_id = old.user_id))
    begin
      select raise(abort, ${sql.raw(`'${DELETE_REFUSED}'`)});
    end`.execute(db);
}

async function addPostgresGuards(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function activity_events_refuse_update() returns trigger language plpgsql as $$
    begin
      raise exception ${sql.raw(`'${UPDATE_REFUSED}'`)};
    end
    $$`.execute(db);
  await sql`
    create trigger activity_events_no_update before update on activity_events
    for each row execute function activity_events_refuse_update()`.execute(db);
  // TRUNCATE skips row triggers: refused too.
  await sql`
    create trigger activity_events_no_truncate before truncate on activity_events
    for each statement execute function activity_events_refuse_update()`.execute(db);
  await sql`
    create function activity_events_refuse_early_delete() returns trigger language plpgsql as $$
    begin
      if old.created_at > to_char((now() at time zone 'UTC') - interval '1 day',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        and (exists (select 1 from auth_users where auth_users.id = old.user_id)
          or exists (select 1 from accounts where accounts.user_id = old.user_id)) then
        raise exception ${sql.raw(`'${DELETE_REFUSED}'`)};
      end if;
      return old;
    end
    $$`.execute(db);
  await sql`
    create trigger activity_events_no_early_delete before delete on activity_events
    for each row execute function activity_events_refuse_early_delete()`.execute(db);
}
