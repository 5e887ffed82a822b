import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentList } from '../../../common/api/documents.ts';
import { statsSchema } from '../../../common/api/stats.ts';
import {
  ANALYSIS_READING_MINUTES,
  CAREFUL_READING_WORDS_PER_MINUTE,
  CHARACTERS_PER_WORD,
} from '../../../common/stats/compute-stats.ts';
import { injectUpload } from '../../../tests/support/multipart.test-support.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import { grantTestCredits } from '../../../tests/support/grant-credits.test-support.ts';
import { getStoredDocument } from '../../document-records/stored-document.ts';

function readFixture(name: string): Buffer {
  return readFileSync(new URL(`../../../tests/fixtures/contracts/${name}.txt`, import.meta.url));
}

const ZERO_STATS = {
  documentsAnalyzed: 0,
  redFlagsFound: 0,
  timesSaved: 0,
  totalObligations: 0,
  avgConfidence: 0,
};

describe.each(getTestDatabaseKinds())('GET /api/stats on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());

  async function stats(user: TestUser) {
    const response = await testApp.app.inject({ url: '/api/stats', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return statsSchema.parse(response.json());
  }

  /** Uploads a file as the browser does and waits until its text has been read. */
  async function upload(user: TestUser, fileName: string, bytes: Uint8Array): Promise<string> {
    const response = await injectUpload(testApp.app, user.headers, fileName, bytes);
    expect(response.statusCode).toBe(201);
    await testApp.waitForReadings();
    return response.json<{ id: string }>().id;
  }

  /** Runs the built-in engine on the document to the end. */
  async function analyse(user: TestUser, documentId: string): Promise<void> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/analyze`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(202);
    await testApp.app.analysisRunner.idle();
  }

  it('answers 401 without a signed-in user', async () => {
    const response = await testApp.app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is all zeros for a new user, with the time-saved formula', async () => {
    const user = await signUpTestUser(testApp);
    expect(await stats(user)).toEqual({
      ...ZERO_STATS,
      timeSavedBasis: {
        wordsPerMinute: CAREFUL_READING_WORDS_PER_MINUTE,
        analysisReadingMinutes: ANALYSIS_READING_MINUTES,
        charactersPerWord: CHARACTERS_PER_WORD,
      },
    });
  });

  it('counts the analyzed documents only, and only for their owner', async () => {
    const owner = await signUpTestUser(testApp);
    await grantTestCredits(testApp.db, owner.id, 5);
    // A long contract (the consulting agreement six times over) saves reading time; a short
    // one does not; the third is uploaded but never analysed.
    const consulting = readFixture('consulting-agreement');
    const longId = await upload(
      owner,
      'long-consulting.txt',
      Buffer.concat(Array.from({ length: 6 }, () => consulting)),
    );
    const leaseId = await upload(owner, 'lease.txt', readFixture('residential-lease'));
    await upload(owner, 'nda.txt', readFixture('mutual-nda'));
    await analyse(owner, longId);
    await analyse(owner, leaseId);

    // The expected numbers, worked out from what the documents API shows of each analysis and
    // from the text the server read.
    const list = await testApp.app.inject({ url: '/api/documents', headers: owner.headers });
    const analysed = list
      .json<DocumentList>()
      .documents.flatMap((document) =>
        document.analysis.documentType.type !== 'Unknown' && 'redFlags' in document.analysis
          ? [{ id: document.id, analysis: document.analysis }]
          : [],
      );
    expect(analysed.map((document) => document.id).sort()).toEqual([longId, leaseId].sort());
    const texts = await Promise.all(
      [longId, leaseId].map(
        async (id) =>
          (await getStoredDocument(testApp.db, testApp.app.vault, owner.id, id)).document.text,
      ),
    );
    const minutes = texts
      .map((text) => Math.round(text.length / CHARACTERS_PER_WORD))
      .map((words) =>
        Math.max(0, words / CAREFUL_READING_WORDS_PER_MINUTE - ANALYSIS_READING_MINUTES),
      )
      .reduce((sum, value) => sum + value, 0);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

    const answer = await stats(owner);
    expect(answer).toMatchObject({
      documentsAnalyzed: 2,
      redFlagsFound: sum(analysed.map(({ analysis }) => analysis.redFlags.length)),
      totalObligations: sum(analysed.map(({ analysis }) => analysis.obligations.length)),
      avgConfidence: Math.round(
        sum(analysed.map(({ analysis }) => analysis.overallConfidence)) / 2,
      ),
      timesSaved: Math.round(minutes),
    });
    // The engine finds something in real contracts, so the sums are not trivially zero.
    expect(answer.totalObligations).toBeGreaterThan(0);
    expect(answer.avgConfidence).toBeGreaterThan(0);
    // About 2,650 words: 13 minutes of careful reading, 2 of them spent on the analysis.
    expect(answer.timesSaved).toBeGreaterThanOrEqual(10);

    const stranger = await signUpTestUser(testApp);
    expect(await stats(stranger)).toMatchObject(ZERO_STATS);
  });

  it('forgets a deleted document', async () => {
    const user = await signUpTestUser(testApp);
    await grantTestCredits(testApp.db, user.id, 1);
    const id = await upload(user, 'loan.txt', readFixture('loan-note'));
    await analyse(user, id);
    expect((await stats(user)).documentsAnalyzed).toBe(1);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stats(user)).toMatchObject(ZERO_STATS);
  });
});
