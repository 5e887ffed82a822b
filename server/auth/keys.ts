import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getOrCreateAppSetting } from '../settings/app-setting-queries.ts';
import { findSigningJwk, storeSigningJwk, type SigningJwk } from './signing-key-queries.ts';

/** The signing key of access tokens and the anon key clients send as `apikey`. */
export interface AuthKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as published at /.well-known/jwks.json. */
  publicJwk: JWK;
  anonKey: string;
}

/**
 * Loads the keys, generating them at first start. They live in the database (app_settings), so
 * every instance sharing it signs and verifies alike, and nothing secret is in the repository.
 */
export async function loadAuthKeys(db: Kysely<Database>): Promise<AuthKeys> {
  const privateJwk = (await findSigningJwk(db)) ?? (await createSigningKey(db));
  const { d: _secret, ...publicFields } = privateJwk;
  const publicJwk: JWK = { ...publicFields, use: 'sig', key_ops: ['verify'], alg: 'ES256' };
  const anonKey = await getOrCreateAppSetting(
    db,
    'auth_anon_key',
    () => `sb_publishable_${randomBytes(24).toString('base64url')}`,
  );
  return {
    kid: privateJwk.kid,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK({ ...publicFields, ext: true }, 'ES256')) as CryptoKey,
    publicJwk,
    anonKey,
  };
}

/** A new ES256 key; when two instances start at once, the first insert wins and both use it. */
async function createSigningKey(db: Kysely<Database>): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { x, y, d } = await exportJWK(privateKey);
  if (!x || !y || !d) throw new Error('A generated ES256 key exported without its coordinates');
  return storeSigningJwk(db, { kty: 'EC', crv: 'P-256', x, y, d, kid: randomUUID(), alg: 'ES256' });
}
