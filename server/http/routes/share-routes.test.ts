import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateShareResponse,
  ShareList,
  SharedDocument,
  SharedPages,
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
import { insertChatMessages } from '../../chat/chat-message-queries.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { openLocalDiskStore } from '../../storage/local-disk-store.ts';
import { PUBLIC_SHARE_REQUESTS_PER_MINUTE } from './share-routes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTRACT_BYTES = new Uint8Array(
  readFileSync(
    fileURLToPath(
      new URL('../../../tests/fixtures/contracts/consulting-agreement.txt', import.meta.url),
    ),
  ),
);
const TOKEN_URL = /^(?:https?:\/\/[^/]+)?\/s\/([A-Za-z0-9_-]{43})$/;
const SHARE_HEADERS = {
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

// Analysing runs the built-in engine on the stored text; the first run loads its models.
describe.each(getTestDatabaseKinds())('share links on %s', { timeout: 60_000 }, (kind) => {
  let database: TestDatabase;
  let storeDirectory: string;
  let blobStore: BlobStore;
  let app: FastifyInstance;
  let testApp: TestApp;
  // The clock the app judges expiry by: the real time, moved forward by the tests.
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);

  /** An instance of the app on the test's database, store and clock. */
  async function startApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
    return (await createTestApp({ database, blobStore, now, env })).app;
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

  /** A user with the consulting agreement stored, its file kept, and analysed by the engine. */
  async function analysedDocument(user?: TestUser) {
    const owner = user ?? (await signUpTestUser(testApp));
    const documentId = await addStoredDocument(database.db, owner.id, 'consulting-agreement');
    await blobStore.put(`documents/${owner.id}/${documentId}`, CONTRACT_BYTES, 'text/plain');
    await analyseStoredDocument(app, database.db, owner, documentId);
    return { user: owner, documentId };
  }

  const createShare = (user: TestUser, documentId: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/shares`,
      headers: user.headers,
      payload: body as Record<string, unknown>,
    });

  async function share(user: TestUser, documentId: string, body: unknown = { expiresInDays: 7 }) {
    const response = await createShare(user, documentId, body);
    expect(response.statusCode).toBe(201);
    const created = response.json<CreateShareResponse>();
    const token = TOKEN_URL.exec(created.url)?.[1] ?? '';
    return { ...created, token };
  }

  const listShares = (user: TestUser, documentId: string) =>
    app.inject({ url: `/api/documents/${documentId}/shares`, headers: user.headers });
  const revoke = (user: TestUser, shareId: string) =>
    app.inject({ method: 'DELETE', url: `/api/shares/${shareId}`, headers: user.headers });
  const open = (token: string, part = '') =>
    app.inject({ url: `/api/public/shares/${token}${part}` });

  it('creates a link whose URL holds a 256-bit token of which only the SHA-256 is stored', async () => {
    const { user, documentId } = await analysedDocument();
    const before = now().getTime();
    const created = await share(user, documentId, { expiresInDays: 30 });
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    expect(created).toMatchObject({
      include: ['summary', 'red-flags', 'protections', 'obligations', 'key-facts', 'clauses'],
      status: 'active',
      viewCount: 0,
      revokedAt: null,
      lastViewedAt: null,
    });
    const lifetime = Date.parse(created.expiresAt) - Date.parse(created.createdAt);
    expect(lifetime).toBe(30 * DAY_MS);
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before);

    const rows = await database.db.selectFrom('shares').selectAll().execute();
    const row = rows.find((candidate) => candidate.id === created.id);
    expect(row).toMatchObject({ user_id: user.id, document_id: documentId, view_count: 0 });
    expect(row?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    expect(created.id).not.toBe(created.token);
  });

  it('builds the URL on the configured public address, else as a path, never on the Host header', async () => {
    const { user, documentId } = await analysedDocument();
    const byHost = await createShare(user, documentId, { expiresInDays: 7 });
    expect(byHost.json<CreateShareResponse>().url).toMatch(TOKEN_URL);
    const forged = await app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/shares`,
      headers: { ...user.headers, host: 'evil.example' },
      payload: { expiresInDays: 7 },
    });
    expect(forged.json<CreateShareResponse>().url).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);

    const configured = await startApp({ PUBLIC_URL: 'https://legal.example.com/' });
    try {
      const response = await configured.inject({
        method: 'POST',
        url: `/api/documents/${documentId}/shares`,
        headers: user.headers,
        payload: { expiresInDays: 90 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json<CreateShareResponse>().url).toMatch(
        /^https:\/\/legal\.example\.com\/s\/[A-Za-z0-9_-]{43}$/,
      );
    } finally {
      await configured.close();
    }
  });

  it('lists the links newest first with their views, never their tokens', async () => {
    const { user, documentId } = await analysedDocument();
    const first = await share(user, documentId);
    const second = await share(user, documentId, { expiresInDays: 90, include: ['summary'] });
    expect((await open(first.token)).statusCode).toBe(200);
    expect((await open(first.token)).statusCode).toBe(200);
    // Pages and the file are part of one view, not views of their own.
    expect((await open(first.token, '/pages')).statusCode).toBe(200);

    const response = await listShares(user, documentId);
    expect(response.statusCode).toBe(200);
    const { shares } = response.json<ShareList>();
    expect(shares.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(shares[0]).toMatchObject({ include: ['summary'], viewCount: 0, lastViewedAt: null });
    expect(shares[1]).toMatchObject({ viewCount: 2, status: 'active', revokedAt: null });
    expect(Date.parse(shares[1]?.lastViewedAt ?? '')).toBeGreaterThan(0);
    expect(response.body).not.toContain(first.token);
    expect(Object.keys(shares[1] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'hasPasscode',
      'id',
      'include',
      'isViewOnly',
      'lastViewedAt',
      'revokedAt',
      'status',
      'viewCount',
    ]);
  });

  it('revokes a link at once', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    expect((await open(created.token)).statusCode).toBe(200);
    const response = await revoke(user, created.id);
    expect(response.statusCode).toBe(204);
    for (const part of ['', '/pages', '/file']) {
      expect((await open(created.token, part)).statusCode).toBe(404);
    }
    const [listed] = (await listShares(user, documentId)).json<ShareList>().shares;
    expect(listed).toMatchObject({ id: created.id, status: 'revoked' });
    expect(listed?.revokedAt).not.toBeNull();
    // Revoking twice is harmless and keeps the first time.
    expect((await revoke(user, created.id)).statusCode).toBe(204);
    const [again] = (await listShares(user, documentId)).json<ShareList>().shares;
    expect(again?.revokedAt).toBe(listed?.revokedAt);
  });

  it('ends a link when the clock passes its expiry', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId, { expiresInDays: 7 });
    clockOffsetMs += 7 * DAY_MS - 60_000;
    expect((await open(created.token)).statusCode).toBe(200);
    clockOffsetMs += 60_000;
    for (const part of ['', '/pages', '/file']) {
      expect((await open(created.token, part)).statusCode).toBe(404);
    }
    const [listed] = (await listShares(user, documentId)).json<ShareList>().shares;
    expect(listed).toMatchObject({ status: 'expired', revokedAt: null, viewCount: 1 });
  });

  it('answers missing, malformed, revoked and expired tokens with the same 404 as any unknown path', async () => {
    const { user, documentId } = await analysedDocument();
    // Long-lived, so it fails for being revoked, not for the clock moved below.
    const revoked = await share(user, documentId, { expiresInDays: 90 });
    await revoke(user, revoked.id);
    const expired = await share(user, documentId, { expiresInDays: 7 });
    clockOffsetMs += 7 * DAY_MS;
    const missing = Buffer.alloc(32, 7).toString('base64url');
    const unknownPath = await app.inject({ url: '/api/public/no-such-thing' });
    expect(unknownPath.statusCode).toBe(404);

    const answers = await Promise.all(
      [missing, 'not-a-token', revoked.token, expired.token].flatMap((token) =>
        ['', '/pages', '/file'].map((part) => open(token, part)),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(unknownPath.body);
    }
    expect(unknownPath.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it("keeps another user's links and documents out of reach with the document's own 404", async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    const stranger = await signUpTestUser(testApp);
    const missingDocument = await listShares(user, randomUUID());
    expect(missingDocument.statusCode).toBe(404);

    for (const response of [
      await listShares(stranger, documentId),
      await createShare(stranger, documentId, { expiresInDays: 7 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missingDocument.body);
    }
    const strangerRevoke = await revoke(stranger, created.id);
    expect(strangerRevoke.statusCode).toBe(404);
    expect(strangerRevoke.body).toBe((await revoke(user, randomUUID())).body);
    expect((await open(created.token)).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/documents/${documentId}/shares` })).statusCode).toBe(401);
  });

  it('refuses a malformed body and a document not analyzed yet', async () => {
    const { user, documentId } = await analysedDocument();
    for (const body of [
      {},
      { expiresInDays: 8 },
      { expiresInDays: '7' },
      { expiresInDays: 7, include: ['everything'] },
      { expiresInDays: 7, include: 'summary' },
    ]) {
      const response = await createShare(user, documentId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const notJson = await app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/shares`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"expiresInDays":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const unanalysed = await addStoredDocument(database.db, user.id, 'mutual-nda');
    const refused = await createShare(user, unanalysed, { expiresInDays: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(refused.json().error).toMatch(/not been analyzed/);
    expect(
      await database.db
        .selectFrom('shares')
        .where('document_id', '=', unanalysed)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it('shows only the chosen sections and nothing of the owner', async () => {
    const { user, documentId } = await analysedDocument();
    const other = await analysedDocument(user);
    const at = now().toISOString();
    await insertChatMessages(database.db, testApp.app.vault, [
      {
        id: randomUUID(),
        user_id: user.id,
        document_id: documentId,
        role: 'user',
        content: 'What is the monthly fee?',
        citations_json: '[]',
        is_answered: null,
        verdict: null,
        created_at: at,
      },
    ]);
    const summaryOnly = await share(user, documentId, { expiresInDays: 7, include: ['summary'] });
    const response = await open(summaryOnly.token);
    expect(response.statusCode).toBe(200);
    const shared = response.json<SharedDocument>();
    expect(shared).toMatchObject({
      documentName: 'consulting-agreement.txt',
      fileType: 'txt',
      include: ['summary'],
      expiresAt: summaryOnly.expiresAt,
    });
    expect(shared.pageCount).toBeGreaterThan(0);
    expect(Object.keys(shared.analysis).sort()).toEqual([
      'confidenceReasons',
      'coverage',
      'documentType',
      'overallConfidence',
      'perspective',
      'summary',
    ]);
    expect(shared.analysis.documentType.type).not.toBe('Unknown');
    expect(shared.chat).toBeUndefined();

    const email = (
      await database.db
        .selectFrom('auth_users')
        .select('email')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).email;
    for (const secret of [email, user.id, documentId, other.documentId]) {
      expect(response.body).not.toContain(secret);
    }

    const withChat = await share(user, documentId, {
      expiresInDays: 7,
      include: ['chat', 'red-flags', 'key-facts', 'red-flags'],
    });
    expect(withChat.include).toEqual(['red-flags', 'key-facts', 'chat']);
    const chatView = (await open(withChat.token)).json<SharedDocument>();
    expect(chatView.analysis.redFlags?.length).toBeGreaterThan(0);
    expect(chatView.analysis.parties?.length).toBeGreaterThan(0);
    expect(chatView.analysis).not.toHaveProperty('summary');
    expect(chatView.analysis).not.toHaveProperty('clauses');
    expect(chatView.analysis).not.toHaveProperty('obligations');
    expect(chatView.chat?.map((message) => message.content)).toEqual(['What is the monthly fee?']);
  });

  it("serves the document's pages and original file to the viewer", async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    const pages = await open(created.token, '/pages');
    expect(pages.statusCode).toBe(200);
    const owners = await app.inject({
      url: `/api/documents/${documentId}/pages`,
      headers: user.headers,
    });
    expect(pages.json<SharedPages>().pages).toEqual(owners.json<SharedPages>().pages);
    expect(pages.body).not.toContain(documentId);

    const file = await open(created.token, '/file');
    expect(file.statusCode).toBe(200);
    expect(new Uint8Array(file.rawPayload)).toEqual(CONTRACT_BYTES);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="consulting-agreement\.txt"/,
    );
  });

  it('marks every share answer noindex, no-referrer and no-store', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    const responses = [
      await createShare(user, documentId, { expiresInDays: 7 }),
      await createShare(user, documentId, { expiresInDays: 1 }),
      await createShare(user, randomUUID(), { expiresInDays: 7 }),
      await listShares(user, documentId),
      await app.inject({ url: `/api/documents/${documentId}/shares` }),
      await open(created.token),
      await open(created.token, '/pages'),
      await open(created.token, '/file'),
      await open('not-a-token'),
      await revoke(user, created.id),
      await revoke(user, randomUUID()),
      // The web app's page for the link (this app serves no web build: its 404).
      await app.inject({ url: `/s/${created.token}` }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([
      201, 400, 404, 200, 401, 200, 200, 200, 404, 204, 404, 404,
    ]);
    for (const response of responses) expect(response.headers).toMatchObject(SHARE_HEADERS);
  });

  it('limits public requests per address and says when to come back', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    const fromAddress = (remoteAddress: string) =>
      app.inject({ url: `/api/public/shares/${created.token}/pages`, remoteAddress });
    for (let count = 0; count < PUBLIC_SHARE_REQUESTS_PER_MINUTE; count++) {
      expect((await fromAddress('203.0.113.7')).statusCode).toBe(200);
    }
    const limited = await fromAddress('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers).toMatchObject(SHARE_HEADERS);
    expect((await fromAddress('203.0.113.8')).statusCode).toBe(200);
    clockOffsetMs += 60_000;
    expect((await fromAddress('203.0.113.7')).statusCode).toBe(200);
  });

  it('holds the per-address limit across instances sharing the database', async () => {
    const { user, documentId } = await analysedDocument();
    const created = await share(user, documentId);
    const other = await startApp();
    try {
      const fromAddress = (instance: FastifyInstance) =>
        instance.inject({
          url: `/api/public/shares/${created.token}/pages`,
          remoteAddress: '203.0.113.9',
        });
      for (let count = 0; count < PUBLIC_SHARE_REQUESTS_PER_MINUTE; count++) {
        expect((await fromAddress(count % 2 === 0 ? app : other)).statusCode).toBe(200);
      }
      for (const instance of [other, app]) {
        const limited = await fromAddress(instance);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          code: 'RATE_LIMIT_EXCEEDED',
          error: `Too many requests from your address. Try again in ${String(limited.headers['retry-after'])} seconds.`,
        });
      }
    } finally {
      await other.close();
    }
  });

  it('ends the links of a deleted document and of a deleted account', async () => {
    const { user, documentId } = await analysedDocument();
    const kept = await analysedDocument(user);
    const doomed = await share(user, documentId);
    const other = await share(user, kept.documentId);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/documents/${documentId}`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await open(doomed.token)).statusCode).toBe(404);
    expect((await open(other.token)).statusCode).toBe(200);
    const left = await database.db
      .selectFrom('shares')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([{ id: other.id }]);

    const { email } = await database.db
      .selectFrom('auth_users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { confirm: email },
    });
    expect(gone.statusCode).toBe(204);
    expect((await open(other.token)).statusCode).toBe(404);
    expect(
      await database.db.selectFrom('shares').where('user_id', '=', user.id).selectAll().execute(),
    ).toEqual([]);
  });
});
