import { createHash } from 'node:crypto';
import type { AuthContext } from '../auth-context.ts';
import { AuthError, validationFailed } from '../auth-errors.ts';
import { secondsSince } from '../elapsed.ts';
import { sameText } from '../same-text.ts';
import type { SessionClient } from '../session-client.ts';
import { issueSession } from '../sessions.ts';
import type { TokenResponse } from '../token-response.ts';
import { findUserById } from '../user-queries.ts';
import { isBanned, type UserRow } from '../users.ts';
import {
  deleteFlowState,
  findFlowStateByCode,
  findPendingFlowState,
  markAuthCodeIssued,
  replacePendingFlowState,
  type FlowStateRow,
} from './flow-state-queries.ts';
import type { LinkType } from './verify-link.ts';

/** A PKCE challenge sent with an email-sending request, or null for the implicit flow. */
export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Marks the stored token of an email sent for a PKCE flow. */
export const PKCE_PREFIX = 'pkce_';

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

/** Records a PKCE flow for a user; its code is issued when the email link is followed. */
export async function recordFlowState(
  context: AuthContext,
  userId: string,
  challenge: PkceChallenge,
  linkType: LinkType,
): Promise<void> {
  // A newer email replaces the older one, and so does its flow.
  await replacePendingFlowState(context.db, {
    userId,
    codeChallenge: challenge.challenge,
    codeChallengeMethod: challenge.method,
    authenticationMethod: FLOW_METHOD_BY_TYPE[linkType],
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
  const flow = await findPendingFlowState(context.db, user.id, FLOW_METHOD_BY_TYPE[type]);
  if (!flow)
    throw new AuthError(
      400,
      'flow_state_not_found',
      'No associated flow state found. no valid flow state found',
    );
  await markAuthCodeIssued(context.db, flow.id);
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
  client: SessionClient,
): Promise<TokenResponse> {
  const notFound = () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const flow = await findFlowStateByCode(context.db, code);
  if (!flow?.user_id || !flow.auth_code_issued_at) throw notFound();
  if (secondsSince(flow.auth_code_issued_at) > context.config.flowStateExpirySeconds) {
    await deleteFlowState(context.db, flow.id);
    throw new AuthError(422, 'flow_state_expired', 'Flow state has expired');
  }
  if (!challengeMatches(flow, verifier))
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  if (!(await deleteFlowState(context.db, flow.id))) throw notFound();
  const user = await findUserById(context.db, flow.user_id);
  if (!user) throw notFound();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return issueSession(context, user, flow.authentication_method, client);
}
