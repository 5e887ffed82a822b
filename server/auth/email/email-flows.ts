import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuthFlowStatesTable, AuthOneTimeTokensTable } from '../../db/schema.ts';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { issueSession, type TokenResponse } from '../sessions.ts';
import { findUserByEmail, findUserById, nowIso, updateUser, type UserRow } from '../users.ts';
import { renderEmail, type EmailKind } from './templates.ts';

/** A PKCE challenge sent with an email-sending request, or null for the implicit flow. */
export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

export type OneTimeTokenRow = Selectable<AuthOneTimeTokensTable>;
export type TokenKind = OneTimeTokenRow['kind'];
type FlowStateRow = Selectable<AuthFlowStatesTable>;

/** The link types of the protocol (section 4.8) an email can carry. */
export type LinkType = 'signup' | 'recovery' | 'magiclink' | 'email_change';

/** Verification types POST /verify accepts for email; `email` is a code of either email. */
export const EMAIL_VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];

export const PKCE_PREFIX = 'pkce_';

/** Which token slots a verification type may match, first match wins (protocol section 6). */
const KINDS_BY_TYPE: Record<EmailVerifyType, TokenKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery'],
  recovery: ['recovery'],
  email_change: ['email_change_current', 'email_change_new'],
  email: ['confirmation', 'recovery'],
};

/** The flow-state method of a link type (GoTrue's ParseAuthenticationMethod). */
const FLOW_METHOD_BY_TYPE: Record<LinkType | 'invite', string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/** The PKCE fields of a request body (`code_challenge`, `code_challenge_method`), or null. */
export function readPkceChallenge(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
  if (isEmpty(challenge) && isEmpty(method)) return null;
  if (isEmpty(challenge) || isEmpty(method))
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  if (typeof challenge !== 'string' || !CODE_VERIFIER_PATTERN.test(challenge))
    throw validationFailed(
      'code challenge has to be between 43 and 128 characters and only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  const normalised = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalised !== 's256' && normalised !== 'plain')
    throw validationFailed(`code challenge method not supported: ${String(method)}`);
  return { challenge, method: normalised };
}

/** The protocol's token hash: lower-hex SHA-224 of the address followed by the code. */
export function hashToken(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

/** A fresh 6-digit code. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The redirect target of an email link: `redirect_to` when it points at the site (same scheme
 * and host; the port is ignored on loopback hosts), otherwise the site URL itself.
 */
export function resolveRedirect(context: AuthContext, redirectTo: string): string {
  const siteUrl = context.config.siteUrl;
  if (!redirectTo) return siteUrl;
  try {
    const target = new URL(redirectTo);
    const site = new URL(siteUrl);
    if (target.protocol !== site.protocol) return siteUrl;
    if (target.host === site.host) return redirectTo;
    if (isLoopback(site.hostname) && isLoopback(target.hostname)) return redirectTo;
    return siteUrl;
  } catch {
    return siteUrl;
  }
}

/** The link inside an email: `<issuer>/verify?token=..&type=..&redirect_to=..`. */
export function buildVerifyLink(
  context: AuthContext,
  storedToken: string,
  type: LinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: storedToken, type, redirect_to: redirectTo });
  return `${context.config.issuer}/verify?${query.toString()}`;
}

function secondsSince(iso: string | null): number {
  return iso ? (Date.now() - Date.parse(iso)) / 1000 : Number.POSITIVE_INFINITY;
}

/** The per-user floor between two emails of one kind (protocol section 6). */
export function assertSendAllowed(context: AuthContext, sentAt: string | null): void {
  const interval = context.config.emailMinIntervalSeconds;
  const elapsed = secondsSince(sentAt);
  if (elapsed >= interval) return;
  const left = Math.max(1, Math.floor(interval - elapsed));
  throw new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  );
}

/** Stores a one-time token in its slot, replacing any earlier token of the same kind. */
async function storeOneTimeToken(
  context: AuthContext,
  userId: string,
  kind: TokenKind,
  tokenHash: string,
  relatesTo: string,
): Promise<void> {
  await context.db
    .deleteFrom('auth_one_time_tokens')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
  await context.db
    .insertInto('auth_one_time_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      kind,
      token_hash: tokenHash,
      relates_to: relatesTo,
      created_at: nowIso(),
    })
    .execute();
}

