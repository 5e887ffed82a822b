import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../tests/support/free-port.test-support.ts';

const CLI = path.resolve('bin/legal-explainer.js');

function runCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, getOutput: () => output };
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

describe('legal-explainer start', () => {
  it('refuses to start with a readable list of every wrong setting', async () => {
    const run = runCli(['start'], { PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await run.exited).toBe(1);
    expect(run.getOutput()).toContain('Invalid configuration:');
    expect(run.getOutput()).toMatch(/- PORT: /);
    expect(run.getOutput()).toMatch(/- LOG_LEVEL: /);
  });

  it('serves the app, writes only under DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-cli-'));
    const port = await findFreePort();
    const run = runCli(['start'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirectory,
      LOG_LEVEL: 'info',
    });
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, 120_000);
      const page = await fetch(`http://127.0.0.1:${port}/pricing`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Initializing Legal Explainer...');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.getOutput()).toContain('SIGTERM received: shutting down');
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('legal-explainer worker and migrate', () => {
  it('brings an embedded database up to date, and refuses a separate worker on it', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-cli-'));
    try {
      const env = { DATA_DIR: dataDirectory, DATABASE_URL: '' };
      const migrate = runCli(['migrate'], env);
      expect(await migrate.exited).toBe(0);
      expect(migrate.getOutput()).toContain('The sqlite database is up to date.');
      const worker = runCli(['worker'], env);
      expect(await worker.exited).toBe(1);
      expect(worker.getOutput()).toContain('DATABASE_URL: a separate worker needs PostgreSQL');
      expect(worker.getOutput()).not.toContain('    at ');
    } finally {
      rmSync(dataDirectory, { recursive: true, force: true });
    }
  }, 60_000);
});
