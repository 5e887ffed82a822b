import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ChatHistory } from '../../common/api/chat.ts';
import { findAnalyses } from '../db/queries/analysis-jobs.ts';
import { findDocument } from '../db/queries/documents.ts';
import type { Database } from '../db/schema.ts';
import { createDocumentNotFoundError } from '../services/document-dependencies.ts';
import { deleteChatMessages, listChatMessages, presentChatMessage } from './chat-messages.ts';
import { suggestQuestions } from '../../core/ask/suggest-questions.ts';

/** The user's chat about their document, oldest first, with questions worth asking. */
export async function getChatHistory(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<ChatHistory> {
  if (!(await findDocument(db, userId, documentId))) throw createDocumentNotFoundError();
  const [rows, analyses] = await Promise.all([
    listChatMessages(db, userId, documentId),
    findAnalyses(db, userId, [documentId]),
  ]);
  const analysisJson = analyses.get(documentId);
  return {
    messages: rows.map(presentChatMessage),
    suggestedQuestions: suggestQuestions(
      analysisJson ? (JSON.parse(analysisJson) as Analysis) : null,
    ),
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
