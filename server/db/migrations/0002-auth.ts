import type { Kysely } from 'kysely';

/**
 * The embedded authentication service's tables (server/auth). Booleans are 0/1 integers and
 * JSON is text, so SQLite and PostgreSQL store the same shapes. Secrets are never stored in the
 * clear: passwords as argon2id hashes, refresh and one-time tokens as SHA-256 / SHA-224 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('encrypted_password', 'text')
    .addColumn('email_confirmed_at', 'text')
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('recovery_sent_at', 'text')
    .addColumn('new_email', 'text')
    .addColumn('email_change_sent_at', 'text')
    .addColumn('reauthentication_sent_at', 'text')
    .addColumn('last_sign_in_at', 'text')
    .addColumn('app_metadata', 'text', (column) => column.notNull())
    .addColumn('user_metadata', 'text', (column) => column.notNull())
    .addColumn('identity_id', 'text', (column) => column.notNull())
    .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('banned_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('aal', 'text', (column) => column.notNull())
    .addColumn('amr', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('refreshed_at', 'text')
    .execute();
  await db.schema
    .createIndex('auth_sessions_user_id')
    .on('auth_sessions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('auth_refresh_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) =>
      column.notNull().references('auth_sessions.id').onDelete('cascade'),
    )
    .addColumn('parent_hash', 'text')
    .addColumn('counter', 'integer', (column) => column.notNull())
    .addColumn('revoked', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('auth_refresh_tokens_session_id')
    .on('auth_refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('auth_one_time_tokens')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('relates_to', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('auth_one_time_tokens_hash')
    .on('auth_one_time_tokens')
    .column('token_hash')
    .execute();

  await db.schema
    .createTable('auth_flow_states')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('auth_code', 'text', (column) => column.notNull().unique())
    .addColumn('code_challenge', 'text', (column) => column.notNull())
    .addColumn('code_challenge_method', 'text', (column) => column.notNull())
    .addColumn('authentication_method', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('auth_code_issued_at', 'text')
    .execute();

  await db.schema
    .createTable('auth_factors')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) =>
      column.notNull().references('auth_users.id').onDelete('cascade'),
    )
    .addColumn('friendly_name', 'text', (column) => column.notNull())
    .addColumn('factor_type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('last_challenged_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('auth_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('factor_id', 'text', (column) =>
      column.notNull().references('auth_factors.id').onDelete('cascade'),
    )
    .addColumn('ip_address', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('verified_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auth_challenges',
    'auth_factors',
    'auth_flow_states',
    'auth_one_time_tokens',
    'auth_refresh_tokens',
    'auth_sessions',
    'auth_users',
  ])
    await db.schema.dropTable(table).execute();
}
