import { AppError } from '../../common/errors/app-error.ts';
import { openShare, type LiveShare } from './open-share.ts';
import { isShareAccessTokenValid } from './share-access-token.ts';
import type { PublicShareDependencies } from './share-dependencies.ts';

/**
 * The live link a token opens, for a visitor who may read it: anyone, for a link without a
 * passcode; for one with a passcode, only a visitor sending a valid access token of this very
 * link (POST .../unlock). Fails NOT_FOUND as openShare, then FORBIDDEN without the passcode.
 */
export async function openUnlockedShare(
  dependencies: Pick<PublicShareDependencies, 'db' | 'now' | 'accessSecret'>,
  token: string,
  accessToken: string | undefined,
): Promise<LiveShare> {
  const share = await openShare(dependencies, token);
  if (share.passcode_hash === null) return share;
  const subject = { shareId: share.id, passcodeHash: share.passcode_hash };
  if (
    accessToken === undefined ||
    !isShareAccessTokenValid(dependencies.accessSecret, subject, accessToken, dependencies.now())
  ) {
    throw createPasscodeRequiredError();
  }
  return share;
}

/**
 * The answer to a request for a link with a passcode that does not prove it (none sent, expired,
 * or another link's): 403, not 401, which the web app takes to mean its own session ended.
 */
export function createPasscodeRequiredError(): AppError {
  return new AppError('FORBIDDEN', 'This link asks for a passcode.');
}
