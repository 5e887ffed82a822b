import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDoneEvent, ChatHistory, Citation } from '../../../common/api/chat.ts';
import type { Answer } from '../../../core/ask/answer.ts';
import { findPageNumber } from '../../../core/parsing/parsed-document.ts';
import { loadContractFixture } from '../../../tests/support/contract-fixtures.test-support.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { readServerSentEvents } from '../../../tests/support/server-sent-events.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import { getAskAiPeriod } from '../../credits/ask-ai-allowance.ts';
import type { Answerer } from '../../engine/answerer.ts';
import { setPlan } from '../../credits/user-plan.ts';
import { ensureAccount } from '../../credits/account-queries.ts';

const { document: CONTRACT } = loadContractFixture('consulting-agreement');

/** A citation of the consulting agreement's exact words. */
function citationOf(phrase: string): Citation {
  const start = CONTRACT.text.indexOf(phrase);
  if (start < 0) throw new Error(`Not in the contract: ${phrase}`);
  return {
    page: findPageNumber(CONTRACT, start),
    quote: phrase,
    start,
    end: start + phrase.length,
  };
}

const FEE = citationOf('Company shall pay Consultant a fee of $12,000 per month.');

/** An answerer that streams `answer.text` in two pieces and returns it. */
function answering(answer: Answer): Answerer {
  return async (_input, onDelta) => {
    const middle = Math.floor(answer.text.length / 2);
    onDelta(answer.text.slice(0, middle));
    onDelta(answer.text.slice(middle));
    return answer;
  };
}

const ANSWERED: Answer = {
  text: 'The fee is $12,000 per month.',
  citations: [FEE],
  isAnswered: true,
  verdict: 'yes',
};
const NOT_SAID: Answer = {
  text: 'The document does not say anything about parking.',
  citations: [],
  isAnswered: false,
  verdict: 'not-stated',
};

