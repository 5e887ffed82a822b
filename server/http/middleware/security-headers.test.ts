import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { signUpTestUser } from '../../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import {
  API_CONTENT_SECURITY_POLICY,
  createPageContentSecurityPolicy,
  getPageConnectOrigins,
} from './security-headers.ts';
import { hashInlineElements } from '../routes/web-app-routes.ts';

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

  it('sends them with every answer, however it is made', async () => {
    const user = await signUpTestUser(testApp);
    const documentId = await addStoredDocument(testApp.db, user.id, 'consulting-agreement');
    const answers = {
      // Server-sent events take the response over before the onSend hooks would run.
      'an event stream': await testApp.app.inject({
        url: `/api/documents/${documentId}/progress`,
        headers: user.headers,
      }),
      'a body that is not JSON': await testApp.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: '{"id": ',
      }),
      // Refused by the router before any route or hook runs.
      'a malformed path': await testApp.app.inject({ url: '/api/documents/%E0%A4%A' }),
      'an overlong path parameter': await testApp.app.inject({
        url: `/api/public/shares/${'x'.repeat(200)}`,
      }),
      'an unknown path': await testApp.app.inject({ url: '/api/nothing-here' }),
    };
    expect(answers['an event stream'].headers['content-type']).toContain('text/event-stream');
    expect(answers['a body that is not JSON'].statusCode).toBe(400);
    expect(answers['a malformed path'].statusCode).toBe(400);
    expect(answers['an overlong path parameter'].statusCode).toBe(404);
    expect(answers['an unknown path'].statusCode).toBe(404);
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
      expect(response.headers['permissions-policy'], what).toContain('camera=()');
      expect(response.headers['content-security-policy'], what).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('answers a request Node cannot parse with the same headers', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/config HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain(
      `content-security-policy: ${API_CONTENT_SECURITY_POLICY.toLowerCase()}`,
    );
    expect(JSON.parse(body)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps a share page private whatever the case of its path', async () => {
    for (const url of [
      '/s/some-token',
      '/S/some-token',
      '/%73/some-token',
      '/API/public/shares/x',
    ]) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
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
