import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a right passcode opens its link for: a reading session, then it is asked again. */
export const SHARE_ACCESS_LIFETIME_MS = 60 * 60 * 1000;

/** What an access token is made for: one link, as its passcode stood, until a time. */
export interface ShareAccessSubject {
  shareId: string;
  /** The link's stored passcode hash: were it ever changed, earlier tokens would stop opening. */
  passcodeHash: string;
}

/**
 * A proof that the passcode of one link was given: `<expiry ms>.<HMAC-SHA256>` (base64url),
 * signed with the installation's share secret over the link's id, its passcode hash and the
 * expiry. It holds neither the passcode nor anything a guesser could test a passcode against.
 */
export function createShareAccessToken(
  secret: string,
  subject: ShareAccessSubject,
  expiresAt: Date,
): string {
  const expiry = String(expiresAt.getTime());
  return `${expiry}.${sign(secret, subject, expiry)}`;
}

/**
 * Whether a token proves the passcode of this link at `now`: signed by us, for this link (a
 * token of another link fails), not expired. Compared in constant time.
 */
export function isShareAccessTokenValid(
  secret: string,
  subject: ShareAccessSubject,
  token: string,
  now: Date,
): boolean {
  const [expiry, signature, ...rest] = token.split('.');
  if (!expiry || !signature || rest.length > 0 || !/^\d{1,16}$/.test(expiry)) return false;
  if (Number(expiry) <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, subject, expiry), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sign(secret: string, subject: ShareAccessSubject, expiry: string): string {
  // A purpose and version first, so this key's signatures can never pass for another use's.
  return createHmac('sha256', secret)
    .update(`share-access:v1\n${subject.shareId}\n${subject.passcodeHash}\n${expiry}`)
    .digest('base64url');
}
