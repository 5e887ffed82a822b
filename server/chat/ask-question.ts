import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ChatDoneEvent } from '../../common/api/chat.ts';
import { AppError } from '../../common/errors/app-error.ts';
import { getRemainingAskAiQuestions } from '../../common/plans/plans.ts';
import type { ParsedDocument } from '../../core/parsing/parsed-document.ts';
import { ensureAccount } from '../credits/account-queries.ts';
import { getStoredAnalysis } from '../analysis/stored-analysis.ts';
import { findDocument } from '../document-records/document-queries.ts';
import { getStoredDocument } from '../document-records/stored-document.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Database } from '../db/schema.ts';
import type { DocumentVault } from '../encryption/document-vault.ts';
import type { Answerer } from '../engine/answerer.ts';
import { createDocumentNotFoundError } from '../document-records/document-not-found.ts';
import { countAskAiQuestion, getAskAiUsage } from '../credits/ask-ai-allowance.ts';
import { insertChatMessages, type ChatMessageRow } from './chat-message-queries.ts';
import { presentChatMessage } from './present-chat-message.ts';
import { keepVerifiedCitations } from './verify-citations.ts';

/** The text of SPEC section 5's "at zero": nothing left this month, nor extra credits. */
export const ASK_AI_LIMIT_MESSAGE = 'You have used all your Ask-AI questions for this month.';

/** Said instead of an answer none of whose quotes could be found in the document. */
export const UNVERIFIED_ANSWER_TEXT =
  'I could not find the words this answer rested on in the document, so it is not shown. Try asking in other words.';

/** The answer's way back to the person, opened once the question is accepted. */
export interface AnswerStream {
  /** Aborts when the person goes away: then nothing is saved or counted. */
  signal: AbortSignal;
  send(event: 'delta', data: { text: string }): void;
  send(event: 'done', data: ChatDoneEvent): void;
  send(event: 'error', data: { code: string; error: string }): void;
  close(): void;
}

/** What asking needs from the server: the database, the document keys and the answerer. */
export interface AskDependencies {
  db: Kysely<Database>;
  vault: DocumentVault;
  answer: Answerer;
  /** Where a failure of our own is logged (the person is only told it was not counted). */
  logError: (error: unknown) => void;
}

/** Said when answering failed for a reason of ours: nothing was saved or counted. */
export const ANSWER_FAILED_MESSAGE =
  'We could not answer this question. It was not counted; please try again.';

/**
 * Asks a question about one of the person's documents. Everything that can refuse it is checked
 * first and thrown (another user's or a missing document, one still being read, no questions
 * left), so refusals are ordinary answers; only then is `openStream` called. The answer is sent
 * as it is written (`delta`), then `done` with the saved question, answer and allowance, or
 * `error` ({ code, error }) when nothing was saved or counted. The activity log records that a
 * question was asked, never its words.
 */
export async function askQuestion(
  dependencies: AskDependencies,
  request: { userId: string; documentId: string; question: string; address: string },
  openStream: () => AnswerStream,
): Promise<void> {
  const { db, vault, answer } = dependencies;
  const { userId, documentId, question, address } = request;
  const prepared = await prepareQuestion(db, vault, { userId, documentId, question });
  // Before the stream opens, while a failure can still be an answer.
  await recordActivity(db, { userId, kind: 'asked', documentId, address });
  const stream = openStream();
  try {
    const onDelta = (text: string) => stream.send('delta', { text });
    stream.send(
      'done',
      await answerPreparedQuestion(db, vault, answer, prepared, onDelta, stream.signal),
    );
  } catch (error) {
    // Gone: nobody to tell, and the transaction rolled back or never started.
    if (stream.signal.aborted) return;
    if (error instanceof AppError) {
      stream.send('error', { code: error.code, error: error.message });
    } else {
      dependencies.logError(error);
      stream.send('error', { code: 'INTERNAL_ERROR', error: ANSWER_FAILED_MESSAGE });
    }
  } finally {
    stream.close();
  }
}

/** What a question is answered from, loaded before the answer starts to stream. */
interface PreparedQuestion {
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
async function prepareQuestion(
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
async function answerPreparedQuestion(
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
