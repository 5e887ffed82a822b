import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ChatDoneEvent } from '../../common/api/chat.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { getRemainingAskAiQuestions } from '../../common/plans/plans.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { ensureAccount } from '../credits/account-queries.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import { findDocument } from '../documents/document-queries.ts';
import { getStoredDocument } from '../documents/stored-document.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import { createDocumentNotFoundError } from '../documents/document-not-found.ts';
import { countAskAiQuestion, getAskAiUsage } from './ask-ai-allowance.ts';
import type { Answerer } from './answerer.ts';
import { insertChatMessages, type ChatMessageRow } from './chat-message-queries.ts';
import { presentChatMessage } from './present-chat-message.ts';
import { keepVerifiedCitations } from './verify-citations.ts';

/** The text of SPEC section 5's "at zero": nothing left this month, nor extra credits. */
export const ASK_AI_LIMIT_MESSAGE = 'You have used all your Ask-AI questions for this month.';

/** Said instead of an answer none of whose quotes could be found in the document. */
export const UNVERIFIED_ANSWER_TEXT =
  'I could not find the words this answer rested on in the document, so it is not shown. Try asking in other words.';

/** What a question is answered from, loaded before the answer starts to stream. */
export interface PreparedQuestion {
  userId: string;
  documentId: string;
  question: string;
  /** When the user asked: the question's time in the chat. */
  askedAt: Date;
  document: ParsedDocument;
  analysis: Analysis | null;
}

/**
 * Everything that can refuse a question, checked before the answer streams so the refusals are
 * ordinary JSON answers: another user's or a missing document (404), one still being read
 * (DOCUMENT_PROCESSING), no questions left (ASK_AI_LIMIT_REACHED). Loads the document's text and
 * pages, and its analysis when it has one.
 */
export async function prepareQuestion(
  db: Kysely<Database>,
  vault: DocumentVault,
  request: { userId: string; documentId: string; question: string },
): Promise<PreparedQuestion> {
  const { userId, documentId } = request;
  const { document } = await getStoredDocument(db, vault, userId, documentId);
  const now = new Date();
  const account = await ensureAccount(db, userId);
  if (getRemainingAskAiQuestions(getAskAiUsage(account, now)) <= 0) {
    throw new AppError('ASK_AI_LIMIT_REACHED', ASK_AI_LIMIT_MESSAGE);
  }
  return {
    ...request,
    askedAt: now,
    document,
    analysis: await getStoredAnalysis(db, vault, userId, documentId),
  };
}

/**
 * Answers a prepared question and keeps it. The answerer streams its text through `onDelta`;
 * its citations are checked verbatim once more, and any that fail are dropped. Then one
 * transaction counts the question (only an answered one) and saves the question and the answer:
 * when the last question was taken meanwhile, or the browser went away (`signal`), nothing is
 * saved or counted. An answerer that fails saves and counts nothing either.
 */
export async function answerPreparedQuestion(
  db: Kysely<Database>,
  vault: DocumentVault,
  answer: Answerer,
  prepared: PreparedQuestion,
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<ChatDoneEvent> {
  const { userId, documentId, question, document } = prepared;
  const result = await answer(
    { userId, document, analysis: prepared.analysis, question },
    onDelta,
    signal,
  );
  const citations = keepVerifiedCitations(document, result.citations);
  // Every answer shows the words it rests on: one whose passages all failed the check is not
  // shown (nor counted), whatever its text said.
  const isUnverified = result.citations.length > 0 && citations.length === 0;
  const isAnswered = result.isAnswered && citations.length > 0;
  const text = isUnverified ? UNVERIFIED_ANSWER_TEXT : result.text;
  const verdict = isAnswered ? result.verdict : 'not-stated';
  signal.throwIfAborted();

  return db.transaction().execute(async (trx) => {
    const now = new Date();
    // Deleted while it was being answered: there is nothing left to chat about.
    if (!(await findDocument(trx, userId, documentId))) throw createDocumentNotFoundError();
    const account = await ensureAccount(trx, userId);
    if (isAnswered && !(await countAskAiQuestion(trx, account, now))) {
      throw new AppError('ASK_AI_LIMIT_REACHED', ASK_AI_LIMIT_MESSAGE);
    }
    const questionRow: ChatMessageRow = {
      id: randomUUID(),
      user_id: userId,
      document_id: documentId,
      role: 'user',
      content: question,
      citations_json: '[]',
      is_answered: null,
      verdict: null,
      created_at: prepared.askedAt.toISOString(),
    };
    const answerRow: ChatMessageRow = {
      id: randomUUID(),
      user_id: userId,
      document_id: documentId,
      role: 'assistant',
      content: text,
      citations_json: JSON.stringify(citations),
      is_answered: isAnswered ? 1 : 0,
      verdict,
      created_at: now.toISOString(),
    };
    await insertChatMessages(trx, vault, [questionRow, answerRow]);
    // Last chance to leave no trace: a browser gone now rolls all of it back.
    signal.throwIfAborted();
    return {
      question: presentChatMessage(questionRow),
      answer: presentChatMessage(answerRow),
      usage: getAskAiUsage(await ensureAccount(trx, userId), now),
    };
  });
}
