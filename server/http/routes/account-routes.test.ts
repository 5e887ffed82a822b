import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { AppError } from '../../../common/errors/app-error.ts';
import { loadContractFixture } from '../../../tests/support/contract-fixtures.test-support.ts';
import { injectUpload } from '../../../tests/support/multipart.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import { runAnalysis } from '../../analysis/run-analysis.ts';
import type { AppDependencies } from '../../app.ts';
import type { AnalysisJobRow } from '../../analysis/analysis-queries.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { openLocalDiskStore } from '../../storage/local-disk-store.ts';
import { DELETE_ACCOUNT_NOT_CONFIRMED_MESSAGE } from './account-routes.ts';
import { analyseWithBuiltInEngine } from '../../engine/analyser.ts';

const PASSWORD = 'Correct-Horse-9!';
// The built-in engine alone, as a server without a language model runs it.

interface SignedUpUser {
  id: string;
  email: string;
  headers: { authorization: string };
  refreshToken: string;
}

function readContract(name: string): Uint8Array {
  const file = fileURLToPath(
    new URL(`../../../tests/fixtures/contracts/${name}.txt`, import.meta.url),
  );
  return new Uint8Array(readFileSync(file));
}

/** Every stored file under the store's root, leaving out temporary files. */
function listStoredFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A promise with its resolve and reject at hand, to hold an analysis mid-run. */
function createGate<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

