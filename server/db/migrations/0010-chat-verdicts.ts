import type { Kysely } from 'kysely';

/**
 * An answer's verdict ('yes', 'no', 'conditional', 'not-stated'), kept with it so the chat shows
 * it again later; null for questions and for answers saved before verdicts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('verdict', 'text').execute();
}
