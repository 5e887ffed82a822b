import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import { findFreePort } from '../../tests/support/free-port.test-support.ts';
import { startServerProcess } from '../../tests/support/server-process.test-support.ts';

const LINES = [
  'SUPPLY AGREEMENT',
  'The Supplier shall deliver the goods within 30 days of each order.',
  'The Buyer shall pay every invoice within 45 days of receipt.',
];

/** Reads the progress stream until a report matches, then lets go of it. */
async function waitForProgress(
  url: string,
  token: string,
  matches: (message: string) => boolean,
): Promise<void> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('No progress stream');
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended before the expected report:\n${text}`);
    text += decoder.decode(value, { stream: true });
    const messages = [...text.matchAll(/"message":"([^"]*)"/g)].map((match) => match[1] ?? '');
    if (messages.some(matches)) {
      await reader.cancel();
      return;
    }
  }
}

describe('a server killed while it reads a document', () => {
  const children: ChildProcess[] = [];
  const directories: string[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const directory of directories.splice(0)) {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('reads the document again after a restart: nothing the user uploaded is lost', async () => {
    const dataDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-killed-'));
    directories.push(dataDirectory);
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServerProcess(port, dataDirectory);
    children.push(first);

    const { anonKey } = (await (await fetch(`${base}/api/config`)).json()) as { anonKey: string };
    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'killed@example.com', password: 'Correct-Horse-9!' }),
    });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const scanned = await makeScannedPdf([LINES, LINES, LINES, LINES]);
    const form = new FormData();
    form.append('file', new Blob([scanned.bytes], { type: 'application/pdf' }), 'supply.pdf');
    const upload = await fetch(`${base}/api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };

    // Killed in the middle of recognising the scanned pages: no shutdown, no clean-up.
    await waitForProgress(`${base}/api/documents/${id}/progress`, token, (message) =>
      message.startsWith('Recognising text'),
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    const second = await startServerProcess(port, dataDirectory);
    children.push(second);
    await waitForProgress(
      `${base}/api/documents/${id}/progress`,
      token,
      (message) => message === 'Ready',
    );
    const pages = (await (
      await fetch(`${base}/api/documents/${id}/pages`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { pages: { text: string }[] };
    expect(pages.pages).toHaveLength(4);
    expect(pages.pages.every((page) => /pay every invoice/.test(page.text))).toBe(true);
  }, 150_000);
});
