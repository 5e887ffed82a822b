import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app.test-support.ts';

const validReport = {
  id: 'err_123',
  timestamp: '2026-11-22T10:00:00.000Z',
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: ...',
  context: 'render',
  userAgent: 'test',
  url: 'http://localhost:3000/pricing',
  userId: null,
};

describe('the API without a web build', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('says it is alive and ready', async () => {
    const health = await testApp.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: true });
  });

  it('gives the web app its public settings', async () => {
    const response = await testApp.app.inject({ url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      productName: 'Legal Explainer',
      errorReportUrl: '/api/client-errors',
      maxUploadBytes: 10 * 1024 * 1024,
    });
  });

  it('accepts a well-formed client error report', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: validReport,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true, id: 'err_123' });
  });

  it('rejects malformed requests with VALIDATION_ERROR and a clear message', async () => {
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      error: 'Invalid request. The body is not valid JSON.',
      code: 'VALIDATION_ERROR',
    });

    const missingField = await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...validReport, message: undefined },
    });
    expect(missingField.statusCode).toBe(400);
    expect(missingField.json().code).toBe('VALIDATION_ERROR');
    expect(missingField.json().error).toMatch(/^Invalid request\. message: /);
  });

  it('refuses an oversized report as a malformed request', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...validReport, stack: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Invalid request. The body is too large.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers unknown API paths with a JSON 404, never a page', async () => {
    const response = await testApp.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('sets protective headers on every response', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('serving the built web app', () => {
  let testApp: TestApp;
  let webDirectory: string;
  beforeAll(async () => {
    webDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-web-'));
    mkdirSync(path.join(webDirectory, 'assets'));
    writeFileSync(path.join(webDirectory, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(webDirectory, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDirectory, 'favicon.svg'), '<svg/>');
    testApp = await createTestApp({ webDirectory });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDirectory, { recursive: true, force: true });
  });

  it('keeps hashed assets for a year and revalidates everything else', async () => {
    const asset = await testApp.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await testApp.app.inject({ url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>app</title>');
    const icon = await testApp.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers app routes, including unknown ones, with index.html for the router to handle', async () => {
    for (const url of ['/pricing', '/analysis/abc', '/no/such/page?x=1']) {
      const response = await testApp.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps a missing asset a 404 so the browser never runs HTML as a script', async () => {
    const response = await testApp.app.inject({ url: '/assets/gone-999.js' });
    expect(response.statusCode).toBe(404);
    const api = await testApp.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
