import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import { downgradeTotpSessions } from '../session-queries.ts';
import type { Authenticated } from '../sessions.ts';
import { deleteFactor } from './factor-queries.ts';
import { loadFactor } from './load-factor.ts';

/** DELETE /factors/{id}: a verified factor needs an aal2 session, whose TOTP it then loses. */
export async function unenrollFactor(
  context: AuthContext,
  { user, session }: Authenticated,
  factorId: string,
): Promise<{ id: string }> {
  const factor = await loadFactor(context, user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2')
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  await context.db.transaction().execute(async (trx) => {
    await deleteFactor(trx, factor.id);
    if (factor.status === 'verified') await downgradeTotpSessions(trx, user.id);
  });
  return { id: factor.id };
}
