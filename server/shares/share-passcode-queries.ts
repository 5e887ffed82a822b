import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A link's count of passcode tries after one was taken. */
export interface PasscodeAttempt {
  /** Tries since the last right passcode or the last lock ended, this one included. */
  attempts: number;
  /** Set when this try reached the limit: the link is locked until then. */
  lockedUntil: string | null;
}

/**
 * Takes one passcode try of a link before the passcode is checked, by one atomic UPDATE, so
 * parallel guesses on any number of servers each use up a try of their own and none passes the
 * limit. The try that reaches `maxAttempts` locks the link until `lockUntil`; a lock that has
 * ended starts the count again. Returns undefined while the link is locked (no try taken).
 */
export async function takePasscodeAttempt(
  db: Kysely<Database>,
  shareId: string,
  limit: { nowIso: string; lockUntil: string; maxAttempts: number },
): Promise<PasscodeAttempt | undefined> {
  const row = await db
    .updateTable('shares')
    .set((eb) => {
      // Every expression reads the row as it was before this update.
      const lockEnded = eb('passcode_locked_until', 'is not', null);
      return {
        failed_passcode_attempts: eb
          .case()
          .when(lockEnded)
          .then(1)
          .else(eb('failed_passcode_attempts', '+', 1))
          .end(),
        passcode_locked_until: eb
          .case()
          .when(
            eb.and([
              eb('passcode_locked_until', 'is', null),
              eb(eb('failed_passcode_attempts', '+', 1), '>=', limit.maxAttempts),
            ]),
          )
          .then(limit.lockUntil)
          .else(null)
          .end(),
      };
    })
    .where('id', '=', shareId)
    .where((eb) =>
      eb.or([
        eb('passcode_locked_until', 'is', null),
        eb('passcode_locked_until', '<=', limit.nowIso),
      ]),
    )
    .returning(['failed_passcode_attempts', 'passcode_locked_until'])
    .executeTakeFirst();
  if (!row) return undefined;
  // A driver may hand back the count as a string.
  return {
    attempts: Number(row.failed_passcode_attempts),
    lockedUntil: row.passcode_locked_until === null ? null : String(row.passcode_locked_until),
  };
}

/** Until when a link is locked by wrong passcodes; null when it never was. */
export async function findPasscodeLock(
  db: Kysely<Database>,
  shareId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('shares')
    .select('passcode_locked_until')
    .where('id', '=', shareId)
    .executeTakeFirst();
  return row?.passcode_locked_until ?? null;
}

/** Forgets a link's tries and any lock: its passcode was given right. */
export async function clearPasscodeAttempts(db: Kysely<Database>, shareId: string): Promise<void> {
  await db
    .updateTable('shares')
    .set({ failed_passcode_attempts: 0, passcode_locked_until: null })
    .where('id', '=', shareId)
    .execute();
}
