import { findShareByTokenHash, type SharedDocumentRow } from './share-queries.ts';
import { createShareNotFoundError, type ShareDependencies } from './share-dependencies.ts';
import { hashShareToken, isShareTokenShaped } from './share-token.ts';

/** A link that opens: not revoked, not expired, its document analysed. */
export type LiveShare = SharedDocumentRow & { analysis_json: string };

/**
 * The live link a token opens. A token never given out, a revoked link and an expired one (by
 * the injected clock) all fail with the same NOT_FOUND, so the answer tells a guesser nothing.
 */
export async function openShare(
  dependencies: Pick<ShareDependencies, 'db' | 'now'>,
  token: string,
): Promise<LiveShare> {
  const share = isShareTokenShaped(token)
    ? await findShareByTokenHash(dependencies.db, hashShareToken(token))
    : undefined;
  if (!share || !isLive(share, dependencies.now())) throw createShareNotFoundError();
  return share;
}

function isLive(share: SharedDocumentRow, now: Date): share is LiveShare {
  return (
    share.revoked_at === null &&
    Date.parse(share.expires_at) > now.getTime() &&
    share.analysis_json !== null
  );
}