describe.each(getTestDatabaseKinds())('Ask-AI chat on %s', (kind) => {
  let testApp: TestApp;
  // Each test sets the answerer it needs.
  let answerer: Answerer = answering(ANSWERED);

  beforeAll(async () => {
    testApp = await createTestApp({
      kind,
      answer: (input, onDelta, signal) => answerer(input, onDelta, signal),
    });
  });
  afterAll(() => testApp.close());

  async function userWithDocument(): Promise<{ user: TestUser; documentId: string }> {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    return { user, documentId };
  }

  function ask(user: TestUser, documentId: string, question: unknown = 'What is the fee?') {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
      payload: { question },
    });
  }

  async function history(user: TestUser, documentId: string) {
    const response = await testApp.app.inject({
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
    });
    return response.json<ChatHistory>();
  }

  async function usage(user: TestUser) {
    const response = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    return response.json<{
      askAiQuestions: number;
      askAiQuestionsLimit: number;
      askAiCredits: number;
    }>();
  }

  async function setUsage(
    userId: string,
    values: { used?: number; credits?: number; period?: string | null },
  ) {
    await ensureAccount(testApp.db, userId);
    await testApp.db
      .updateTable('accounts')
      .set({
        ...(values.used !== undefined && { ask_ai_questions: values.used }),
        ...(values.credits !== undefined && { ask_ai_credits: values.credits }),
        ask_ai_period: values.period === undefined ? getAskAiPeriod(new Date()) : values.period,
      })
      .where('user_id', '=', userId)
      .execute();
  }

  async function storedMessages(userId: string) {
    return testApp.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
  }

  it('streams the answer as deltas, then done with the saved messages and the allowance', async () => {
    answerer = answering(ANSWERED);
    const { user, documentId } = await userWithDocument();
    const response = await ask(user, documentId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = readServerSentEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'delta', 'done']);
    const text = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect(text).toBe(ANSWERED.text);
    const done = events[2]?.data as ChatDoneEvent;
    expect(done.question).toMatchObject({
      role: 'user',
      content: 'What is the fee?',
      citations: [],
    });
    expect(done.answer).toMatchObject({
      role: 'assistant',
      content: ANSWERED.text,
      citations: [FEE],
      isAnswered: true,
      verdict: 'yes',
    });
    expect(done.usage).toEqual({ askAiQuestions: 1, askAiQuestionsLimit: 5, askAiCredits: 0 });
    expect(await usage(user)).toMatchObject({ askAiQuestions: 1, askAiQuestionsLimit: 5 });
  });

  it('keeps the history on the server, oldest first, and DELETE clears it', async () => {
    const { user, documentId } = await userWithDocument();
    const empty = await history(user, documentId);
    expect(empty.messages).toEqual([]);
    // Not analysed: questions any contract answers.
    expect(empty.suggestedQuestions.length).toBeGreaterThanOrEqual(3);
    answerer = answering(ANSWERED);
    await ask(user, documentId, 'First question?');
    answerer = answering(NOT_SAID);
    await ask(user, documentId, 'Second question?');

    const { messages } = await history(user, documentId);
    expect(messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'First question?'],
      ['assistant', ANSWERED.text],
      ['user', 'Second question?'],
      ['assistant', NOT_SAID.text],
    ]);
    expect(messages[1]).toMatchObject({ citations: [FEE], isAnswered: true, verdict: 'yes' });
    expect(messages[3]).toMatchObject({ citations: [], isAnswered: false, verdict: 'not-stated' });
    expect(messages[0]).not.toHaveProperty('isAnswered');
    expect(messages[0]).not.toHaveProperty('verdict');

    const cleared = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await history(user, documentId)).messages).toEqual([]);
    // Clearing the chat gives no questions back.
    expect((await usage(user)).askAiQuestions).toBe(1);
  });

  it('answers the 5th question of 5 and refuses the 6th with 402, saving nothing', async () => {
    answerer = answering(ANSWERED);
    const { user, documentId } = await userWithDocument();
    await setUsage(user.id, { used: 4 });
    const fifth = await ask(user, documentId);
    expect(readServerSentEvents(fifth.body).at(-1)?.event).toBe('done');
    expect(await usage(user)).toMatchObject({ askAiQuestions: 5, askAiQuestionsLimit: 5 });

    const sixth = await ask(user, documentId);
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json()).toEqual({
      code: 'ASK_AI_LIMIT_REACHED',
      error: 'You have used all your Ask-AI questions for this month.',
    });
    expect(await storedMessages(user.id)).toHaveLength(2);
    expect((await usage(user)).askAiQuestions).toBe(5);
  });

  it('uses the extra question credits after the monthly limit', async () => {
    answerer = answering(ANSWERED);
    const { user, documentId } = await userWithDocument();
    await setUsage(user.id, { used: 5, credits: 1 });
    const answered = await ask(user, documentId);
    const done = readServerSentEvents(answered.body).at(-1)?.data as ChatDoneEvent;
    expect(done.usage).toEqual({ askAiQuestions: 5, askAiQuestionsLimit: 5, askAiCredits: 0 });
    expect((await ask(user, documentId)).statusCode).toBe(402);
  });

  it('saves but does not count an answer that says the document does not say', async () => {
    answerer = answering(NOT_SAID);
    const { user, documentId } = await userWithDocument();
    await setUsage(user.id, { used: 4 });
    const response = await ask(user, documentId, 'Where do I park?');
    const done = readServerSentEvents(response.body).at(-1)?.data as ChatDoneEvent;
    expect(done.answer).toMatchObject({ isAnswered: false, citations: [] });
    expect(done.usage.askAiQuestions).toBe(4);
    expect(await storedMessages(user.id)).toHaveLength(2);
  });

  it('starts the count again in a new month, on GET /api/getUserPlan and when asking', async () => {
    answerer = answering(ANSWERED);
    const { user, documentId } = await userWithDocument();
    await setUsage(user.id, { used: 5, period: '2020-01' });
    expect((await usage(user)).askAiQuestions).toBe(0);
    const response = await ask(user, documentId);
    const done = readServerSentEvents(response.body).at(-1)?.data as ChatDoneEvent;
    expect(done.usage.askAiQuestions).toBe(1);
    const account = await testApp.db
      .selectFrom('accounts')
      .select(['ask_ai_questions', 'ask_ai_period'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ ask_ai_questions: 1, ask_ai_period: getAskAiPeriod(new Date()) });
  });

  it('counts two racing questions at 1 remaining once', async () => {
    const { user, documentId } = await userWithDocument();
    await setUsage(user.id, { used: 4 });
    // Both are answered before either is counted: the count's own check decides.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    answerer = async (input, onDelta, signal) => {
      arrived += 1;
      if (arrived === 2) release();
      await bothArrived;
      return answering(ANSWERED)(input, onDelta, signal);
    };
    const responses = await Promise.all([ask(user, documentId), ask(user, documentId)]);
    const endings = responses.map((response) => readServerSentEvents(response.body).at(-1));
    expect(endings.map((ending) => ending?.event).sort()).toEqual(['done', 'error']);
    expect(endings.find((ending) => ending?.event === 'error')?.data).toEqual({
      code: 'ASK_AI_LIMIT_REACHED',
      error: 'You have used all your Ask-AI questions for this month.',
    });
    expect((await usage(user)).askAiQuestions).toBe(5);
    expect(await storedMessages(user.id)).toHaveLength(2);
  });

  it('drops a citation that is not the document’s exact words, and never saves it', async () => {
    const { user, documentId } = await userWithDocument();
    const misquoted = { ...FEE, quote: 'Company shall pay Consultant a fee of $20,000 per month.' };
    const wrongPage = { ...FEE, page: FEE.page + 1 };
    const outOfRange = { ...FEE, start: CONTRACT.text.length, end: CONTRACT.text.length + 10 };
    answerer = answering({ ...ANSWERED, citations: [misquoted, FEE, wrongPage, outOfRange] });
    const response = await ask(user, documentId);
    const done = readServerSentEvents(response.body).at(-1)?.data as ChatDoneEvent;
    expect(done.answer.citations).toEqual([FEE]);
    const [saved] = (await storedMessages(user.id)).filter((row) => row.role === 'assistant');
    expect(JSON.parse(saved?.citations_json ?? '')).toEqual([FEE]);
  });

  it('does not show or count an answer none of whose citations is the document’s words', async () => {
    const { user, documentId } = await userWithDocument();
    const before = (await usage(user)).askAiQuestions;
    const invented = { ...FEE, quote: 'Consultant may keep every invoice unpaid.' };
    answerer = answering({ ...ANSWERED, text: 'You never have to pay.', citations: [invented] });
    const response = await ask(user, documentId);
    const done = readServerSentEvents(response.body).at(-1)?.data as ChatDoneEvent;
    expect(done.answer).toMatchObject({ isAnswered: false, citations: [] });
    expect(done.answer.content).not.toContain('never have to pay');
    expect((await usage(user)).askAiQuestions).toBe(before);
  });

  it('sends an error event and saves and counts nothing when the answerer fails', async () => {
    const { user, documentId } = await userWithDocument();
    answerer = async (_input, onDelta) => {
      onDelta('The fee');
      throw new Error('model unavailable');
    };
    const response = await ask(user, documentId);
    const events = readServerSentEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
    expect(events[1]?.data).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(events[1]?.data)).not.toContain('model unavailable');
    expect(await storedMessages(user.id)).toEqual([]);
    expect((await usage(user)).askAiQuestions).toBe(0);
  });

  it('answers 404 for another user’s document on GET, POST and DELETE', async () => {
    answerer = answering(ANSWERED);
    const { user: owner, documentId } = await userWithDocument();
    await ask(owner, documentId);
    const stranger = await signUpTestUser(testApp);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/api/documents/${documentId}/chat`,
        headers: stranger.headers,
        ...(method === 'POST' && { payload: { question: 'What is the fee?' } }),
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().code, method).toBe('NOT_FOUND');
    }
    expect(await storedMessages(owner.id)).toHaveLength(2);
    expect((await usage(stranger)).askAiQuestions).toBe(0);
    const anonymous = await testApp.app.inject({ url: `/api/documents/${documentId}/chat` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 DOCUMENT_PROCESSING while the document is still being read', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(
      testApp.db,
      user.id,
      'consulting-agreement',
      'processing',
    );
    const response = await ask(user, documentId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DOCUMENT_PROCESSING');
  });

  it('answers 400 for an empty, blank or too long question', async () => {
    const { user, documentId } = await userWithDocument();
    for (const question of ['', '   ', 'x'.repeat(1001), 42]) {
      const response = await ask(user, documentId, question);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await storedMessages(user.id)).toEqual([]);
  });

  it('gives a plan’s monthly questions when the plan is set, and the free ones back on reset', async () => {
    const user = await signUpTestUser(testApp);
    expect((await setPlan(testApp.db, user.id, 'premium')).askAiQuestionsLimit).toBe(100);
    expect((await setPlan(testApp.db, user.id, 'pro')).askAiQuestionsLimit).toBe(500);
    expect((await setPlan(testApp.db, user.id, 'free')).askAiQuestionsLimit).toBe(5);
    // A bought month that has ended leaves the free plan's questions.
    const bought = await setPlan(testApp.db, user.id, 'premium', {
      forOneMonth: true,
      now: new Date('2020-01-01T00:00:00Z'),
    });
    expect(bought.askAiQuestionsLimit).toBe(5);
    expect(bought.plan).toBe('free');
  });

  // That nothing is then saved or counted is askQuestion's to check (ask-question.test.ts).
  it('stops the answer when the browser goes away mid-answer', async () => {
    const { user, documentId } = await userWithDocument();
    let wasAborted: (value: boolean) => void = () => undefined;
    const abortSeen = new Promise<boolean>((resolve) => (wasAborted = resolve));
    answerer = (_input, onDelta, signal) => {
      onDelta('The fee is');
      return new Promise<Answer>((resolve, reject) => {
        signal.addEventListener('abort', () => {
          wasAborted(true);
          reject(signal.reason as Error);
        });
        // Would answer, were the browser still there.
        setTimeout(() => resolve(ANSWERED), 5000).unref();
      });
    };
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = new AbortController();
    const response = await fetch(`${address}/api/documents/${documentId}/chat`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What is the fee?' }),
      signal: browser.signal,
    });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('event: delta');
    browser.abort();
    expect(await abortSeen).toBe(true);
  });
});

describe('Ask-AI chat with the built-in answerer', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('streams a real answer whose citations are the document’s exact words', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
      payload: { question: 'How much is the monthly fee?' },
    });
    const events = readServerSentEvents(response.body);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const { answer, usage } = done?.data as ChatDoneEvent;
    const streamed = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect(streamed).toBe(answer.content);
    expect(answer.isAnswered).toBe(true);
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const citation of answer.citations) {
      expect(CONTRACT.text.slice(citation.start, citation.end)).toBe(citation.quote);
      expect(findPageNumber(CONTRACT, citation.start)).toBe(citation.page);
    }
    expect(answer.citations.map((citation) => citation.quote).join(' ')).toContain('$12,000');
    expect(usage.askAiQuestions).toBe(1);
  });

  it('answers a yes-or-no question with its verdict first, in the text and in the done event', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
      payload: { question: 'Can I cancel the agreement?' },
    });
    const { answer } = readServerSentEvents(response.body).at(-1)?.data as ChatDoneEvent;
    expect(answer.verdict).toBe('yes');
    expect(answer.content).toMatch(/^Yes: Company may end it on ten \(10\) days written notice/);
    const saved = await testApp.app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
    });
    expect(saved.json<{ messages: { verdict?: string }[] }>().messages[1]?.verdict).toBe('yes');
  });
});
