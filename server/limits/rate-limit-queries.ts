import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A key's window after a request was counted in it. */
export interface CountedWindow {
  count: number;
  endsAt: string;
}

/**
 * Counts one request against `key` by one atomic upsert, so parallel requests can never read
 * the same count: a window that has ended starts again with this request, ending at
 * `windowEndsAt`.
 */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  window: { nowIso: string; windowEndsAt: string },
): Promise<CountedWindow> {
  const { nowIso, windowEndsAt } = window;
  const row = await db
    .insertInto('auth_rate_limits')
    .values({ key, count: 1, window_ends_at: windowEndsAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('auth_rate_limits.window_ends_at', '<=', nowIso);
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('auth_rate_limits.count', '+', 1))
            .end(),
          window_ends_at: eb
            .case()
            .when(ended)
            .then(windowEndsAt)
            .else(eb.ref('auth_rate_limits.window_ends_at'))
            .end(),
        };
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  // A driver may hand back the count as a string and the time as a Date.
  return { count: Number(row.count), endsAt: String(row.window_ends_at) };
}

/** Deletes the windows that ended by `nowIso`. */
export async function deleteEndedWindows(db: Kysely<Database>, nowIso: string): Promise<void> {
  await db.deleteFrom('auth_rate_limits').where('window_ends_at', '<=', nowIso).execute();
}

/**
 * Deletes every window whose key names one of `subjects` as one of its parts, such as
 * `email:a@b.c` in `recover:email:a@b.c` or `user:<id>` in `api:upload:user:<id>`: a deleted
 * account leaves no trace of its address here.
 */
export async function deleteWindowsNaming(
  db: Kysely<Database>,
  subjects: readonly string[],
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .deleteFrom('auth_rate_limits')
    .where((eb) =>
      eb.or(
        subjects.flatMap((subject) => {
          const literal = escapeLike(subject);
          return [
            sql<boolean>`${eb.ref('key')} like ${`%:${literal}`} escape '\\'`,
            sql<boolean>`${eb.ref('key')} like ${`%:${literal}:%`} escape '\\'`,
          ];
        }),
      ),
    )
    .execute();
}

/** A LIKE pattern's wildcards taken literally, as in addresses such as first_last@x.com. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
