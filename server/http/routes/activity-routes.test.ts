import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, AdminActivityPage } from '../../../common/api/activity.ts';
import { analyseStoredDocument } from '../../../tests/support/analyse-stored-document.test-support.ts';
import { injectUpload } from '../../../tests/support/multipart.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import {
  signInTestUser,
  signUpTestUser,
  TEST_PASSWORD,
  type TestUser as Person,
} from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import { setUserRole } from '../../auth/admin.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140';

// Analysing runs the built-in engine; the first run loads its models.
describe.each(getTestDatabaseKinds())('the activity log on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let anonKey: string;
  let owner: Person;
  let stranger: Person;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    anonKey = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>()
      .anonKey;
    owner = await signUp();
    stranger = await signUp();
  });
  afterAll(async () => testApp.close());

  // From the browser and address the person then signs in with: the same device.
  const signUp = () =>
    signUpTestUser(testApp, { userAgent: BROWSER, remoteAddress: '198.51.100.7' });
  const signIn = async (email: string, userAgent = BROWSER, remoteAddress = '198.51.100.7') =>
    (await signInTestUser(testApp, email, { userAgent, remoteAddress })).headers;

  const get = (url: string, person: Person = owner) =>
    testApp.app.inject({ url, headers: person.headers, remoteAddress: '203.0.113.5' });
  const documentLog = async (id: string, person: Person = owner) =>
    (await get(`/api/documents/${id}/activity`, person)).json<ActivityPage>();
  const accountLog = async (person: Person = owner, query = '') =>
    (await get(`/api/account/activity${query}`, person)).json<ActivityPage>();
  const kindsOf = (page: ActivityPage) => page.entries.map((entry) => entry.kind);
  // Entries made in the same millisecond may list either way round: compare what is there.
  const sortedKindsOf = (page: ActivityPage) => kindsOf(page).sort();

  async function upload(person: Person, name: string, text: string): Promise<string> {
    const response = await injectUpload(
      testApp.app,
      person.headers,
      name,
      new TextEncoder().encode(text),
    );
    expect(response.statusCode).toBeLessThan(300);
    await testApp.waitForReadings();
    return response.json<{ id: string }>().id;
  }

  it('records an upload (not a duplicate), one view per 10 minutes and a download, not a read for the viewer', async () => {
    const text = `A lease between a landlord and a tenant, ${randomUUID()}.`;
    const id = await upload(owner, 'lease.txt', text);
    await upload(owner, 'lease again.txt', text);
    expect((await get(`/api/documents/${id}`)).statusCode).toBe(200);
    expect((await get(`/api/documents/${id}`)).statusCode).toBe(200);
    // The viewer's and the cache's reads of the file are part of opening it.
    expect((await get(`/api/documents/${id}/file`)).statusCode).toBe(200);
    const download = await get(`/api/documents/${id}/file?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const log = await documentLog(id);
    expect(sortedKindsOf(log)).toEqual(['downloaded', 'uploaded', 'viewed']);
    expect(log.entries.find((entry) => entry.kind === 'downloaded')).toMatchObject({
      documentId: id,
      documentName: 'lease.txt',
      shareId: null,
      detail: {},
      addressHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // A one-way hash: the address itself is nowhere in the answer.
    expect(JSON.stringify(log)).not.toContain('203.0.113.5');
  });

  it('answers 404 for another person’s document, as every document route does, and lists none of it', async () => {
    const id = await upload(owner, 'private.txt', `Private terms ${randomUUID()}.`);
    for (const query of ['', '?format=csv']) {
      const response = await get(`/api/documents/${id}/activity${query}`, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await get(`/api/documents/${randomUUID()}/activity`)).statusCode).toBe(404);
    const theirs = await accountLog(stranger);
    expect(theirs.entries.some((entry) => entry.documentId === id)).toBe(false);
  });

  it('records a report with its format, a change of reader, a comparison and a question (never its words)', async () => {
    const id = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    const other = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    await analyseStoredDocument(testApp.app, testApp.db, owner, id);
    await analyseStoredDocument(testApp.app, testApp.db, owner, other);
    const { analysis } = (await get(`/api/documents/${id}`)).json<{
      analysis: { readers: { role: string }[]; perspective: { role: string } | null };
    }>();
    expect((await get(`/api/documents/${id}/report?format=md`)).statusCode).toBe(200);
    const reader = analysis.readers.find(
      (candidate) => candidate.role !== analysis.perspective?.role,
    );
    if (reader) {
      const switched = await testApp.app.inject({
        method: 'POST',
        url: `/api/documents/${id}/perspective`,
        headers: owner.headers,
        payload: { role: reader.role },
      });
      expect(switched.statusCode).toBe(200);
    }
    expect((await get(`/api/documents/${id}/compare?with=${other}`)).statusCode).toBe(200);
    expect((await get(`/api/documents/${id}/compare?with=${other}`)).statusCode).toBe(200);
    const question = `Who pays the invoices of ${randomUUID()}?`;
    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/chat`,
      headers: owner.headers,
      payload: { question },
    });
    expect(asked.statusCode).toBe(200);

    const log = await documentLog(id);
    // Two comparisons of the same versions in a row are one entry, as two views are.
    expect(sortedKindsOf(log)).toEqual(
      ['asked', 'compared', 'report_made', 'viewed', ...(reader ? ['reader_switched'] : [])].sort(),
    );
    const byKind = Object.fromEntries(log.entries.map((entry) => [entry.kind, entry.detail]));
    expect(byKind.report_made).toEqual({ format: 'md' });
    expect(byKind.compared).toEqual({ with: other });
    if (reader) expect(byKind.reader_switched).toEqual({ reader: reader.role });
    expect(byKind.asked).toEqual({});
    const csv = (await get(`/api/documents/${id}/activity?format=csv`)).body;
    expect(csv).not.toContain(question.slice(0, 20));
  });

  it('records a deletion, and the entries outlive the document as "Deleted document"', async () => {
    const id = await upload(owner, 'short-lived.txt', `Short-lived terms ${randomUUID()}.`);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const log = await accountLog(owner);
    const entries = log.entries.filter((entry) => entry.documentId === id);
    expect(entries.map((entry) => [entry.kind, entry.documentName]).sort()).toEqual([
      ['deleted', 'Deleted document'],
      ['uploaded', 'Deleted document'],
    ]);
  });

  it('records sign-ins, a new device, a password change, newest first and paged', async () => {
    const person = await signUp();
    await signIn(person.email);
    await signIn(person.email);
    person.headers = await signIn(person.email, 'Mozilla/5.0 (iPhone) Safari/18', '192.0.2.44');
    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { apikey: anonKey, ...person.headers },
      payload: { password: 'Another-horse-7 staple', current_password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);

    const log = await accountLog(person);
    // A sign-up confirmed at once signs in too: four sign-ins, one from a new device.
    expect(sortedKindsOf(log)).toEqual([
      'new_device',
      'password_changed',
      'signed_in',
      'signed_in',
      'signed_in',
      'signed_in',
    ]);
    expect(log.entries[0]?.kind).toBe('password_changed');
    const times = log.entries.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Page by page, the same entries in the same order, each once.
    const first = await accountLog(person, '?limit=2');
    expect(first.nextBefore).toEqual(expect.any(String));
    const second = await accountLog(person, `?limit=2&before=${first.nextBefore ?? ''}`);
    const last = await accountLog(person, `?limit=2&before=${second.nextBefore ?? ''}`);
    expect(last.nextBefore).toBeNull();
    expect([...first.entries, ...second.entries, ...last.entries]).toEqual(log.entries);
  });

  it('answers a malformed query with the catalogue’s VALIDATION_ERROR', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?format=xml', '?before=not-a-cursor']) {
      const response = await get(`/api/account/activity${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('gives the log as a CSV file, formula-safe', async () => {
    const id = await upload(owner, '=HYPERLINK(1).txt', `Odd name ${randomUUID()}.`);
    const response = await get(`/api/documents/${id}/activity?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"time","event","document","share","address hash","details"');
    expect(lines[1]).toContain(`"Uploaded","'=HYPERLINK(1).txt"`);
    const account = await get('/api/account/activity?format=csv');
    expect(account.headers['content-disposition']).toMatch(/legal-explainer-activity-/);
    expect(account.body).toContain('"Downloaded the original file"');
  });

  it('lets an admin read everyone’s log and nobody else', async () => {
    const refused = await get('/api/admin/activity', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

    const admin = await signUp();
    await setUserRole(testApp.db, admin.email, 'admin');
    admin.headers = await signIn(admin.email);
    const everyone = (await get('/api/admin/activity?limit=200', admin)).json<AdminActivityPage>();
    expect(new Set(everyone.entries.map((entry) => entry.userId))).toContain(owner.id);
    const ownerOnly = (
      await get(`/api/admin/activity?user=${encodeURIComponent(owner.email)}`, admin)
    ).json<AdminActivityPage>();
    expect(ownerOnly.entries.length).toBeGreaterThan(0);
    expect(ownerOnly.entries.every((entry) => entry.userEmail === owner.email)).toBe(true);
    const csv = await get(`/api/admin/activity?user=${owner.id}&format=csv`, admin);
    expect(csv.body).toMatch(/^"account","time",/);
  });

  it('deletes the account’s entries with the account', async () => {
    const person = await signUp();
    await upload(person, 'mine.txt', `My own terms ${randomUUID()}.`);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: person.headers,
      payload: { confirm: person.email },
    });
    expect(deleted.statusCode).toBe(204);
    const left = await testApp.db
      .selectFrom('activity_events')
      .select('id')
      .where('user_id', '=', person.id)
      .execute();
    expect(left).toEqual([]);
  });
});
