import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { AnalysisProgress } from '../../common/api/analysis-jobs.ts';
import {
  startFakeLlmServer,
  type FakeLlmServer,
} from '../../tests/support/fake-llm-server.test-support.ts';
import { readEventData } from '../../tests/support/server-sent-events.test-support.ts';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { grantTestCredits } from '../../tests/support/grant-credits.test-support.ts';
import { completeDocument } from '../document-records/document-queries.ts';
import { loadContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import type { AnalysisRunnerOptions } from './analysis-runner.ts';
import { runAnalysis } from './run-analysis.ts';
import { analyseWithBuiltInEngine } from '../engine/analyser.ts';

async function giveCredits(testApp: TestApp, userId: string, amount: number) {
  await grantTestCredits(testApp.db, userId, amount);
}

function analyze(testApp: TestApp, user: TestUser, documentId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/analyze`,
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
  });
}

async function credits(testApp: TestApp, user: TestUser) {
  const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers });
  return plan.json<{ credits: number }>().credits;
}

async function jobOf(testApp: TestApp, user: TestUser, documentId: string) {
  const answer = await testApp.app.inject({
    url: `/api/documents/${documentId}/analysis-job`,
    headers: user.headers,
  });
  return answer.json<{ job: { status: string; errorCode: string | null } }>().job;
}

describe('following an analysis as it runs', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let release: () => void = () => undefined;
  let engine: AnalysisRunnerOptions['analyse'] = () => Promise.reject(new Error('no engine'));

  beforeAll(async () => {
    testApp = await createTestApp({ analyse: (job, reportStep) => engine(job, reportStep) });
  });
  afterAll(() => testApp.close());

  it('pushes each step as a server-sent event and ends with the finished job', async () => {
    const user = await signUpTestUser(testApp);
    await giveCredits(testApp, user.id, 1);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    engine = async (job, reportStep) => {
      reportStep('Halfway there', 0.5);
      started();
      await gate;
      return runAnalysis(testApp.db, testApp.app.vault, job, analyseWithBuiltInEngine, reportStep);
    };
    const { hub } = testApp.app.progress.analysis;
    const subscribe = hub.subscribe.bind(hub);
    let followed: () => void = () => undefined;
    const isFollowed = new Promise<void>((resolve) => (followed = resolve));
    const spy = vi.spyOn(hub, 'subscribe').mockImplementation((...args) => {
      const stop = subscribe(...args);
      followed();
      return stop;
    });

    expect((await analyze(testApp, user, documentId)).statusCode).toBe(202);
    await hasStarted;
    const stream = testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job/events`,
      headers: user.headers,
    });
    await isFollowed;
    release();
    const answer = await stream;
    spy.mockRestore();

    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = readEventData<AnalysisProgress>(answer.body, 'progress');
    expect(events.map((event) => event.message)).toEqual(
      expect.arrayContaining([
        'Halfway there',
        'Finding clauses, red flags and obligations',
        'Analysis complete',
      ]),
    );
    const percentages = events.map((event) => event.progress);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({
      documentId,
      progress: 100,
      job: { status: 'succeeded', errorCode: null },
    });
  });

  it('answers a finished job at once, and 404 to anyone else', async () => {
    const owner = await signUpTestUser(testApp);
    const stranger = await signUpTestUser(testApp);
    await giveCredits(testApp, owner.id, 1);
    const documentId = await addStoredDocument(testApp.db, owner.id, 'mutual-nda');
    engine = (job, reportStep) =>
      runAnalysis(testApp.db, testApp.app.vault, job, analyseWithBuiltInEngine, reportStep);
    await analyze(testApp, owner, documentId);
    await testApp.app.analysisRunner.idle();

    const url = `/api/documents/${documentId}/analysis-job/events`;
    const events = readEventData<AnalysisProgress>(
      (await testApp.app.inject({ url, headers: owner.headers })).body,
      'progress',
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.job.status).toBe('succeeded');
    const peek = await testApp.app.inject({ url, headers: stranger.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('progress');
  });

  it('waits for a document still being read, then analyses it for the one credit', async () => {
    const user = await signUpTestUser(testApp);
    await giveCredits(testApp, user.id, 2);
    const documentId = await addStoredDocument(
      testApp.db,
      user.id,
      'residential-lease',
      'processing',
    );
    engine = (job, reportStep) =>
      runAnalysis(testApp.db, testApp.app.vault, job, analyseWithBuiltInEngine, reportStep);

    expect((await analyze(testApp, user, documentId)).statusCode).toBe(202);
    testApp.app.analysisRunner.poke();
    await testApp.app.analysisRunner.idle();
    expect((await jobOf(testApp, user, documentId)).status).toBe('queued');
    expect(await credits(testApp, user)).toBe(1);
    const isAnalysing = async () =>
      (
        await testApp.app.inject({ url: `/api/documents/${documentId}`, headers: user.headers })
      ).json<{ isAnalysing: boolean }>().isAnalysing;
    expect(await isAnalysing()).toBe(true);

    // As a reading finishes: the text is stored, and the worker is told.
    const { document } = loadContractFixture('residential-lease');
    await completeDocument(testApp.db, testApp.app.vault, documentId, {
      extractedText: document.text,
      pagesJson: JSON.stringify(document.pages),
      pageCount: document.pages.length,
    });
    testApp.app.analysisRunner.poke();
    await testApp.app.analysisRunner.idle();
    expect((await jobOf(testApp, user, documentId)).status).toBe('succeeded');
    expect(await isAnalysing()).toBe(false);
    expect(await credits(testApp, user)).toBe(1);
  });

  it('refunds an analysis that cannot run: its document deleted, or found unreadable', async () => {
    const user = await signUpTestUser(testApp);
    await giveCredits(testApp, user.id, 2);
    const deleted = await addStoredDocument(testApp.db, user.id, 'loan-note', 'processing');
    // Its file is not in the store, so reading it again fails and removes it.
    const unreadable = await addStoredDocument(testApp.db, user.id, 'mutual-nda', 'processing');
    await analyze(testApp, user, deleted);
    await analyze(testApp, user, unreadable);
    expect(await credits(testApp, user)).toBe(0);

    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${deleted}`,
      headers: user.headers,
    });
    expect(removal.statusCode).toBe(204);
    expect(await credits(testApp, user)).toBe(1);

    testApp.app.readingRunner.poke();
    await testApp.waitForReadings();
    const gone = await testApp.app.inject({
      url: `/api/documents/${unreadable}`,
      headers: user.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(await credits(testApp, user)).toBe(2);
    const history = await testApp.app.inject({
      url: '/api/credits/history',
      headers: user.headers,
    });
    const reasons = history.json<{ entries: { reason: string }[] }>().entries.map((e) => e.reason);
    expect(reasons.filter((reason) => reason === 'refund')).toHaveLength(2);
  });
});

describe('the LLM engine chosen by the settings', { timeout: 60_000 }, () => {
  let llm: FakeLlmServer;
  let testApp: TestApp;

  beforeAll(async () => {
    llm = await startFakeLlmServer(() => ({
      json: {
        documentType: 'Consulting Agreement',
        keyPoints: ['The consultant reports monthly and is paid within 30 days.'],
        parties: [],
        keyDates: [],
        keyTerms: [],
        redFlags: [],
        obligations: [],
      },
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

  it('runs the analysis job through the model and stamps it on the analysis', async () => {
    const user = await signUpTestUser(testApp);
    await giveCredits(testApp, user.id, 1);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    expect((await analyze(testApp, user, documentId)).statusCode).toBe(202);
    await testApp.app.analysisRunner.idle();

    const answer = await testApp.app.inject({
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    const { analysis } = answer.json<{ analysis: Analysis }>();
    expect(analysis.engine).toEqual({
      name: 'llm',
      version: expect.any(String),
      model: 'openai-compatible:fake-model',
    });
    expect(llm.requests.length).toBeGreaterThan(0);
    expect(llm.requests[0]?.body.model).toBe('fake-model');
    expect(await credits(testApp, user)).toBe(0);
  });
});
