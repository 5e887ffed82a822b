import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, Database } from '../db/schema.ts';

/** A stored question or answer. */
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/** Stores messages (a question and its answer, in one transaction with the count). */
export async function insertChatMessages(
  db: Kysely<Database>,
  rows: readonly ChatMessageRow[],
): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values([...rows])
    .execute();
}

/**
 * The user's chat about one document, oldest first. A question and its answer share a time,
 * so the role breaks the tie: the question comes before the answer.
 */
export async function listChatMessages(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<ChatMessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('role', 'desc')
    .orderBy('id')
    .execute();
}

/** Deletes the user's chat about one document. */
export async function deleteChatMessages(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<void> {
  await db
    .deleteFrom('chat_messages')
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .execute();
}
