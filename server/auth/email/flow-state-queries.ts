import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AuthFlowStatesTable, Database } from '../../db/schema.ts';
import { nowIso } from '../../db/timestamps.ts';
import { changedAnyRow } from '../../db/changed-any-row.ts';

export type FlowStateRow = Selectable<AuthFlowStatesTable>;

/** Records a PKCE flow, replacing the user's unfinished one of the same method. */
export async function replacePendingFlowState(
  db: Kysely<Database>,
  values: {
    userId: string;
    codeChallenge: string;
    codeChallengeMethod: FlowStateRow['code_challenge_method'];
    authenticationMethod: string;
  },
): Promise<void> {
  await db
    .deleteFrom('auth_flow_states')
    .where('user_id', '=', values.userId)
    .where('authentication_method', '=', values.authenticationMethod)
    .where('auth_code_issued_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_flow_states')
    .values({
      id: randomUUID(),
      user_id: values.userId,
      auth_code: randomUUID(),
      code_challenge: values.codeChallenge,
      code_challenge_method: values.codeChallengeMethod,
      authentication_method: values.authenticationMethod,
      created_at: nowIso(),
      auth_code_issued_at: null,
    })
    .execute();
}

/** The user's newest flow of a method whose code was not issued yet. */
export async function findPendingFlowState(
  db: Kysely<Database>,
  userId: string,
  authenticationMethod: string,
): Promise<FlowStateRow | undefined> {
  return db
    .selectFrom('auth_flow_states')
    .selectAll()
    .where('user_id', '=', userId)
    .where('authentication_method', '=', authenticationMethod)
    .where('auth_code_issued_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function markAuthCodeIssued(db: Kysely<Database>, flowStateId: string): Promise<void> {
  await db
    .updateTable('auth_flow_states')
    .set({ auth_code_issued_at: nowIso() })
    .where('id', '=', flowStateId)
    .execute();
}

export async function findFlowStateByCode(
  db: Kysely<Database>,
  authCode: string,
): Promise<FlowStateRow | undefined> {
  return db
    .selectFrom('auth_flow_states')
    .selectAll()
    .where('auth_code', '=', authCode)
    .executeTakeFirst();
}

/** Deletes a flow; false when a concurrent request deleted it first. */
export async function deleteFlowState(db: Kysely<Database>, flowStateId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('auth_flow_states')
    .where('id', '=', flowStateId)
    .executeTakeFirst();
  return changedAnyRow(deleted);
}
