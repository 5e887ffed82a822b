import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The stored value of a server setting, or undefined. */
export async function findAppSetting(
  db: Kysely<Database>,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/**
 * The value of a setting, creating it on first use. Safe when several instances start at once:
 * the first insert wins and everyone reads the winner back.
 */
export async function getOrCreateAppSetting(
  db: Kysely<Database>,
  key: string,
  createValue: () => string,
): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: createValue(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const value = await findAppSetting(db, key);
  if (value === undefined) throw new Error(`Setting ${key} vanished after it was created`);
  return value;
}