/** Records a PKCE flow for a user; its code is issued when the email link is followed. */
async function createFlowState(
  context: AuthContext,
  userId: string,
  challenge: PkceChallenge,
  method: string,
): Promise<void> {
  // A newer email replaces the older one, and so does its flow.
  await context.db
    .deleteFrom('auth_flow_states')
    .where('user_id', '=', userId)
    .where('authentication_method', '=', method)
    .where('auth_code_issued_at', 'is', null)
    .execute();
  await context.db
    .insertInto('auth_flow_states')
    .values({
      id: randomUUID(),
      user_id: userId,
      auth_code: randomUUID(),
      code_challenge: challenge.challenge,
      code_challenge_method: challenge.method,
      authentication_method: method,
      created_at: nowIso(),
      auth_code_issued_at: null,
    })
    .execute();
}

async function deliver(
  context: AuthContext,
  kind: EmailKind,
  to: string,
  values: { otp: string; link?: string; newEmail?: string; currentEmail?: string },
): Promise<void> {
  if (!context.mailer.isConfigured) {
    context.log.warn({ kind }, 'No SMTP_URL configured: an authentication email was not sent');
    return;
  }
  const content = renderEmail(kind, {
    ...values,
    validMinutes: Math.max(1, Math.round(context.config.otpExpirySeconds / 60)),
  });
  try {
    await context.mailer.send({ to, ...content });
  } catch (error) {
    // The message may name the recipient but never carries the code or the link.
    context.log.error({ err: error, kind }, 'Sending an authentication email failed');
    throw new AuthError(500, 'unexpected_failure', `Error sending ${describe(kind)} email`);
  }
  context.log.debug({ kind }, 'Authentication email sent');
}

function describe(kind: EmailKind): string {
  if (kind === 'signup') return 'confirmation';
  if (kind === 'magiclink') return 'magic link';
  if (kind.startsWith('email_change')) return 'email change';
  return kind;
}

/** Sends one link email: code, token slot, optional PKCE flow. Returns nothing to the caller. */
async function sendLinkEmail(
  context: AuthContext,
  user: UserRow,
  options: {
    kind: TokenKind;
    linkType: LinkType;
    emailKind: EmailKind;
    to: string;
    redirectTo: string;
    challenge: PkceChallenge | null;
    newEmail?: string;
    /** False when another email of the same request already recorded the PKCE flow. */
    createsFlow?: boolean;
  },
): Promise<void> {
  const otp = generateOtp();
  const hash = hashToken(options.to, otp);
  const stored = options.challenge ? PKCE_PREFIX + hash : hash;
  if (options.challenge && options.createsFlow !== false)
    await createFlowState(
      context,
      user.id,
      options.challenge,
      FLOW_METHOD_BY_TYPE[options.linkType],
    );
  await storeOneTimeToken(context, user.id, options.kind, stored, options.to);
  const link = buildVerifyLink(
    context,
    stored,
    options.linkType,
    resolveRedirect(context, options.redirectTo),
  );
  await deliver(context, options.emailKind, options.to, {
    otp,
    link,
    newEmail: options.newEmail,
    currentEmail: user.email,
  });
}

/** The sign-up confirmation email (also re-sent by /signup, /otp and /resend). */
export async function sendConfirmationEmail(
  context: AuthContext,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  assertSendAllowed(context, user.confirmation_sent_at);
  await sendLinkEmail(context, user, {
    kind: 'confirmation',
    linkType: 'signup',
    emailKind: 'signup',
    to: user.email,
    redirectTo,
    challenge,
  });
  return updateUser(context.db, user.id, { confirmation_sent_at: nowIso() });
}

/** The password-reset email (recovery slot, shared with magic links). */
export async function sendRecoveryEmail(
  context: AuthContext,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  assertSendAllowed(context, user.recovery_sent_at);
  await sendLinkEmail(context, user, {
    kind: 'recovery',
    linkType: 'recovery',
    emailKind: 'recovery',
    to: user.email,
    redirectTo,
    challenge,
  });
  return updateUser(context.db, user.id, { recovery_sent_at: nowIso() });
}

/** The magic-link email of a confirmed user (recovery slot). */
export async function sendMagicLinkEmail(
  context: AuthContext,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  assertSendAllowed(context, user.recovery_sent_at);
  await sendLinkEmail(context, user, {
    kind: 'recovery',
    linkType: 'magiclink',
    emailKind: 'magiclink',
    to: user.email,
    redirectTo,
    challenge,
  });
  return updateUser(context.db, user.id, { recovery_sent_at: nowIso() });
}

/**
 * Secure email change (PUT /user with a new email): one email to the current address, one to
 * the new; the change applies once both were confirmed. Without SMTP nothing could be
 * confirmed, so the change applies at once, as sign-ups are then confirmed at once.
 */
