import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { signUpTestUser } from '../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../tests/support/test-database.test-support.ts';
import { grantTestCredits } from '../../tests/support/grant-credits.test-support.ts';
import { builtInEngine } from '../engine/engine-thread.ts';

describe.each(getTestDatabaseKinds())('switching the reader on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(() => testApp.close());
  afterEach(() => vi.restoreAllMocks());

  /** A user with the consulting agreement analysed (one credit spent, two left). */
  async function analysedDocument() {
    const user = await signUpTestUser(testApp);
    await grantTestCredits(testApp.db, user.id, 3);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const analyze = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/analyze`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(analyze.statusCode).toBe(202);
    await testApp.app.analysisRunner.idle();
    return { user, documentId };
  }

  const switchTo = (headers: Record<string, string>, documentId: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/perspective`,
      headers,
      payload: body as Record<string, unknown>,
    });

  const getAnalysis = async (headers: Record<string, string>, documentId: string) =>
    (await testApp.app.inject({ url: `/api/documents/${documentId}`, headers })).json<{
      analysis: Analysis;
    }>().analysis;

  const credits = async (headers: Record<string, string>) =>
    (await testApp.app.inject({ url: '/api/getUserPlan', headers })).json<{ credits: number }>()
      .credits;

  it('re-reads the document for the other party, keeps it, and costs no credit', async () => {
    const { user, documentId } = await analysedDocument();
    const before = await getAnalysis(user.headers, documentId);
    expect(before.perspective).toMatchObject({ role: 'Consultant', chosenBy: 'default' });
    expect(before.readers.map((reader) => reader.role).sort()).toEqual(['Company', 'Consultant']);
    expect(before.redFlags[0]?.burdens).toEqual(['Consultant']);

    const response = await switchTo(user.headers, documentId, { role: 'company' });
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json<{ analysis: Analysis }>();
    expect(analysis.perspective).toMatchObject({ role: 'Company', chosenBy: 'user' });
    expect(analysis.redFlags[0]?.title).not.toBe(before.redFlags[0]?.title);
    expect(analysis.protections.map((item) => item.title)).toContain('They cover your losses');

    expect(await getAnalysis(user.headers, documentId)).toEqual(analysis);
    expect(await credits(user.headers)).toBe(2);
  });

  it('refuses a role that is not a party, a malformed body and a document not analyzed yet', async () => {
    const { user, documentId } = await analysedDocument();
    const before = await getAnalysis(user.headers, documentId);

    const stranger = await switchTo(user.headers, documentId, { role: 'Landlord' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(stranger.json().error).toMatch(/not a party of this document.*Company/);
    expect((await switchTo(user.headers, documentId, { role: '' })).statusCode).toBe(400);
    expect((await switchTo(user.headers, documentId, { reader: 'Company' })).statusCode).toBe(400);
    expect(await getAnalysis(user.headers, documentId)).toEqual(before);

    const unread = await addStoredDocument(testApp.db, user.id, 'residential-lease');
    const notAnalysed = await switchTo(user.headers, unread, { role: 'Landlord' });
    expect(notAnalysed.statusCode).toBe(400);
    expect(notAnalysed.json().error).toMatch(/not been analyzed yet/);
  });

  it('refuses a role that is not a party before it loads the document or asks the engine', async () => {
    const { user, documentId } = await analysedDocument();
    // Pages that cannot be read: a switch that loaded the document would fail on them.
    await testApp.db
      .updateTable('documents')
      .set({ pages_json: '"damaged"' })
      .where('id', '=', documentId)
      .execute();
    const engine = vi.spyOn(builtInEngine, 'analyze');

    const stranger = await switchTo(user.headers, documentId, { role: 'Landlord' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toEqual({
      code: 'VALIDATION_ERROR',
      error: '"Landlord" is not a party of this document (parties: Company, Consultant).',
    });
    // A party's role does load the document, and meets the damage: the check above came first.
    const party = await switchTo(user.headers, documentId, { role: 'Company' });
    expect(party.json()).toMatchObject({ code: 'DATA_CORRUPTION' });
    expect(engine).not.toHaveBeenCalled();
  });

  it('refuses a second switch by the same person while one is under way, and no one else’s', async () => {
    const { user, documentId } = await analysedDocument();
    const other = await analysedDocument();
    const before = await getAnalysis(user.headers, documentId);
    // The person's first switch waits at the engine until the test lets it through.
    const analyze = builtInEngine.analyze.bind(builtInEngine);
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const engine = vi.spyOn(builtInEngine, 'analyze').mockImplementationOnce(async (...work) => {
      await held;
      return analyze(...work);
    });
    const first = switchTo(user.headers, documentId, { role: 'Company' });
    await vi.waitFor(() => expect(engine).toHaveBeenCalledTimes(1));

    const second = await switchTo(user.headers, documentId, { role: 'Consultant' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(engine).toHaveBeenCalledTimes(1);
    expect(await getAnalysis(user.headers, documentId)).toEqual(before);
    const othersSwitch = await switchTo(other.user.headers, other.documentId, { role: 'Company' });
    expect(othersSwitch.statusCode).toBe(200);

    letThrough();
    expect((await first).statusCode).toBe(200);
    expect((await getAnalysis(user.headers, documentId)).perspective?.role).toBe('Company');
    // Once it is done, the person may switch again.
    expect((await switchTo(user.headers, documentId, { role: 'Consultant' })).statusCode).toBe(200);
  });

  it("answers 404 for another user's document, and 401 without a session", async () => {
    const { documentId } = await analysedDocument();
    const other = await signUpTestUser(testApp);
    const response = await switchTo(other.headers, documentId, { role: 'Company' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await switchTo({}, documentId, { role: 'Company' })).statusCode).toBe(401);
  });
});
