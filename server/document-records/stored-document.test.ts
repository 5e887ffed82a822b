import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, type TestUser } from '../../tests/support/sign-up.test-support.ts';
import { addStoredDocument } from '../../tests/support/stored-document.test-support.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.test-support.ts';
import { getStoredDocument } from './stored-document.ts';

describe('reading a stored document', () => {
  let testApp: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ runsJobs: false });
    owner = await signUpTestUser(testApp);
  });
  afterAll(() => testApp.close());

  it('gives the text and pages the reader stored, as the engine reads them', async () => {
    const documentId = await addStoredDocument(testApp.db, owner.id, 'consulting-agreement');
    const { document, pageCount, ocrPages } = await getStoredDocument(
      testApp.db,
      testApp.app.vault,
      owner.id,
      documentId,
    );
    expect(document.fileType).toBe('txt');
    expect(document.isPaginationDerived).toBe(true);
    expect(document.pages.length).toBe(pageCount);
    expect(document.pages[0]).toMatchObject({ number: 1, start: 0 });
    expect(document.text.length).toBeGreaterThan(0);
    expect(ocrPages).toEqual([]);
  });

  it("answers NOT_FOUND for another user's document and DOCUMENT_PROCESSING while it is read", async () => {
    const stranger = await signUpTestUser(testApp);
    const read = await addStoredDocument(testApp.db, owner.id, 'loan-note');
    await expect(
      getStoredDocument(testApp.db, testApp.app.vault, stranger.id, read),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const reading = await addStoredDocument(testApp.db, owner.id, 'loan-note', 'processing');
    await expect(
      getStoredDocument(testApp.db, testApp.app.vault, owner.id, reading),
    ).rejects.toMatchObject({
      code: 'DOCUMENT_PROCESSING',
    });
  });

  it.each([
    ['not JSON', '[{"number": 1'],
    ['not pages', '[{"number": "one", "start": 0, "end": 4}]'],
  ])('answers DATA_CORRUPTION for stored pages that are %s', async (_kind, pagesJson) => {
    const documentId = await addStoredDocument(testApp.db, owner.id, 'loan-note');
    await testApp.db
      .updateTable('documents')
      .set({ pages_json: pagesJson })
      .where('id', '=', documentId)
      .execute();
    await expect(
      getStoredDocument(testApp.db, testApp.app.vault, owner.id, documentId),
    ).rejects.toMatchObject({
      code: 'DATA_CORRUPTION',
      message: 'The pages of a document could not be read.',
    });
  });
});
