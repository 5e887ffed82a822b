import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocxPart, readRedlineBody } from '../../../core/reports/read-docx.test-support.ts';
import { readPdf } from '../../../core/reports/read-pdf.test-support.ts';
import { analyseStoredDocument } from '../../../tests/support/analyse-stored-document.test-support.ts';
import { loadContractFixture } from '../../../tests/support/contract-fixtures.test-support.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';

interface ComparisonJson {
  reader: { role: string } | null;
  changes: { kind: string; before?: string; after?: string; facts?: { kind: string }[] }[];
  findings: { appeared: unknown[]; resolved: unknown[]; worse: unknown[]; better: unknown[] };
  summary: string;
}

// Analysing runs the built-in engine on the stored text; the first run loads its models.
describe.each(getTestDatabaseKinds())('comparing versions on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let owner: TestUser;
  let oldId: string;
  let newId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    owner = await signUpTestUser(testApp);
    oldId = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    // The other side's version: a higher fee.
    newId = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement', 'ready', (text) =>
      text.replace('$12,000', '$15,000'),
    );
    await analyseStoredDocument(testApp.app, testApp.db, owner, oldId);
    await analyseStoredDocument(testApp.app, testApp.db, owner, newId);
  });
  afterAll(() => testApp.close());

  const compare = (query: string, user: TestUser = owner, id = oldId) =>
    testApp.app.inject({ url: `/api/documents/${id}/compare?${query}`, headers: user.headers });
  const credits = async (user: TestUser) =>
    (await testApp.app.inject({ url: '/api/getUserPlan', headers: user.headers })).json<{
      credits: number;
    }>().credits;

  it('answers what changed and what it changes for the reader, and costs no credit', async () => {
    const before = await credits(owner);
    const response = await compare(`with=${newId}`);
    expect(response.statusCode).toBe(200);
    const comparison = response.json<ComparisonJson>();
    expect(comparison.reader?.role).toBe('Consultant');
    expect(comparison.changes).toHaveLength(1);
    expect(comparison.changes[0]).toMatchObject({ kind: 'changed' });
    expect(comparison.changes[0]?.before).toContain('$12,000');
    expect(comparison.changes[0]?.after).toContain('$15,000');
    expect(comparison.changes[0]?.facts?.map((fact) => fact.kind)).toContain('amount');
    expect(comparison.summary.length).toBeGreaterThan(10);
    expect(await credits(owner)).toBe(before);

    // A version compared with itself has no changes.
    const same = (await compare(`with=${oldId}`)).json<ComparisonJson>();
    expect(same.changes).toEqual([]);
  });

  it("reads the new version for the old one's reader, whoever it was last read for", async () => {
    const switched = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${newId}/perspective`,
      headers: owner.headers,
      payload: { role: 'Company' },
    });
    expect(switched.statusCode).toBe(200);
    const comparison = (await compare(`with=${newId}`)).json<ComparisonJson>();
    expect(comparison.reader?.role).toBe('Consultant');
    // Read from one side, only the fee differs: no risk appears or goes away. Read from the
    // other side, the new version's findings would all be new.
    expect(comparison.findings.appeared).toEqual([]);
    expect(comparison.findings.resolved).toEqual([]);
  });

  it('sends the redline as a Word file with tracked changes whose accepted text is the new version', async () => {
    const response = await compare(`with=${newId}&format=docx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('wordprocessingml');
    expect(response.headers['content-disposition']).toContain(
      'consulting-agreement - redline.docx',
    );
    const xml = await readDocxPart(response.rawPayload, 'word/document.xml');
    expect(xml).toMatch(/<w:del\b[^>]*>.*?<w:delText[^>]*>[^<]*\$12,000/s);
    expect(xml).toMatch(/<w:ins\b[^>]*>.*?<w:t[^>]*>[^<]*\$15,000/s);
    const newText = loadContractFixture('consulting-agreement').document.text.replace(
      '$12,000',
      '$15,000',
    );
    const lines = (text: string) => text.split('\n').map((line) => line.trim());
    expect(lines(readRedlineBody(xml, 'accept').join('\n'))).toEqual(lines(newText));
  });

  it('sends what changed for the reader as a PDF', async () => {
    const response = await compare(`with=${newId}&format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('what changed.pdf');
    const text = (await readPdf(response.rawPayload)).pages.join(' ');
    expect(text).toContain('What changed');
    expect(text).toContain('Consultant');
    expect(text).toContain('$12,000');
    expect(text).toContain('$15,000');
  });

  it("answers 404 for another user's document on either side, and refuses a bad request", async () => {
    const stranger = await signUpTestUser(testApp);
    expect((await compare(`with=${newId}`, stranger)).statusCode).toBe(404);
    const theirs = await addStoredDocument(testApp.db, stranger.id, 'consulting-agreement');
    const withTheirs = await compare(`with=${theirs}`);
    expect(withTheirs.statusCode).toBe(404);
    expect(withTheirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await compare('')).statusCode).toBe(400);
    expect((await compare(`with=${newId}&format=xlsx`)).statusCode).toBe(400);
    expect((await compare(`with=${newId}&format=docx`, stranger)).statusCode).toBe(404);
    const unanalysed = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    expect((await compare(`with=${unanalysed}`)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
