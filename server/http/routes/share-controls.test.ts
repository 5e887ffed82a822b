import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateShareResponse,
  ShareActivity,
  ShareList,
  SharedDocument,
  UnlockShareResponse,
} from '../../../common/api/shares.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { analyseStoredDocument } from '../../../tests/support/analyse-stored-document.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  createTestDatabase,
  getTestDatabaseKinds,
  type TestDatabase,
} from '../../../tests/support/test-database.test-support.ts';
import { hashAddress } from '../../activity/record-activity.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { openLocalDiskStore } from '../../storage/local-disk-store.ts';
import { MAX_PASSCODE_ATTEMPTS, PASSCODE_LOCK_MS } from '../../shares/unlock-share.ts';
import { SHARE_ACCESS_LIFETIME_MS } from '../../shares/share-access-token.ts';

const CONTRACT_BYTES = new Uint8Array(
  readFileSync(
    fileURLToPath(
      new URL('../../../tests/fixtures/contracts/consulting-agreement.txt', import.meta.url),
    ),
  ),
);
const TOKEN_URL = /^(?:https?:\/\/[^/]+)?\/s\/([A-Za-z0-9_-]{43})$/;
const PASSCODE = 'amber-falcon-42';
const PARTS = ['', '/pages', '/file'] as const;

