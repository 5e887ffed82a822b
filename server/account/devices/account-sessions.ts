import type { Kysely } from 'kysely';
import type { AccountSession } from '../../../common/api/sessions.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import { recordActivity } from '../../activity/record-activity.ts';
import {
  deleteSessions,
  deleteUserSession,
  listUserSessions,
  type SessionRow,
} from '../../auth/session-queries.ts';
import type { Database } from '../../db/schema.ts';
import { describePlace } from './place-label.ts';
import { describeUserAgent } from './user-agent-label.ts';

/** Who asks: the account and the session of the device asking. */
export interface SessionOwner {
  userId: string;
  currentSessionId: string;
  /** The asking client's address, hashed into the activity entry (never kept as it is). */
  address: string;
}

function presentSession(session: SessionRow, currentSessionId: string): AccountSession {
  return {
    id: session.id,
    browser: describeUserAgent(session.user_agent),
    place: describePlace(session.network),
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at ?? session.refreshed_at ?? session.created_at,
    isCurrent: session.id === currentSessionId,
  };
}

/** The account's signed-in devices: this one first, then the most recently seen. */
export async function listAccountSessions(
  db: Kysely<Database>,
  owner: SessionOwner,
): Promise<AccountSession[]> {
  const sessions = (await listUserSessions(db, owner.userId)).map((session) =>
    presentSession(session, owner.currentSessionId),
  );
  return sessions.sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

/**
 * Signs one other device out: its session and refresh tokens are deleted, so its next API
 * request is refused (server/http/middleware/authenticate.ts checks the session) and it cannot refresh.
 * Another account's session, or one already gone, is NOT_FOUND, alike, so ids reveal nothing.
 */
export async function signOutDevice(
  db: Kysely<Database>,
  owner: SessionOwner,
  sessionId: string,
): Promise<void> {
  if (sessionId === owner.currentSessionId)
    throw new AppError(
      'VALIDATION_ERROR',
      'This is the device you are using: sign out from the account menu instead.',
    );
  const session = (await listUserSessions(db, owner.userId)).find(({ id }) => id === sessionId);
  if (!session || !(await deleteUserSession(db, owner.userId, sessionId)))
    throw new AppError('NOT_FOUND', 'No signed-in device of this account has that id.');
  await recordActivity(db, {
    userId: owner.userId,
    kind: 'signed_out_elsewhere',
    address: owner.address,
    detail: { browser: describeUserAgent(session.user_agent), devices: '1' },
  });
}

/** "Sign out all other devices": every session of the account but the asking one. */
export async function signOutOtherDevices(
  db: Kysely<Database>,
  owner: SessionOwner,
): Promise<number> {
  const others = (await listUserSessions(db, owner.userId)).filter(
    ({ id }) => id !== owner.currentSessionId,
  );
  if (others.length === 0) return 0;
  await deleteSessions(db, owner.userId, 'others', owner.currentSessionId);
  await recordActivity(db, {
    userId: owner.userId,
    kind: 'signed_out_elsewhere',
    address: owner.address,
    detail: { devices: String(others.length) },
  });
  return others.length;
}
