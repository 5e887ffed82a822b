import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../../core/ask/answer.ts';
import { findPageNumber } from '../../core/parsing/parsed-document.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { ensureAccount } from '../credits/account-queries.ts';
import { getAskAiUsage } from '../credits/ask-ai-allowance.ts';
import type { Answerer } from '../engine/answerer.ts';
import { askQuestion, type AnswerStream } from './ask-question.ts';

const { document: CONTRACT } = loadContractFixture('consulting-agreement');
const QUOTE = 'Company shall pay Consultant a fee of $12,000 per month.';
const START = CONTRACT.text.indexOf(QUOTE);
const ANSWERED: Answer = {
  text: 'The fee is $12,000 per month.',
  citations: [
    {
      page: findPageNumber(CONTRACT, START),
      quote: QUOTE,
      start: START,
      end: START + QUOTE.length,
    },
  ],
  isAnswered: true,
  verdict: 'yes',
};

/** A stream that keeps what was sent, and goes away (aborts) when told. */
function recordingStream() {
  const controller = new AbortController();
  const events: string[] = [];
  const stream: AnswerStream = {
    signal: controller.signal,
    send: (event: string) => void events.push(event),
    close: () => void events.push('closed'),
  };
  return { stream, events, goAway: () => controller.abort() };
}

describe.each(getTestDatabaseKinds())('asking a question on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  async function ask(answer: Answerer, stream: AnswerStream) {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    await askQuestion(
      { db: testApp.db, vault: testApp.app.vault, answer, logError: () => undefined },
      { userId: user.id, documentId, question: 'What is the fee?', address: '127.0.0.1' },
      () => stream,
    );
    const saved = await testApp.db
      .selectFrom('chat_messages')
      .select('role')
      .where('user_id', '=', user.id)
      .execute();
    return { saved, usage: getAskAiUsage(await ensureAccount(testApp.db, user.id)) };
  }

  it('sends, saves and counts an answer', async () => {
    const { stream, events } = recordingStream();
    const { saved, usage } = await ask(async (_input, onDelta) => {
      onDelta(ANSWERED.text);
      return ANSWERED;
    }, stream);
    expect(events).toEqual(['delta', 'done', 'closed']);
    expect(saved.map((message) => message.role).sort()).toEqual(['assistant', 'user']);
    expect(usage.askAiQuestions).toBe(1);
  });

  it('saves and counts nothing when the person goes away, even if the answer comes', async () => {
    const { stream, events, goAway } = recordingStream();
    // An answerer that finishes anyway, as a model that ignores the signal would.
    const { saved, usage } = await ask(async (_input, onDelta) => {
      onDelta('The fee is');
      goAway();
      return ANSWERED;
    }, stream);
    expect(events).toEqual(['delta', 'closed']);
    expect(saved).toEqual([]);
    expect(usage.askAiQuestions).toBe(0);
  });
});
