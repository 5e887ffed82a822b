import type { AuthContext } from './auth-context.ts';
import { AuthError, validationFailed } from './auth-errors.ts';
import { checkPasswordStrength, MAX_PASSWORD_BYTES } from './passwords.ts';

/** Rejects a new password the policy does not accept, with the protocol's errors. */
export function assertPasswordAcceptable(context: AuthContext, password: string): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const { reasons, message } = checkPasswordStrength(password, context.config.passwordPolicy);
  if (reasons.length)
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}
