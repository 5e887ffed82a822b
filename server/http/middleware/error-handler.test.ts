import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCode } from '../../../common/errors/catalogue.ts';
import { signUpTestUser, type TestUser } from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';

// Requests the router itself refuses, before any route or hook of ours runs, still answer with
// a catalogue body: never Fastify's own { error, code: 'FST_...', message, statusCode }.
describe.each(getTestDatabaseKinds())('errors the router raises on %s', (kind) => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    user = await signUpTestUser(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a path that is not valid percent-encoded UTF-8 with 400 VALIDATION_ERROR', async () => {
    for (const url of ['/api/documents/%ff%fe', '/api/documents/%ff%fe/pages']) {
      const response = await testApp.app.inject({ url, headers: user.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: describeCode('VALIDATION_ERROR').message,
        code: 'VALIDATION_ERROR',
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers an id longer than any id with 404 NOT_FOUND, like any unknown id', async () => {
    const id = 'a'.repeat(101);
    for (const url of [`/api/documents/${id}`, `/api/documents/${id}/file`]) {
      const response = await testApp.app.inject({ url, headers: user.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: describeCode('NOT_FOUND').message,
        code: 'NOT_FOUND',
      });
    }
    // An id of exactly the router's limit is looked up as usual.
    const atLimit = await testApp.app.inject({
      url: `/api/documents/${'a'.repeat(100)}`,
      headers: user.headers,
    });
    expect(atLimit.statusCode).toBe(404);
    expect(atLimit.json().code).toBe('NOT_FOUND');
  });
});
