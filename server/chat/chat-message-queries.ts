import type { Kysely, Selectable } from 'kysely';
import type { ChatMessagesTable, Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';

/** A stored question or answer. */
export type ChatMessageRow = Selectable<ChatMessagesTable>;

/**
 * Stores messages (a question and its answer, in one transaction with the count), their words
 * and citations sealed under the document's key.
 */
export async function insertChatMessages(
  db: Kysely<Database>,
  vault: DocumentVault,
  rows: readonly ChatMessageRow[],
): Promise<void> {
  const sealed = await Promise.all(
    rows.map(async (row) => ({
      ...row,
      content: await vault.sealText(db, row.document_id, 'chat', row.content),
      citations_json: await vault.sealText(db, row.document_id, 'citations', row.citations_json),
    })),
  );
  await db.insertInto('chat_messages').values(sealed).execute();
}

/**
 * The user's chat about one document, oldest first. A question and its answer share a time,
 * so the role breaks the tie: the question comes before the answer.
 */
export async function listChatMessages(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('role', 'desc')
    .orderBy('id')
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      content: await vault.openText(db, documentId, 'chat', row.content),
      citations_json: await vault.openText(db, documentId, 'citations', row.citations_json),
    })),
  );
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
