import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatDoneEvent } from '../../common/api/chat.ts';
import {
  startFakeLlmServer,
  type FakeLlmServer,
} from '../../tests/support/fake-llm-server.test-support.ts';
import { readEventData } from '../../tests/support/server-sent-events.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';

describe('Ask-AI with the language model the settings name', { timeout: 60_000 }, () => {
  let llm: FakeLlmServer;
  let testApp: TestApp;

  beforeAll(async () => {
    // The model cites the passage it was given as [1], whatever it is.
    llm = await startFakeLlmServer(() => ({
      stream: ['The Company may end it', ' on ten days’ written notice', ' [1].'],
    }));
    testApp = await createTestApp({
      env: {
        LLM_PROVIDER: 'openai-compatible',
        LLM_MODEL: 'fake-model',
        LLM_BASE_URL: llm.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await llm.close();
  });

  it('streams the model’s answer, grounded in retrieved passages, with a verified citation', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/chat`,
      headers: user.headers,
      payload: { question: 'How can the company terminate this agreement?' },
    });
    expect(response.statusCode).toBe(200);

    const deltas = readEventData<{ text: string }>(response.body, 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const [done] = readEventData<ChatDoneEvent>(response.body, 'done');
    expect(done?.answer.content).toBe('The Company may end it on ten days’ written notice.');
    expect(deltas.map((delta) => delta.text).join('')).toBe(done?.answer.content);
    // The one citation is the passage the model was given first, the document's exact words.
    const prompt = llm.requests[0]?.user ?? '';
    const citation = done?.answer.citations[0];
    expect(citation).toBeDefined();
    expect(prompt).toContain(`[1] (page ${citation?.page}) ${citation?.quote}`);
    expect(done?.usage.askAiQuestions).toBe(1);
    expect(llm.requests[0]?.system).toContain('Use only the numbered passages');
  });
});
