import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedUpload,
  type SharedUpload,
} from '../../tests/support/share-link.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';

// A text file whose name, shown right to left after U+202E, reads "Signed lease tab.pdf" but
// ends in ".bat": what a link's holder saw and downloaded.
const DISGUISED_NAME = 'Signed lease \u202efdp.bat';
const LEASE_TEXT = new TextEncoder().encode(
  'RESIDENTIAL LEASE AGREEMENT\n\nThe Tenant shall pay a monthly rent of $1,200 on the first ' +
    'day of each month. The Landlord may terminate this lease on 30 days written notice. ' +
    'This lease is governed by the laws of the State of New York.\n',
);

describe('the names downloads are served under', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let shared: SharedUpload;
  beforeAll(async () => {
    testApp = await createTestApp();
    shared = await createSharedUpload(testApp, DISGUISED_NAME, LEASE_TEXT);
  });
  afterAll(() => testApp.close());

  const downloads = () => [
    {
      who: 'the owner',
      request: {
        url: `/api/documents/${shared.documentId}/file`,
        headers: shared.user.headers,
      },
    },
    { who: 'a link holder', request: { url: `/api/public/shares/${shared.token}/file` } },
  ];

  it('carry the extension of the type found in the file, never the uploaded one', async () => {
    for (const { who, request } of downloads()) {
      const response = await testApp.app.inject(request);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type'], who).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options'], who).toBe('nosniff');
      expect(response.headers['content-disposition'], who).toBe(
        `attachment; filename="Signed lease fdp.txt"; filename*=UTF-8''Signed%20lease%20fdp.txt`,
      );
    }
  });

  it('leave out hidden characters of a name stored before uploads were cleaned', async () => {
    await testApp.db
      .updateTable('documents')
      .set({ file_name: DISGUISED_NAME })
      .where('id', '=', shared.documentId)
      .execute();
    for (const { who, request } of downloads()) {
      const response = await testApp.app.inject(request);
      expect(response.headers['content-disposition'], who).toBe(
        `attachment; filename="Signed lease fdp.txt"; filename*=UTF-8''Signed%20lease%20fdp.txt`,
      );
    }
  });

  it('name the report after the document without its disguise', async () => {
    const response = await testApp.app.inject({
      url: `/api/documents/${shared.documentId}/report?format=md&include=summary`,
      headers: shared.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Signed lease fdp - analysis.md"; ` +
        `filename*=UTF-8''Signed%20lease%20fdp%20-%20analysis.md`,
    );
  });
});
