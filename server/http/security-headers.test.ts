import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  createPageContentSecurityPolicy,
  getPageConnectOrigins,
} from './security-headers.ts';
import { hashInlineElements } from './web-app-routes.ts';

const BOOT_STYLE = '.app-boot{display:flex}body{margin:0}';
const INDEX_HTML = `<!doctype html><html><head><style>${BOOT_STYLE}</style><title>app</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy as a map of directive to its sources. */
function parsePolicy(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy and the other security headers', () => {
  let testApp: TestApp;
  let webDirectory: string;
  beforeAll(async () => {
    webDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-csp-'));
    mkdirSync(path.join(webDirectory, 'assets'));
    writeFileSync(path.join(webDirectory, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDirectory, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    writeFileSync(path.join(webDirectory, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDirectory, 'assets', 'pdf.worker.min-abc.mjs'), 'self.x = 1');
    testApp = await createTestApp({ webDirectory });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDirectory, { recursive: true, force: true });
  });

  it('sends the page a strict policy: own origin only, no framing, plugins, <base> or foreign forms', async () => {
    for (const url of ['/', '/pricing', '/s/some-token', '/analysis/abc']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      const policy = parsePolicy(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'none'"]);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      // The boot screen's inline <style> by its hash, never 'unsafe-inline'.
      expect(policy.get('style-src'), url).toEqual(["'self'", sha256(BOOT_STYLE)]);
      expect(policy.get('connect-src'), url).toEqual(["'self'", 'blob:']);
      expect(policy.get('worker-src'), url).toEqual(["'self'"]);
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe(
        url.startsWith('/s/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('gives the pre-compressed index.html the same policy as the plain one', async () => {
    const plain = await testApp.app.inject({ url: '/' });
    const compressed = await testApp.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(
      plain.headers['content-security-policy'],
    );
  });

  it("runs the app's scripts and the pdf.js worker under the page policy", async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/pdf.worker.min-abc.mjs']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(
        createPageContentSecurityPolicy(),
      );
    }
  });

  it('sends the API, auth and health responses a policy allowing nothing', async () => {
    for (const url of ['/api/config', '/api/nothing-here', '/auth/v1/settings', '/healthz']) {
      const response = await testApp.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const policy = parsePolicy(API_CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('follows a rebuild: a changed inline style gets its new hash at once', async () => {
    const changedStyle = 'body{margin:1px}';
    writeFileSync(
      path.join(webDirectory, 'index.html'),
      INDEX_HTML.replace(BOOT_STYLE, changedStyle).replace('<title>', '<title>v2 '),
    );
    const response = await testApp.app.inject({ url: '/pricing' });
    expect(response.body).toContain('v2 app');
    const policy = parsePolicy(response.headers['content-security-policy']);
    expect(policy.get('style-src')).toEqual(["'self'", sha256(changedStyle)]);
  });
});

describe('the pieces of the policy', () => {
  it('hashes inline elements as the browser parses them, skipping external scripts', () => {
    const html =
      '<style>a{}\r\nb{}</style><script src="/x.js"></script><script type="module">go()</script>';
    expect(hashInlineElements(html)).toEqual({
      styleHashes: [sha256('a{}\nb{}')],
      scriptHashes: [sha256('go()')],
    });
  });

  it('lets the page call an external sign-in service and error collector, nothing else', () => {
    expect(
      getPageConnectOrigins({
        AUTH_URL: 'https://auth.example.com/some/path',
        ERROR_REPORT_URL: 'https://errors.example.com/report',
      }),
    ).toEqual(['https://auth.example.com', 'https://errors.example.com']);
    expect(
      getPageConnectOrigins({ AUTH_URL: undefined, ERROR_REPORT_URL: '/api/client-errors' }),
    ).toEqual([]);
    expect(getPageConnectOrigins({ AUTH_URL: undefined, ERROR_REPORT_URL: 'off' })).toEqual([]);
    const policy = parsePolicy(
      createPageContentSecurityPolicy({ connectOrigins: ['https://auth.example.com'] }),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'blob:', 'https://auth.example.com']);
  });
});
