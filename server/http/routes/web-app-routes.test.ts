import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { hashInlineElements, LANDING_PAGE_FILE } from './web-app-routes.ts';

const SHELL = '<!doctype html><title>app</title><div id="root"></div>';
const LANDING =
  '<!doctype html><style>h1{color:red}</style><div id="root" data-prerendered><h1>Know what you are signing.</h1></div>';

describe('serving the prerendered landing page', () => {
  let webDirectory: string;
  let testApp: TestApp | undefined;
  beforeEach(() => {
    webDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-landing-'));
    writeFileSync(path.join(webDirectory, 'index.html'), SHELL);
  });
  afterEach(async () => {
    await testApp?.close();
    rmSync(webDirectory, { recursive: true, force: true });
  });

  it('serves it at / only, with the policy for its own inline elements', async () => {
    writeFileSync(path.join(webDirectory, LANDING_PAGE_FILE), LANDING);
    testApp = await createTestApp({ webDirectory });

    const home = await testApp.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(LANDING);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    const [styleHash] = hashInlineElements(LANDING).styleHashes;
    expect(home.headers['content-security-policy']).toContain(styleHash);

    const pricing = await testApp.app.inject({ url: '/pricing', headers: { accept: 'text/html' } });
    expect(pricing.body).toBe(SHELL);
  });

  it('sends its brotli copy to a browser that accepts it', async () => {
    writeFileSync(path.join(webDirectory, LANDING_PAGE_FILE), LANDING);
    writeFileSync(path.join(webDirectory, `${LANDING_PAGE_FILE}.br`), brotliCompressSync(LANDING));
    testApp = await createTestApp({ webDirectory });

    const home = await testApp.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.rawPayload).toEqual(brotliCompressSync(LANDING));
  });

  it('serves index.html at / when the build has no landing page, and picks one up once built', async () => {
    testApp = await createTestApp({ webDirectory });
    expect((await testApp.app.inject({ url: '/' })).body).toBe(SHELL);

    writeFileSync(path.join(webDirectory, LANDING_PAGE_FILE), LANDING);
    expect((await testApp.app.inject({ url: '/' })).body).toBe(LANDING);
  });
});