// Documents are read by worker threads, which take seconds to start on two busy cores.
describe.each(getTestDatabaseKinds())('DELETE /api/account on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let storeDirectory: string;
  let diskStore: BlobStore;
  let anonKey: string;
  // The analysis engine, replaced by a test that holds a job mid-run.
  let analyse: NonNullable<AppDependencies['analyse']>;
  // A blob store whose deletes fail while this is set.
  let isFailingDeletes = false;

  beforeAll(async () => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    diskStore = await openLocalDiskStore({ directory: storeDirectory });
    const blobStore: BlobStore = {
      put: (key, bytes, contentType) => diskStore.put(key, bytes, contentType),
      find: (key) => diskStore.find(key),
      findRange: (key, span) => diskStore.findRange(key, span),
      exists: (key) => diskStore.exists(key),
      delete: async (key) => {
        if (isFailingDeletes) throw new Error('The store is unavailable');
        await diskStore.delete(key);
      },
      close: async () => {},
    };
    testApp = await createTestApp({
      kind,
      blobStore,
      analyse: (job, reportStep) => analyse(job, reportStep),
    });
    ({ anonKey } = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>());
  });
  beforeEach(() => {
    analyse = (job, reportStep) =>
      runAnalysis(testApp.db, testApp.app.vault, job, analyseWithBuiltInEngine, reportStep);
    isFailingDeletes = false;
  });
  afterAll(async () => {
    await testApp.close();
    await diskStore.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });

  async function signUp(email = `user-${randomUUID()}@example.com`): Promise<SignedUpUser> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey: anonKey },
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<{
      access_token: string;
      refresh_token: string;
      user: { id: string };
    }>();
    return {
      id: session.user.id,
      email,
      headers: { authorization: `Bearer ${session.access_token}` },
      refreshToken: session.refresh_token,
    };
  }

  function signIn(email: string, password = PASSWORD) {
    return testApp.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { apikey: anonKey },
      payload: { email, password },
    });
  }

  async function upload(user: SignedUpUser, fileName: string, bytes: Uint8Array) {
    const response = await injectUpload(testApp.app, user.headers, fileName, bytes);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  async function startTrial(user: SignedUpUser) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/credits/trial',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ credits: number }>().credits;
  }

  async function requestAnalysis(user: SignedUpUser, documentId: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/analyze`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(202);
  }

  function deleteAccount(headers: Record<string, string>, payload?: unknown) {
    return testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  }

  /** How many rows of the user each table holds. */
  async function countRows(userId: string, sessionIds: readonly string[] = []) {
    const { db } = testApp;
    const count = async (query: { execute: () => Promise<unknown[]> }) =>
      (await query.execute()).length;
    return {
      documents: await count(db.selectFrom('documents').select('id').where('user_id', '=', userId)),
      analyses: await count(
        db.selectFrom('analyses').select('document_id').where('user_id', '=', userId),
      ),
      analysis_jobs: await count(
        db.selectFrom('analysis_jobs').select('id').where('user_id', '=', userId),
      ),
      credit_ledger: await count(
        db.selectFrom('credit_ledger').select('id').where('user_id', '=', userId),
      ),
      accounts: await count(
        db.selectFrom('accounts').select('user_id').where('user_id', '=', userId),
      ),
      auth_users: await count(db.selectFrom('auth_users').select('id').where('id', '=', userId)),
      auth_sessions: await count(
        db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId),
      ),
      auth_refresh_tokens:
        sessionIds.length === 0
          ? 0
          : await count(
              db
                .selectFrom('auth_refresh_tokens')
                .select('token_hash')
                .where('session_id', 'in', sessionIds),
            ),
      auth_factors: await count(
        db.selectFrom('auth_factors').select('id').where('user_id', '=', userId),
      ),
      auth_one_time_tokens: await count(
        db.selectFrom('auth_one_time_tokens').select('id').where('user_id', '=', userId),
      ),
    };
  }

  async function sessionIdsOf(userId: string) {
    const rows = await testApp.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.id);
  }

  /** An authenticator app and a pending email code, as the auth service stores them. */
  async function addFactorAndOneTimeToken(userId: string) {
    const now = new Date().toISOString();
    const factorId = randomUUID();
    await testApp.db
      .insertInto('auth_factors')
      .values({
        id: factorId,
        user_id: userId,
        friendly_name: 'Authenticator app',
        factor_type: 'totp',
        status: 'verified',
        secret: 'JBSWY3DPEHPK3PXP',
        last_challenged_at: null,
        last_used_step: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await testApp.db
      .insertInto('auth_challenges')
      .values({
        id: randomUUID(),
        factor_id: factorId,
        ip_address: '127.0.0.1',
        created_at: now,
        verified_at: null,
      })
      .execute();
    await testApp.db
      .insertInto('auth_one_time_tokens')
      .values({
        id: randomUUID(),
        user_id: userId,
        kind: 'recovery',
        token_hash: randomUUID(),
        relates_to: 'someone@example.com',
        created_at: now,
      })
      .execute();
    return factorId;
  }

  /** A document already read, stored as a reading leaves it (no file needed to analyse). */
  async function addReadDocument(userId: string) {
    const { document } = loadContractFixture('mutual-nda');
    const id = randomUUID();
    const now = new Date().toISOString();
    await testApp.db
      .insertInto('documents')
      .values({
        id,
        user_id: userId,
        file_name: 'nda.txt',
        file_type: 'txt',
        content_type: 'text/plain; charset=utf-8',
        file_size: document.text.length,
        sha256: randomUUID(),
        storage_key: `documents/${userId}/${id}`,
        page_count: document.pages.length,
        status: 'ready',
        extracted_text: document.text,
        pages_json: JSON.stringify(document.pages),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async function waitForJobStatus(jobDocumentId: string, status: AnalysisJobRow['status']) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const job = await testApp.db
        .selectFrom('analysis_jobs')
        .select('status')
        .where('document_id', '=', jobDocumentId)
        .executeTakeFirst();
      if (job?.status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const job = await testApp.db
      .selectFrom('analysis_jobs')
      .selectAll()
      .where('document_id', '=', jobDocumentId)
      .executeTakeFirst();
    throw new Error(`The job never became ${status}: ${JSON.stringify(job)}`);
  }

  const userFiles = (userId: string) =>
    listStoredFiles(storeDirectory).filter((file) => file.includes(path.join('documents', userId)));

  it('removes every document, file, analysis, credit and the sign-in; others keep theirs', async () => {
    const user = await signUp();
    const other = await signUp();
    const leaseId = await upload(user, 'lease.txt', readContract('residential-lease'));
    await upload(user, 'nda.txt', readContract('mutual-nda'));
    const otherDocumentId = await upload(other, 'loan.txt', readContract('loan-note'));
    await testApp.waitForReadings();
    await startTrial(user);
    const otherCredits = await startTrial(other);
    await requestAnalysis(user, leaseId);
    await testApp.app.analysisRunner.idle();
    await addFactorAndOneTimeToken(user.id);
    const sessionIds = await sessionIdsOf(user.id);

    const before = await countRows(user.id, sessionIds);
    expect(before).toEqual({
      documents: 2,
      analyses: 1,
      analysis_jobs: 1,
      credit_ledger: 2,
      accounts: 1,
      auth_users: 1,
      auth_sessions: 1,
      auth_refresh_tokens: 1,
      auth_factors: 1,
      auth_one_time_tokens: 1,
    });
    expect(userFiles(user.id)).toHaveLength(2);
    const otherBefore = await countRows(other.id);

    // The address as typed may differ in case and surrounding spaces.
    const response = await deleteAccount(user.headers, {
      confirm: ` ${user.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const after = await countRows(user.id, sessionIds);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    const challenges = await testApp.db.selectFrom('auth_challenges').select('id').execute();
    expect(challenges).toEqual([]);
    expect(userFiles(user.id)).toEqual([]);

    // The old token, the refresh token and the password all stop working.
    expect((await testApp.app.inject({ url: '/api/me', headers: user.headers })).statusCode).toBe(
      401,
    );
    expect(
      (await testApp.app.inject({ url: '/api/documents', headers: user.headers })).statusCode,
    ).toBe(401);
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: { apikey: anonKey },
      payload: { refresh_token: user.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    const signInAgain = await signIn(user.email);
    expect(signInAgain.statusCode).toBe(400);
    expect(signInAgain.json<{ access_token?: string }>().access_token).toBeUndefined();

    // The other user is untouched: rows, file and credits.
    expect(await countRows(other.id)).toEqual(otherBefore);
    expect(userFiles(other.id)).toHaveLength(1);
    const otherFile = await testApp.app.inject({
      url: `/api/documents/${otherDocumentId}/file`,
      headers: other.headers,
    });
    expect(otherFile.statusCode).toBe(200);
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: other.headers });
    expect(plan.json<{ credits: number }>().credits).toBe(otherCredits);
  });

  it('gives the free trial once per address: not again to a new account after deletion', async () => {
    const user = await signUp();
    await startTrial(user);
    expect((await deleteAccount(user.headers, { confirm: user.email })).statusCode).toBe(204);

    const again = await signUp(user.email.toUpperCase());
    const plan = await testApp.app.inject({ url: '/api/getUserPlan', headers: again.headers });
    expect(plan.json<{ trialAvailable: boolean; credits: number }>()).toMatchObject({
      trialAvailable: false,
      credits: 0,
    });
    const trial = await testApp.app.inject({
      method: 'POST',
      url: '/api/credits/trial',
      headers: again.headers,
    });
    expect(trial.json<{ code: string }>().code).toBe('TRIAL_ALREADY_USED');
    const after = await testApp.app.inject({ url: '/api/getUserPlan', headers: again.headers });
    expect(after.json<{ credits: number }>().credits).toBe(0);

    // Another address still has its trial, and no address is kept in the clear.
    expect(await startTrial(await signUp())).toBeGreaterThan(0);
    const claims = await testApp.db.selectFrom('trial_claims').selectAll().execute();
    expect(claims.some((claim) => claim.email_hash.includes('@'))).toBe(false);
  });

  it('refuses a confirmation that is not the account email, deleting nothing', async () => {
    const user = await signUp();
    await upload(user, 'nda.txt', readContract('mutual-nda'));
    await testApp.waitForReadings();
    await startTrial(user);
    const before = await countRows(user.id);

    const wrong = await deleteAccount(user.headers, { confirm: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: DELETE_ACCOUNT_NOT_CONFIRMED_MESSAGE,
      code: 'VALIDATION_ERROR',
    });
    const missing = await deleteAccount(user.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    const empty = await deleteAccount(user.headers, { confirm: '' });
    expect(empty.statusCode).toBe(400);

    expect(await countRows(user.id)).toEqual(before);
    expect(userFiles(user.id)).toHaveLength(1);
    expect((await testApp.app.inject({ url: '/api/me', headers: user.headers })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a valid token', async () => {
    const user = await signUp();
    const anonymous = await deleteAccount({}, { confirm: user.email });
    expect(anonymous.statusCode).toBe(401);
    const forged = await deleteAccount(
      { authorization: 'Bearer not-a-token' },
      { confirm: user.email },
    );
    expect(forged.statusCode).toBe(401);
    expect((await countRows(user.id)).auth_users).toBe(1);
  });

  it('stops a reading in progress, which then brings nothing back', async () => {
    const user = await signUp();
    await upload(user, 'lease.txt', readContract('residential-lease'));
    const response = await deleteAccount(user.headers, { confirm: user.email });
    expect(response.statusCode).toBe(204);
    await testApp.waitForReadings();
    expect((await countRows(user.id)).documents).toBe(0);
    expect(userFiles(user.id)).toEqual([]);
  });

  it.each(['succeeds', 'fails'] as const)(
    'leaves nothing behind when an analysis running meanwhile %s',
    async (outcome) => {
      const user = await signUp();
      await startTrial(user);
      const documentId = await addReadDocument(user.id);
      const gate = createGate<Analysis>();
      // Waits on the gate at once: the engine's thread may still be working when it opens.
      analyse = async (job, reportStep) => {
        const [analysis] = await Promise.all([
          runAnalysis(testApp.db, testApp.app.vault, job, analyseWithBuiltInEngine, reportStep),
          gate.promise,
        ]);
        return analysis;
      };
      await requestAnalysis(user, documentId);
      await waitForJobStatus(documentId, 'running');

      const response = await deleteAccount(user.headers, { confirm: user.email });
      expect(response.statusCode).toBe(204);
      if (outcome === 'succeeds') gate.resolve({} as Analysis);
      // A file fault ends the job at once with a refund: the path that writes credits.
      else gate.reject(new AppError('NOT_LEGAL_DOCUMENT', 'Not a legal document.'));
      await testApp.app.analysisRunner.idle();

      // No analysis saved, no refund (which would make a new account row), no job.
      const after = await countRows(user.id);
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
    },
  );

  it('deletes the account even when a file cannot be removed', async () => {
    const user = await signUp();
    await upload(user, 'nda.txt', readContract('mutual-nda'));
    await testApp.waitForReadings();
    isFailingDeletes = true;
    const response = await deleteAccount(user.headers, { confirm: user.email });
    expect(response.statusCode).toBe(204);
    const after = await countRows(user.id);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    // The orphaned file stays behind (logged), never a reason to keep the account.
    expect(userFiles(user.id)).toHaveLength(1);
  });
});
