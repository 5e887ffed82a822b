import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getOrCreateAppSetting } from '../settings/app-setting-queries.ts';

/**
 * The installation's key for share access tokens, made at first start (32 random bytes) and
 * kept in the database (app_settings), so every server sharing it accepts the tokens the
 * others give, and a restart does not end anyone's access.
 */
export function loadShareAccessSecret(db: Kysely<Database>): Promise<string> {
  return getOrCreateAppSetting(db, 'share_access_secret', () =>
    randomBytes(32).toString('base64url'),
  );
}
