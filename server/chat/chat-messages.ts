import type { Kysely, Selectable } from 'kysely';
import type { ChatMessage, Citation } from '../../common/api/chat.ts';
import type { ChatMessagesTable, Database } from '../db/schema.ts';

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

/** A stored message as the API shows it. */
export function presentChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    citations: JSON.parse(row.citations_json) as Citation[],
    ...(row.is_answered !== null && { isAnswered: row.is_answered === 1 }),
    ...(row.verdict !== null && { verdict: row.verdict }),
    createdAt: row.created_at,
  };
}
