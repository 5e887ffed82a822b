import type { SupabaseClient } from '@supabase/supabase-js';
import { whenPublicConfigLoaded } from './public-config.ts';

/** Where the session is kept in local storage (SPEC section 4). */
export const AUTH_STORAGE_KEY = 'legal-explainer-auth-token';

/** The failure when the server's settings never arrived, so the sign-in service is unknown. */
export const AUTH_UNAVAILABLE_MESSAGE =
  'Sign-in is not available right now because the server could not be reached. Please try again.';

let client: Promise<SupabaseClient> | null = null;

/**
 * The one authentication client, created on first use from the server's public settings.
 * supabase-js is downloaded here, alongside GET /api/config, rather than with the first page:
 * the client cannot be built before the settings name the service and its key anyway.
 */
export function getSupabaseClient(): Promise<SupabaseClient> {
  client ??= createSupabaseClient().catch((error: unknown) => {
    // Let a later call try again (the network may come back).
    client = null;
    throw error;
  });
  return client;
}

async function createSupabaseClient(): Promise<SupabaseClient> {
  const [{ createClient }, config] = await Promise.all([
    import('@supabase/supabase-js'),
    whenPublicConfigLoaded(),
  ]);
  if (!config.anonKey) throw new Error(AUTH_UNAVAILABLE_MESSAGE);
  return createClient(config.authUrl || window.location.origin, config.anonKey, {
    auth: {
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: true,
      // Email links (password reset) come back with the session in the address.
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
}

/**
 * The access token of the session kept in local storage, read at once without the client (the
 * error reporter cannot wait for it while the page unloads); null when signed out or unreadable.
 * It may have expired: the server then takes it for no one.
 */
export function readStoredAccessToken(): string | null {
  try {
    const session: unknown = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const token: unknown =
      typeof session === 'object' && session !== null && 'access_token' in session
        ? session.access_token
        : null;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** The signed-in user's access token (refreshed first when close to expiry), or null. */
export async function getAccessToken(): Promise<string | null> {
  try {
    const { data } = await (await getSupabaseClient()).auth.getSession();
    return data.session?.access_token ?? null;
  } catch {
    return null;
  }
}