// Issue 35, point 5: a passcode per link, view only, and each link's access log.
describe.each(getTestDatabaseKinds())('share link controls on %s', { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let storeDirectory: string;
  let blobStore: BlobStore;
  let app: FastifyInstance;
  let testApp: TestApp;
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  // Each test comes from its own address, so the per-address limit of the public routes (60 a
  // minute) counts only its own requests.
  let addressCount = 0;
  let address = '';

  /** An instance of the app on the test's database, store and clock. */
  async function startApp(): Promise<FastifyInstance> {
    return (await createTestApp({ database, blobStore, now })).app;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    testApp = await createTestApp({ database, blobStore, now });
    app = testApp.app;
  });
  afterAll(async () => {
    await app.close();
    await blobStore.close();
    await database.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });
  beforeEach(() => {
    addressCount += 1;
    address = `198.51.100.${addressCount}`;
  });

  async function analysedDocument(user?: TestUser) {
    const owner = user ?? (await signUpTestUser(testApp));
    const documentId = await addStoredDocument(database.db, owner.id, 'consulting-agreement');
    await blobStore.put(`documents/${owner.id}/${documentId}`, CONTRACT_BYTES, 'text/plain');
    await analyseStoredDocument(app, database.db, owner, documentId);
    return { user: owner, documentId };
  }

  const createShare = (user: TestUser, documentId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/shares`,
      headers: user.headers,
      payload: body,
    });

  async function share(user: TestUser, documentId: string, body: Record<string, unknown>) {
    const response = await createShare(user, documentId, { expiresInDays: 7, ...body });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreateShareResponse>();
    return { ...created, token: TOKEN_URL.exec(created.url)?.[1] ?? '' };
  }

  const open = (
    token: string,
    part = '',
    headers: Record<string, string> = {},
    instance: FastifyInstance = app,
  ) =>
    instance.inject({ url: `/api/public/shares/${token}${part}`, headers, remoteAddress: address });

  const unlock = (token: string, passcode: string, instance: FastifyInstance = app) =>
    instance.inject({
      method: 'POST',
      url: `/api/public/shares/${token}/unlock`,
      payload: { passcode },
      remoteAddress: address,
    });

  async function accessToken(token: string, passcode = PASSCODE): Promise<string> {
    const response = await unlock(token, passcode);
    expect(response.statusCode).toBe(200);
    return response.json<UnlockShareResponse>().accessToken;
  }

  const activity = (user: TestUser, documentId: string, shareId: string) =>
    app.inject({
      url: `/api/documents/${documentId}/shares/${shareId}/activity`,
      headers: user.headers,
    });

  async function storedShare(shareId: string) {
    return database.db
      .selectFrom('shares')
      .selectAll()
      .where('id', '=', shareId)
      .executeTakeFirstOrThrow();
  }

  it('keeps only a salted scrypt hash of the passcode and shows the owner which links have one', async () => {
    const { user, documentId } = await analysedDocument();
    const response = await createShare(user, documentId, {
      expiresInDays: 7,
      passcode: PASSCODE,
      isViewOnly: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(PASSCODE);
    const created = response.json<CreateShareResponse>();
    expect(created).toMatchObject({ hasPasscode: true, isViewOnly: true });
    const plain = await share(user, documentId, {});
    expect(plain).toMatchObject({ hasPasscode: false, isViewOnly: false });

    const row = await storedShare(created.id);
    expect(row.passcode_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(PASSCODE);
    // The same passcode on another link hashes apart: a salt of its own.
    const twin = await share(user, documentId, { passcode: PASSCODE });
    expect((await storedShare(twin.id)).passcode_hash).not.toBe(row.passcode_hash);

    const listed = await app.inject({
      url: `/api/documents/${documentId}/shares`,
      headers: user.headers,
    });
    expect(listed.body).not.toContain('scrypt');
    const byId = new Map(listed.json<ShareList>().shares.map((item) => [item.id, item]));
    expect(byId.get(created.id)).toMatchObject({ hasPasscode: true, isViewOnly: true });
    expect(byId.get(plain.id)).toMatchObject({ hasPasscode: false, isViewOnly: false });
  });

  it('refuses a passcode shorter than 6 or longer than 64 characters, saying so', async () => {
    const { user, documentId } = await analysedDocument();
    for (const [passcode, message] of [
      ['12345', /at least 6 characters/],
      ['x'.repeat(65), /at most 64 characters/],
      [123456, /passcode/],
    ] as const) {
      const response = await createShare(user, documentId, { expiresInDays: 7, passcode });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(response.json<{ error: string }>().error).toMatch(message);
    }
    const notBoolean = await createShare(user, documentId, { expiresInDays: 7, isViewOnly: 'yes' });
    expect(notBoolean.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await share(user, documentId, { passcode: '123456' })).toMatchObject({
      hasPasscode: true,
    });
  });

  it('opens a link with a passcode only after the right passcode, on every public route', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId, { passcode: PASSCODE });
    for (const part of PARTS) {
      const refused = await open(created.token, part);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'This link asks for a passcode.',
        code: 'FORBIDDEN',
      });
    }
    expect((await storedShare(created.id)).view_count).toBe(0);

    const unlocked = await unlock(created.token, PASSCODE);
    expect(unlocked.statusCode).toBe(200);
    const { accessToken: token, expiresAt } = unlocked.json<UnlockShareResponse>();
    expect(token).not.toContain(PASSCODE);
    expect(Date.parse(expiresAt) - now().getTime()).toBeGreaterThan(
      SHARE_ACCESS_LIFETIME_MS - 60_000,
    );
    const headers = { 'x-share-access': token };
    const view = await open(created.token, '', headers);
    expect(view.statusCode).toBe(200);
    expect(view.json<SharedDocument>()).toMatchObject({ isViewOnly: false });
    expect((await open(created.token, '/pages', headers)).statusCode).toBe(200);
    const file = await open(created.token, '/file', headers);
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(CONTRACT_BYTES);
    expect((await storedShare(created.id)).view_count).toBe(1);

    // A link without a passcode opens as before, and has nothing to unlock.
    const plain = await share(user, documentId, {});
    expect((await open(plain.token)).statusCode).toBe(200);
    const nothingToUnlock = await unlock(plain.token, PASSCODE);
    expect(nothingToUnlock.statusCode).toBe(400);
    expect(nothingToUnlock.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    // A link that is gone is gone, passcode or not.
    await app.inject({ method: 'DELETE', url: `/api/shares/${created.id}`, headers: user.headers });
    expect((await unlock(created.token, PASSCODE)).statusCode).toBe(404);
    expect((await open(created.token, '', headers)).statusCode).toBe(404);
  });

  it('counts wrong passcodes, says how many tries are left, and locks the link for 15 minutes', async () => {
    expect([MAX_PASSCODE_ATTEMPTS, PASSCODE_LOCK_MS]).toEqual([5, 15 * 60_000]);
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId, { passcode: PASSCODE });
    for (let attempt = 1; attempt < MAX_PASSCODE_ATTEMPTS; attempt++) {
      const wrong = await unlock(created.token, `wrong-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const left = MAX_PASSCODE_ATTEMPTS - attempt;
      expect(wrong.json<{ error: string }>().error).toContain(
        `${left} ${left === 1 ? 'try' : 'tries'} left`,
      );
    }
    const locking = await unlock(created.token, 'wrong-5');
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(locking.json<{ error: string }>().error).toMatch(/locked until \d{4}-\d\d-\d\dT/);
    expect(Number(locking.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locking.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Locked: even the right passcode waits, and is not checked.
    expect((await unlock(created.token, PASSCODE)).statusCode).toBe(423);
    expect((await storedShare(created.id)).passcode_locked_until).not.toBeNull();

    clockOffsetMs += PASSCODE_LOCK_MS;
    // The lock over, the count starts again.
    const again = await unlock(created.token, 'wrong-6');
    expect(again.json<{ error: string }>().error).toContain('4 tries left');
    expect((await unlock(created.token, PASSCODE)).statusCode).toBe(200);
    expect(await storedShare(created.id)).toMatchObject({
      failed_passcode_attempts: 0,
      passcode_locked_until: null,
    });

    const failures = await database.db
      .selectFrom('activity_events')
      .selectAll()
      .where('share_id', '=', created.id)
      .where('kind', '=', 'share_passcode_failed')
      .execute();
    expect(failures).toHaveLength(MAX_PASSCODE_ATTEMPTS + 1);
    for (const entry of failures) {
      expect(entry).toMatchObject({ user_id: user.id, document_id: documentId });
      expect(entry.address_hash).toBe(hashAddress(address));
      expect(entry.detail_json).not.toContain('wrong-');
    }
  });

  it('holds the limit across servers and parallel guesses, which each use up a try', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId, { passcode: PASSCODE });
    const other = await startApp();
    try {
      expect((await unlock(created.token, 'wrong-1', other)).statusCode).toBe(400);
      expect((await unlock(created.token, 'wrong-2', app)).statusCode).toBe(400);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          unlock(created.token, `parallel-${index}`, index % 2 === 0 ? app : other),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // Tries 3 and 4 are told they were wrong, the fifth locks, the rest find it locked.
      expect(statuses).toEqual([400, 400, 423, 423, 423, 423, 423, 423]);
      expect((await unlock(created.token, PASSCODE, other)).statusCode).toBe(423);
    } finally {
      await other.close();
    }
  });

  it('refuses an access token of another link, an altered one and an expired one', async () => {
    const { user, documentId } = await analysedDocument();
    const first = await share(user, documentId, { passcode: PASSCODE });
    const second = await share(user, documentId, { passcode: PASSCODE });
    const token = await accessToken(first.token);
    for (const part of PARTS) {
      expect((await open(second.token, part, { 'x-share-access': token })).statusCode).toBe(403);
    }
    const [expiry = '', signature = ''] = token.split('.');
    const later = String(Number(expiry) + 24 * 60 * 60 * 1000);
    for (const forged of [
      `${later}.${signature}`,
      `${expiry}.${signature.slice(1)}A`,
      expiry,
      '',
    ]) {
      expect((await open(first.token, '', { 'x-share-access': forged })).statusCode).toBe(403);
    }
    expect((await open(first.token, '', { 'x-share-access': token })).statusCode).toBe(200);

    clockOffsetMs += SHARE_ACCESS_LIFETIME_MS;
    for (const part of PARTS) {
      const expired = await open(first.token, part, { 'x-share-access': token });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses a view-only link’s file as a download, serving only a PDF to its viewer, inline', async () => {
    const { user, documentId } = await analysedDocument();
    const viewOnly = await share(user, documentId, { isViewOnly: true });
    const view = await open(viewOnly.token);
    expect(view.json<SharedDocument>()).toMatchObject({ isViewOnly: true });
    expect((await open(viewOnly.token, '/pages')).statusCode).toBe(200);
    // A text document is shown from its pages: its file goes to nobody.
    const purposes: Record<string, string>[] = [
      {},
      { 'x-share-purpose': 'view' },
      { 'x-share-purpose': 'download' },
    ];
    for (const headers of purposes) {
      const refused = await open(viewOnly.token, '/file', headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'This link is view only: its original file cannot be downloaded.',
        code: 'FORBIDDEN',
      });
    }

    // A PDF is drawn from its bytes: its viewer gets them, inline; a download does not.
    await database.db
      .updateTable('documents')
      .set({ file_type: 'pdf', content_type: 'application/pdf' })
      .where('id', '=', documentId)
      .execute();
    expect((await open(viewOnly.token, '/file')).statusCode).toBe(403);
    const drawn = await open(viewOnly.token, '/file', { 'x-share-purpose': 'view' });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-disposition']).toMatch(/^inline; /);
    const ranged = await open(viewOnly.token, '/file', {
      'x-share-purpose': 'view',
      range: 'bytes=0-9',
    });
    expect(ranged.statusCode).toBe(206);

    // A link that is not view only still offers its file to download.
    const downloadable = await share(user, documentId, {});
    const download = await open(downloadable.token, '/file');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('gives each link an access log its owner alone can read, with address hashes only', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId, { passcode: PASSCODE, isViewOnly: true });
    const other = await share(user, documentId, {});
    expect((await unlock(created.token, 'not-it')).statusCode).toBe(400);
    const token = await accessToken(created.token);
    expect((await open(created.token, '', { 'x-share-access': token })).statusCode).toBe(200);
    expect((await open(other.token)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/shares/${created.id}`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(204);
    // Revoking again changes nothing, in the link or its log.
    await app.inject({ method: 'DELETE', url: `/api/shares/${created.id}`, headers: user.headers });

    const response = await activity(user, documentId, created.id);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json<ShareActivity>();
    // Newest first; entries of the same millisecond may come in either order.
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const byKind = new Map(entries.map((entry) => [entry.kind, entry]));
    expect(entries.map((entry) => entry.kind).sort()).toEqual([
      'share_opened',
      'share_passcode_failed',
      'share_revoked',
      'shared',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ shareId: created.id, documentId });
      expect(entry.addressHash).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(byKind.get('share_opened')?.addressHash).toBe(hashAddress(address));
    expect(byKind.get('shared')?.detail).toEqual({
      expiresInDays: '7',
      passcode: 'yes',
      viewOnly: 'yes',
    });
    expect(response.body).not.toContain(address);
    expect(response.body).not.toContain(PASSCODE);
    expect(response.body).not.toContain('not-it');

    // Another user, another document of the owner's and no sign-in all find nothing.
    const stranger = await signUpTestUser(testApp);
    const unknown = await activity(user, documentId, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const refused of [
      await activity(stranger, documentId, created.id),
      await activity(user, (await analysedDocument(user)).documentId, created.id),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
    const signedOut = await app.inject({
      url: `/api/documents/${documentId}/shares/${created.id}/activity`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
