import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractFixture } from '../../tests/support/contract-fixtures.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { grantTestCredits } from '../../tests/support/grant-credits.test-support.ts';
import { runAnalysis } from './run-analysis.ts';
import { analyseWithBuiltInEngine } from '../engine/analyser.ts';

describe.each(getTestDatabaseKinds())('analysis jobs on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  const signUp = (app = testApp) => signUpTestUser(app);

  async function giveCredits(userId: string, amount: number, app = testApp) {
    await grantTestCredits(app.db, userId, amount);
  }

  const addReadDocument = (userId: string, fixture: ContractFixture, app = testApp) =>
    addStoredDocument(app.db, userId, fixture);

  function analyze(
    user: { headers: Record<string, string> },
    documentId: string,
    key: string | null = randomUUID(),
    app = testApp,
  ) {
    return app.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/analyze`,
      headers: { ...user.headers, ...(key && { 'idempotency-key': key }) },
    });
  }

  async function credits(user: { headers: Record<string, string> }, app = testApp) {
    const plan = await app.app.inject({ url: '/api/getUserPlan', headers: user.headers });
    return plan.json<{ credits: number }>().credits;
  }

  it('spends a credit, runs the job, and the document then carries its analysis', async () => {
    const user = await signUp();
    await giveCredits(user.id, 3);
    const documentId = await addReadDocument(user.id, 'consulting-agreement');
    const key = randomUUID();
    const response = await analyze(user, documentId, key);
    expect(response.statusCode).toBe(202);
    expect(response.json().job).toMatchObject({ documentId, errorCode: null });
    expect(await credits(user)).toBe(2);

    await testApp.app.analysisRunner.idle();
    const job = await testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job`,
      headers: user.headers,
    });
    expect(job.json().job.status).toBe('succeeded');
    const document = await testApp.app.inject({
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    const { analysis } = document.json<{
      analysis: { documentType: { type: string }; redFlags: unknown[]; overallConfidence: number };
    }>();
    expect(analysis.documentType.type).not.toBe('Unknown');
    expect(analysis.overallConfidence).toBeGreaterThan(0);

    // The same request again is the same job and costs nothing more.
    const again = await analyze(user, documentId, key);
    expect(again.statusCode).toBe(202);
    expect(again.json().job.id).toBe(response.json().job.id);
    expect(await credits(user)).toBe(2);
  });

  it('lets 50 parallel requests with 3 credits make 3 jobs and refuse 47 with the exact text', async () => {
    const user = await signUp();
    await giveCredits(user.id, 3);
    const documentIds = await Promise.all(
      Array.from({ length: 50 }, () => addReadDocument(user.id, 'mutual-nda')),
    );
    const answers = await Promise.all(documentIds.map((id) => analyze(user, id)));
    const accepted = answers.filter((answer) => answer.statusCode === 202);
    const refused = answers.filter((answer) => answer.statusCode !== 202);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toEqual({
        error: "You don't have enough credits to analyze this document.",
        code: 'INSUFFICIENT_CREDITS',
      });
    }
    expect(await credits(user)).toBe(0);
    const jobs = await testApp.db
      .selectFrom('analysis_jobs')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(jobs).toHaveLength(3);
  });

  it('makes one job of a double click: the same key, or a second key while the first runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = await createTestApp({
      kind,
      analyse: async (job, reportStep) => {
        await gate;
        return runAnalysis(slow.db, slow.app.vault, job, analyseWithBuiltInEngine, reportStep);
      },
    });
    try {
      const user = await signUp(slow);
      await giveCredits(user.id, 3, slow);
      const documentId = await addReadDocument(user.id, 'residential-lease', slow);
      const key = randomUUID();
      const answers = await Promise.all([
        analyze(user, documentId, key, slow),
        analyze(user, documentId, key, slow),
      ]);
      const later = await analyze(user, documentId, randomUUID(), slow);
      const ids = [...answers, later].map(
        (answer) => answer.json<{ job: { id: string } }>().job.id,
      );
      expect(new Set(ids).size).toBe(1);
      expect(await credits(user, slow)).toBe(2);
      release();
      await slow.app.analysisRunner.idle();
    } finally {
      release();
      await slow.close();
    }
  });

  it('refuses an Idempotency-Key already used for another document with 409, spending nothing', async () => {
    const user = await signUp();
    await giveCredits(user.id, 3);
    const first = await addReadDocument(user.id, 'mutual-nda');
    const second = await addReadDocument(user.id, 'consulting-agreement');
    const key = randomUUID();
    const accepted = await analyze(user, first, key);
    expect(accepted.statusCode).toBe(202);
    expect(await credits(user)).toBe(2);

    const reused = await analyze(user, second, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      error:
        'This Idempotency-Key was already used to analyze another document. Send a new key for each document.',
    });
    expect(await credits(user)).toBe(2);
    const secondJob = await testApp.app.inject({
      url: `/api/documents/${second}/analysis-job`,
      headers: user.headers,
    });
    expect(secondJob.statusCode).toBe(404);
    // The key still answers for its own document.
    const again = await analyze(user, first, key);
    expect(again.statusCode).toBe(202);
    expect(again.json().job.id).toBe(accepted.json().job.id);

    // Raced in together, one document gets the key and the other is refused.
    const third = await addReadDocument(user.id, 'mutual-nda');
    const fourth = await addReadDocument(user.id, 'residential-lease');
    const racedKey = randomUUID();
    const raced = await Promise.all([
      analyze(user, third, racedKey),
      analyze(user, fourth, racedKey),
    ]);
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(raced.find((answer) => answer.statusCode === 409)?.json().code).toBe('VALIDATION_ERROR');
    expect(await credits(user)).toBe(1);
    await testApp.app.analysisRunner.idle();
  });

  it('refunds the credit of a document that is not legal, and says why', async () => {
    const user = await signUp();
    await giveCredits(user.id, 1);
    const documentId = await addReadDocument(user.id, 'recipe');
    expect((await analyze(user, documentId)).statusCode).toBe(202);
    await testApp.app.analysisRunner.idle();
    const job = await testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job`,
      headers: user.headers,
    });
    expect(job.json().job).toMatchObject({ status: 'failed', errorCode: 'NOT_LEGAL_DOCUMENT' });
    expect(await credits(user)).toBe(1);

    // The document and the list say it was refused, so it is not offered as merely unanalysed.
    const document = await testApp.app.inject({
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    expect(document.json()).toMatchObject({
      analysis: { documentType: { type: 'Unknown' } },
      isAnalysing: false,
      analysisRefusal: 'NOT_LEGAL_DOCUMENT',
    });
    const list = await testApp.app.inject({ url: '/api/documents', headers: user.headers });
    expect(
      list
        .json<{ documents: { id: string; analysisRefusal: string | null }[] }>()
        .documents.find((listed) => listed.id === documentId)?.analysisRefusal,
    ).toBe('NOT_LEGAL_DOCUMENT');
  });

  it('names the document an analysis and its refund were for, until it is deleted', async () => {
    const user = await signUp();
    await giveCredits(user.id, 1);
    const documentId = await addReadDocument(user.id, 'recipe');
    await analyze(user, documentId);
    await testApp.app.analysisRunner.idle();
    const history = async () =>
      (await testApp.app.inject({ url: '/api/credits/history', headers: user.headers }))
        .json<{ entries: { reason: string; documentName: string | null }[] }>()
        .entries.map((entry) => [entry.reason, entry.documentName]);
    expect(await history()).toEqual([
      ['refund', 'recipe.txt'],
      ['analysis', 'recipe.txt'],
      ['grant', null],
    ]);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await history()).toEqual([
      ['refund', null],
      ['analysis', null],
      ['grant', null],
    ]);
  });

  it('tells no refusal for a document that was analyzed', async () => {
    const user = await signUp();
    await giveCredits(user.id, 1);
    const documentId = await addReadDocument(user.id, 'consulting-agreement');
    expect((await analyze(user, documentId)).statusCode).toBe(202);
    await testApp.app.analysisRunner.idle();
    const document = await testApp.app.inject({
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    expect(document.json().analysisRefusal).toBeNull();
  });

  it('refunds the credit when the engine fails, after retrying', async () => {
    let calls = 0;
    const failing = await createTestApp({
      kind,
      analyse: () => {
        calls += 1;
        return Promise.reject(new Error('engine crashed'));
      },
    });
    try {
      const user = await signUp(failing);
      await giveCredits(user.id, 2, failing);
      const documentId = await addReadDocument(user.id, 'loan-note', failing);
      expect((await analyze(user, documentId, randomUUID(), failing)).statusCode).toBe(202);
      await failing.app.analysisRunner.idle();
      const job = await failing.app.inject({
        url: `/api/documents/${documentId}/analysis-job`,
        headers: user.headers,
      });
      expect(job.json().job).toMatchObject({ status: 'failed', errorCode: 'ANALYSIS_FAILED' });
      expect(calls).toBe(3);
      // Our failure is no refusal of the document: it may be analysed again.
      const document = await failing.app.inject({
        url: `/api/documents/${documentId}`,
        headers: user.headers,
      });
      expect(document.json().analysisRefusal).toBeNull();
      expect(await credits(user, failing)).toBe(2);
      const history = await failing.app.inject({
        url: '/api/credits/history',
        headers: user.headers,
      });
      expect(
        history
          .json<{ entries: { reason: string; amount: number }[] }>()
          .entries.map((entry) => [entry.reason, entry.amount]),
      ).toEqual([
        ['refund', 1],
        ['analysis', -1],
        ['grant', 2],
      ]);
    } finally {
      await failing.close();
    }
  });

  it('takes over a job whose server died while running it', async () => {
    const user = await signUp();
    await giveCredits(user.id, 1);
    const documentId = await addReadDocument(user.id, 'employment-agreement');
    const response = await analyze(user, documentId);
    const jobId = response.json<{ job: { id: string } }>().job.id;
    await testApp.app.analysisRunner.idle();
    // As a killed server leaves it: running, held by a worker that is gone, its lease lapsed.
    await testApp.db
      .updateTable('analysis_jobs')
      .set({
        status: 'running',
        lease_owner: 'worker-that-died',
        lease_expires_at: new Date(Date.now() - 1000).toISOString(),
        finished_at: null,
      })
      .where('id', '=', jobId)
      .execute();
    testApp.app.analysisRunner.poke();
    await testApp.app.analysisRunner.idle();
    const job = await testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job`,
      headers: user.headers,
    });
    expect(job.json().job.status).toBe('succeeded');
    expect(await credits(user)).toBe(0);
  });

  it("answers 404 for another user's document and 400 without an Idempotency-Key", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    await giveCredits(stranger.id, 1);
    const documentId = await addReadDocument(owner.id, 'mutual-nda');
    const stolen = await analyze(stranger, documentId);
    expect(stolen.statusCode).toBe(404);
    expect(await credits(stranger)).toBe(1);
    const peek = await testApp.app.inject({
      url: `/api/documents/${documentId}/analysis-job`,
      headers: stranger.headers,
    });
    expect(peek.statusCode).toBe(404);
    const keyless = await analyze(owner, documentId, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().code).toBe('VALIDATION_ERROR');
  });
});
