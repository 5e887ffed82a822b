import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeLlmServer,
  type FakeLlmServer,
} from '../../tests/support/fake-llm-server.test-support.ts';
import { findFreePort } from '../../tests/support/free-port.test-support.ts';
import { startServerProcess } from '../../tests/support/server-process.test-support.ts';

// Short, so the job of the killed server is taken over in seconds rather than half a minute.
const LEASE_SECONDS = 3;

const EMPTY_FINDINGS = {
  documentType: 'Consulting Agreement',
  keyPoints: ['The consultant reports monthly.'],
  parties: [],
  keyDates: [],
  keyTerms: [],
  redFlags: [],
  obligations: [],
};

describe('a server killed while it analyses a document', () => {
  const children: ChildProcess[] = [];
  const directories: string[] = [];
  let llm: FakeLlmServer | undefined;
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const directory of directories.splice(0)) {
      rmSync(directory, { recursive: true, force: true });
    }
    await llm?.close();
  });

  it('finishes the job after a restart, charging the one credit once', async () => {
    // The model never answers the killed server's request; after the restart it does.
    let isAnswering = false;
    let asked: () => void = () => undefined;
    const hasBeenAsked = new Promise<void>((resolve) => (asked = resolve));
    llm = await startFakeLlmServer(() => {
      asked();
      return isAnswering ? { json: EMPTY_FINDINGS } : new Promise(() => undefined);
    });
    const settings = {
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'fake-model',
      LLM_BASE_URL: llm.baseUrl,
      ANALYSIS_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-killed-job-'));
    directories.push(dataDirectory);
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServerProcess(port, dataDirectory, settings);
    children.push(first);

    const { anonKey } = (await (await fetch(`${base}/api/config`)).json()) as { anonKey: string };
    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'killed-job@example.com', password: 'Correct-Horse-9!' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const authorization = { authorization: `Bearer ${token}` };
    const credits = async () =>
      (
        (await (await fetch(`${base}/api/getUserPlan`, { headers: authorization })).json()) as {
          credits: number;
        }
      ).credits;
    expect(
      (await fetch(`${base}/api/credits/trial`, { method: 'POST', headers: authorization })).status,
    ).toBe(200);

    const contract = readFileSync(
      new URL('../../tests/fixtures/contracts/consulting-agreement.txt', import.meta.url),
    );
    const form = new FormData();
    form.append('file', new Blob([contract], { type: 'text/plain' }), 'consulting.txt');
    const upload = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    const { id } = (await upload.json()) as { id: string };
    const analyze = await fetch(`${base}/api/documents/${id}/analyze`, {
      method: 'POST',
      headers: { ...authorization, 'idempotency-key': 'killed-job-key-1' },
    });
    expect(analyze.status).toBe(202);

    // Killed while the model is thinking: the job is running, held by a worker about to vanish.
    await hasBeenAsked;
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    isAnswering = true;

    const second = await startServerProcess(port, dataDirectory, settings);
    children.push(second);
    let job = { status: 'running' };
    for (let attempt = 0; attempt < 120 && job.status !== 'succeeded'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const answer = await fetch(`${base}/api/documents/${id}/analysis-job`, {
        headers: authorization,
      });
      job = ((await answer.json()) as { job: { status: string } }).job;
    }
    expect(job.status).toBe('succeeded');
    const document = (await (
      await fetch(`${base}/api/documents/${id}`, { headers: authorization })
    ).json()) as { analysis: { engine: { model: string | null } } };
    expect(document.analysis.engine.model).toBe('openai-compatible:fake-model');
    // Trial of 3, one analysis: charged once, not refunded, not charged again by the takeover.
    expect(await credits()).toBe(2);
  }, 120_000);
});
