import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../db/schema.ts';
import { findAppSetting, getOrCreateAppSetting } from '../settings/app-setting-queries.ts';
import { parseStoredJson } from '../db/stored-json.ts';

const SIGNING_KEY_SETTING = 'auth_signing_key';

/** The stored private key of access tokens: an ES256 (P-256) JWK with its key id. */
const signingJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  d: z.string(),
  kid: z.string(),
  alg: z.literal('ES256'),
});

export type SigningJwk = z.infer<typeof signingJwkSchema>;

const readSigningJwk = (json: string) =>
  parseStoredJson(signingJwkSchema, json, 'The stored signing key');

export async function findSigningJwk(db: Kysely<Database>): Promise<SigningJwk | undefined> {
  const stored = await findAppSetting(db, SIGNING_KEY_SETTING);
  return stored === undefined ? undefined : readSigningJwk(stored);
}

/** Stores a new key unless one is there already; returns the stored one either way. */
export async function storeSigningJwk(db: Kysely<Database>, jwk: SigningJwk): Promise<SigningJwk> {
  return readSigningJwk(
    await getOrCreateAppSetting(db, SIGNING_KEY_SETTING, () => JSON.stringify(jwk)),
  );
}