export async function requestEmailChange(
  context: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  if (!context.mailer.isConfigured) {
    await context.db
      .deleteFrom('auth_one_time_tokens')
      .where('user_id', '=', user.id)
      .where('kind', 'in', ['email_change_current', 'email_change_new'])
      .execute();
    return updateUser(context.db, user.id, {
      email: newEmail,
      new_email: null,
      email_change_sent_at: null,
    });
  }
  assertSendAllowed(context, user.email_change_sent_at);
  return sendEmailChangeEmails(context, user, newEmail, redirectTo, challenge);
}

async function sendEmailChangeEmails(
  context: AuthContext,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  const common = { linkType: 'email_change' as const, redirectTo, challenge, newEmail };
  // Both tokens carry the pkce_ marker but share one flow: the second confirmation issues the code.
  await sendLinkEmail(context, user, {
    ...common,
    kind: 'email_change_current',
    emailKind: 'email_change_current',
    to: user.email,
  });
  await sendLinkEmail(context, user, {
    ...common,
    createsFlow: false,
    kind: 'email_change_new',
    emailKind: 'email_change_new',
    to: newEmail,
  });
  return updateUser(context.db, user.id, { new_email: newEmail, email_change_sent_at: nowIso() });
}

/** POST /resend type email_change: both emails again, if a change is pending. */
export async function resendEmailChange(
  context: AuthContext,
  user: UserRow,
  redirectTo: string,
  challenge: PkceChallenge | null,
): Promise<UserRow> {
  if (!user.new_email) return user;
  assertSendAllowed(context, user.email_change_sent_at);
  return sendEmailChangeEmails(context, user, user.new_email, redirectTo, challenge);
}

/** GET /reauthenticate: a 6-digit nonce to the user's address for PUT /user. */
export async function sendReauthenticationEmail(
  context: AuthContext,
  user: UserRow,
): Promise<UserRow> {
  assertSendAllowed(context, user.reauthentication_sent_at);
  const otp = generateOtp();
  await storeOneTimeToken(
    context,
    user.id,
    'reauthentication',
    hashToken(user.email, otp),
    user.email,
  );
  await deliver(context, 'reauthentication', user.email, { otp });
  return updateUser(context.db, user.id, { reauthentication_sent_at: nowIso() });
}

const INVALID_NONCE = 'Nonce has expired or is invalid';

