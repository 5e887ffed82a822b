import type { Kysely } from 'kysely';
import type { ChatHistory } from '../../common/api/chat.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import { findDocument } from '../document-records/document-queries.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { deleteChatMessages, listChatMessages } from './chat-message-queries.ts';
import { presentChatMessage } from './present-chat-message.ts';
import { suggestQuestions } from '../../core/ask/suggest-questions.ts';

/** The user's chat about their document, oldest first, with questions worth asking. */
export async function getChatHistory(
  db: Kysely<Database>,
  vault: DocumentVault,
  userId: string,
  documentId: string,
): Promise<ChatHistory> {
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  const [rows, analysis] = await Promise.all([
    listChatMessages(db, vault, userId, documentId),
    getStoredAnalysis(db, vault, userId, documentId),
  ]);
  return {
    messages: rows.map(presentChatMessage),
    suggestedQuestions: suggestQuestions(analysis),
  };
}

/**
 * Clears the user's chat about their document. Questions already counted stay counted: the
 * allowance is for questions answered, not for the history kept.
 */
export async function clearChatHistory(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<void> {
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  await deleteChatMessages(db, userId, documentId);
}
