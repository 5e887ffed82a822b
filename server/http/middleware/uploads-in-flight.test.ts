import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../tests/support/make-documents.test-support.ts';
import { injectUpload } from '../../../tests/support/multipart.test-support.ts';
import { signUpTestUser } from '../../../tests/support/sign-up.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { MAX_UPLOADS_IN_FLIGHT } from './uploads-in-flight.ts';

// The first PDF starts the inspection thread (a second or more), so the others arrive while
// it is still under way.
describe('the uploads one person may be sending at once', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('takes in three at a time and refuses the rest with when to try again', async () => {
    const user = await signUpTestUser(testApp);
    const files = await Promise.all(
      Array.from({ length: 8 }, (_, index) => makePdf([[`Services agreement number ${index}.`]])),
    );
    const answers = await Promise.all(
      files.map((bytes, index) => injectUpload(testApp.app, user.headers, `${index}.pdf`, bytes)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(
      MAX_UPLOADS_IN_FLIGHT,
    );
    expect(refused).toHaveLength(8 - MAX_UPLOADS_IN_FLIGHT);
    expect(refused[0]?.json()).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(refused[0]?.headers['retry-after']).toBe('5');

    // Once they are in, the next one is taken.
    const next = await injectUpload(
      testApp.app,
      user.headers,
      'next.pdf',
      await makePdf([['One more agreement.']]),
    );
    expect(next.statusCode).toBe(201);
  });
});
