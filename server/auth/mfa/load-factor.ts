import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { findOwnedFactor, type FactorRow } from './factor-queries.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The factor named in the path, which must be the caller's (GoTrue's loadFactor). */
export async function loadFactor(
  context: AuthContext,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  if (!UUID_PATTERN.test(factorId))
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(context.db, userId, factorId.toLowerCase());
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}
