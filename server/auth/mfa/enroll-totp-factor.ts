import type { AuthContext } from '../auth-context.ts';
import { AuthError } from '../auth-errors.ts';
import type { Authenticated } from '../sessions.ts';
import { deleteExpiredFactors, insertTotpFactor, listFactors } from './factor-queries.ts';
import { buildTotpUri, generateTotpSecret, renderQrCodeSvg } from './totp.ts';

/** GoTrue's MFA.MaxEnrolledFactors and MaxVerifiedFactors. */
const MAX_FACTORS = 10;

/** POST /factors with factor_type totp: a new unverified factor, its secret and QR code. */
export async function enrollTotpFactor(
  context: AuthContext,
  { user, session }: Authenticated,
  request: { friendlyName: string; issuer: string },
) {
  const { friendlyName } = request;
  await deleteExpiredFactors(context.db);
  const factors = await listFactors(context.db, user.id);
  if (factors.some((factor) => factor.friendly_name === friendlyName))
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  const verifiedCount = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verifiedCount >= MAX_FACTORS)
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  if (verifiedCount > 0 && session.aal !== 'aal2')
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');

  const secret = generateTotpSecret();
  const uri = buildTotpUri(request.issuer, user.email, secret);
  const qrCode = await renderQrCodeSvg(uri);
  const factor = await insertTotpFactor(context.db, user.id, friendlyName, secret);
  return {
    id: factor.id,
    type: 'totp',
    friendly_name: factor.friendly_name,
    totp: { qr_code: qrCode, secret, uri },
  };
}
