/**
 * The tables as Kysely sees them. Timestamps are ISO-8601 UTC strings in both SQLite and
 * PostgreSQL, so every query returns the same shapes whichever database runs underneath.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
  created_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
}