/** Checks (and uses up) the nonce of PUT /user; 422 reauthentication_not_valid when wrong. */
export async function checkReauthenticationNonce(
  context: AuthContext,
  user: UserRow,
  nonce: string,
): Promise<void> {
  const invalid = () => new AuthError(422, 'reauthentication_not_valid', INVALID_NONCE);
  const row = await context.db
    .selectFrom('auth_one_time_tokens')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('kind', '=', 'reauthentication')
    .executeTakeFirst();
  if (!row || isExpired(context, row) || !sameText(row.token_hash, hashToken(user.email, nonce)))
    throw invalid();
  const used = await context.db
    .deleteFrom('auth_one_time_tokens')
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw invalid();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isExpired(context: AuthContext, row: OneTimeTokenRow): boolean {
  return secondsSince(row.created_at) > context.config.otpExpirySeconds;
}

/** What a successful verification did. */
export type VerifyOutcome =
  | {
      kind: 'verified';
      user: UserRow;
      /** The resolved link type (`email` becomes `signup` or `magiclink`). */
      type: LinkType | 'invite';
      /** The matched token was stored for a PKCE flow. */
      isPkce: boolean;
    }
  /** The first of the two email-change confirmations. */
  | { kind: 'first_half'; user: UserRow; isPkce: boolean };

const LINK_EXPIRED = 'Email link is invalid or has expired';
const TOKEN_EXPIRED = 'Token has expired or is invalid';

function typeOfKind(kind: TokenKind, requested: EmailVerifyType): LinkType | 'invite' {
  if (requested === 'email') return kind === 'recovery' ? 'magiclink' : 'signup';
  return requested;
}

/**
 * Finds and uses up the one-time token of a verification: by token hash (links) or by email
 * and code. Applies its effect (confirm email, clear recovery, email change halves).
 */
export async function verifyEmailToken(
  context: AuthContext,
  type: EmailVerifyType,
  lookup: { tokenHash: string } | { email: string; otp: string },
): Promise<VerifyOutcome> {
  const byHash = 'tokenHash' in lookup;
  const expired = () => new AuthError(403, 'otp_expired', byHash ? LINK_EXPIRED : TOKEN_EXPIRED);
  const kinds = KINDS_BY_TYPE[type];
  const plain = byHash
    ? lookup.tokenHash.startsWith(PKCE_PREFIX)
      ? lookup.tokenHash.slice(PKCE_PREFIX.length)
      : lookup.tokenHash
    : hashToken(lookup.email, lookup.otp);
  const rows = await context.db
    .selectFrom('auth_one_time_tokens')
    .selectAll()
    .where('token_hash', 'in', [plain, PKCE_PREFIX + plain])
    .where('kind', 'in', kinds)
    .execute();
  const candidates = byHash ? rows : rows.filter((row) => row.relates_to === lookup.email);
  const row = kinds
    .map((kind) => candidates.find((candidate) => candidate.kind === kind))
    .find(Boolean);
  if (!row) throw expired();
  const user = await findUserById(context.db, row.user_id);
  if (!user) throw expired();
  if (user.banned_until && user.banned_until > nowIso())
    throw new AuthError(403, 'user_banned', 'User is banned');
  if (isExpired(context, row)) throw expired();
  // The address must still be the one the token was sent to (or the pending new one).
  const expectedAddress = row.kind === 'email_change_new' ? user.new_email : user.email;
  if (row.relates_to !== expectedAddress) throw expired();
  // Single use, even under concurrent requests.
  const used = await context.db
    .deleteFrom('auth_one_time_tokens')
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw expired();
  const isPkce = row.token_hash.startsWith(PKCE_PREFIX);

  if (row.kind === 'email_change_current' || row.kind === 'email_change_new') {
    const other = await context.db
      .selectFrom('auth_one_time_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where(
        'kind',
        '=',
        row.kind === 'email_change_current' ? 'email_change_new' : 'email_change_current',
      )
      .executeTakeFirst();
    if (other) return { kind: 'first_half', user, isPkce };
    return {
      kind: 'verified',
      user: await applyEmailChange(context, user),
      type: 'email_change',
      isPkce,
    };
  }

  const changes: Partial<UserRow> = {};
  if (!user.email_confirmed_at) changes.email_confirmed_at = nowIso();
  const updated = Object.keys(changes).length
    ? await updateUser(context.db, user.id, changes)
    : user;
  return { kind: 'verified', user: updated, type: typeOfKind(row.kind, type), isPkce };
}

async function applyEmailChange(context: AuthContext, user: UserRow): Promise<UserRow> {
  const newEmail = user.new_email;
  if (!newEmail) return user;
  const taken = await findUserByEmail(context.db, newEmail);
  if (taken && taken.id !== user.id)
    throw new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  return updateUser(context.db, user.id, {
    email: newEmail,
    new_email: null,
    email_change_sent_at: null,
    email_confirmed_at: user.email_confirmed_at ?? nowIso(),
  });
}

/**
 * Issues the code of the user's pending PKCE flow for a link type (GET /verify with a `pkce_`
 * token): the caller redirects with `?code=`.
 */
export async function issueAuthCode(
  context: AuthContext,
  user: UserRow,
  type: LinkType | 'invite',
): Promise<string> {
  const flow = await context.db
    .selectFrom('auth_flow_states')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('authentication_method', '=', FLOW_METHOD_BY_TYPE[type])
    .where('auth_code_issued_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!flow)
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. no valid flow state found',
    );
  await context.db
    .updateTable('auth_flow_states')
    .set({ auth_code_issued_at: nowIso() })
    .where('id', '=', flow.id)
    .execute();
  return flow.auth_code;
}

function challengeMatches(flow: FlowStateRow, verifier: string): boolean {
  const expected =
    flow.code_challenge_method === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  return sameText(expected, flow.code_challenge);
}

/**
 * The pkce grant of POST /token: redeems a code once, within the flow-state expiry counted
 * from when the code was issued (email links may be followed long after they were sent).
 */
export async function exchangeAuthCode(
  context: AuthContext,
  code: string,
  verifier: string,
): Promise<TokenResponse> {
  const notFound = () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const flow = await context.db
    .selectFrom('auth_flow_states')
    .selectAll()
    .where('auth_code', '=', code)
    .executeTakeFirst();
  if (!flow?.user_id || !flow.auth_code_issued_at) throw notFound();
  if (secondsSince(flow.auth_code_issued_at) > context.config.flowStateExpirySeconds) {
    await context.db.deleteFrom('auth_flow_states').where('id', '=', flow.id).execute();
    throw new AuthError(422, 'flow_state_expired', 'Flow state has expired');
  }
  if (!challengeMatches(flow, verifier))
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  const used = await context.db
    .deleteFrom('auth_flow_states')
    .where('id', '=', flow.id)
    .executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) throw notFound();
  const user = await findUserById(context.db, flow.user_id);
  if (!user) throw notFound();
  if (user.banned_until && user.banned_until > nowIso())
    throw new AuthError(400, 'user_banned', 'User is banned');
  return issueSession(context, user, flow.authentication_method);
}
