import {
  createRemoteJWKSet,
  customFetch,
  type FetchImplementation,
  type JWTVerifyGetKey,
} from 'jose';
import * as z from 'zod/mini';

/** How long a fetched key set is trusted before it is fetched again. */
const KEY_SET_CACHE_MS = 10 * 60 * 1000;

/**
 * A hosted provider's key set could not be had (unreachable, an error status, not a key set):
 * a fault on its side or on the way to it, which says nothing about the token being checked.
 */
export class KeySetUnavailableError extends Error {}

const keySetSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** The published keys of a Supabase-compatible provider, fetched and cached as jose does. */
export function createProviderKeySet(authUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('auth/v1/.well-known/jwks.json', withSlash(authUrl)), {
    cacheMaxAge: KEY_SET_CACHE_MS,
    [customFetch]: fetchKeySet,
  });
}

/**
 * jose's own fetch, with every way it can fail turned into one error of ours: jose reports an
 * outage with the same error classes as a bad token, and the two must be answered differently.
 */
const fetchKeySet: FetchImplementation = async (url, options) => {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, options);
    text = await response.text();
  } catch (error) {
    throw new KeySetUnavailableError(`The key set at ${url} could not be fetched`, {
      cause: error,
    });
  }
  if (response.status !== 200)
    throw new KeySetUnavailableError(`The key set at ${url} answered ${response.status}`);
  if (!isKeySet(text))
    throw new KeySetUnavailableError(`The key set at ${url} is not a JSON Web Key Set`);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
};

function isKeySet(text: string): boolean {
  try {
    return keySetSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
