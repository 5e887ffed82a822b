import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocx, makePdf } from '../../../tests/support/make-documents.test-support.ts';
import { createMultipart } from '../../../tests/support/multipart.test-support.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.test-support.ts';
import { getTestDatabaseKinds } from '../../../tests/support/test-database.test-support.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { openLocalDiskStore } from '../../storage/local-disk-store.ts';

interface SignedInUser {
  id: string;
  headers: { authorization: string };
}

/** Every stored file under the store's root, leaving out temporary files. */
function listStoredFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

// Documents are read by worker threads, which take seconds to start on two busy cores.
describe.each(getTestDatabaseKinds())('the documents API on %s', { timeout: 60_000 }, (kind) => {
  let testApp: TestApp;
  let blobStore: BlobStore;
  let storeDirectory: string;
  let anonKey: string;
  let pdf: Uint8Array;
  let docx: Uint8Array;

  beforeAll(async () => {
    storeDirectory = mkdtempSync(path.join(tmpdir(), 'legal-explainer-blobs-'));
    blobStore = await openLocalDiskStore({ directory: storeDirectory });
    testApp = await createTestApp({ kind, blobStore });
    ({ anonKey } = (await testApp.app.inject({ url: '/api/config' })).json<{ anonKey: string }>());
    pdf = await makePdf([
      ['SERVICES AGREEMENT', 'The Supplier shall deliver the services.'],
      ['Either party may terminate this agreement on 30 days notice.'],
    ]);
    docx = await makeDocx('Lease', ['The tenant shall pay rent monthly.']);
  });
  afterAll(async () => {
    await testApp.close();
    await blobStore.close();
    rmSync(storeDirectory, { recursive: true, force: true });
  });

  async function signUp(): Promise<SignedInUser> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey: anonKey },
      payload: { email: `user-${randomUUID()}@example.com`, password: 'Correct-Horse-9!' },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ access_token: string; user: { id: string } }>();
    return { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
  }

  async function upload(user: SignedInUser, fileName: string, bytes: Uint8Array) {
    const body = createMultipart(fileName, bytes);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  async function listDocuments(user: SignedInUser, query = '') {
    const response = await testApp.app.inject({
      url: `/api/documents${query}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{
      documents: { id: string; fileName: string }[];
      nextCursor: string | null;
    }>();
  }

  it('stores PDF, DOCX and TXT uploads, judged by content, and lists them', async () => {
    const user = await signUp();
    const pdfResponse = await upload(user, 'contract.pdf', pdf);
    expect(pdfResponse.statusCode).toBe(201);
    expect(pdfResponse.json()).toMatchObject({
      fileName: 'contract.pdf',
      fileSize: pdf.length,
      fileType: 'pdf',
      status: 'processing',
      pageCount: 2,
      duplicate: false,
      analysis: { documentType: { type: 'Unknown' } },
    });
    const docxResponse = await upload(user, 'lease.docx', docx);
    expect(docxResponse.statusCode).toBe(201);
    expect(docxResponse.json()).toMatchObject({ fileType: 'docx', pageCount: 1 });
    // A text file is text whatever its name says.
    const text = Buffer.from('NON-DISCLOSURE AGREEMENT\n\nThe recipient shall keep it secret.');
    const textResponse = await upload(user, 'notes.pdf', text);
    expect(textResponse.statusCode).toBe(201);
    // A text file's pages are known as soon as it arrives.
    expect(textResponse.json()).toMatchObject({
      fileType: 'txt',
      fileName: 'notes.pdf',
      pageCount: 1,
    });

    const list = await listDocuments(user);
    expect(list.documents.map((document) => document.id).sort()).toEqual(
      [pdfResponse, docxResponse, textResponse].map((response) => response.json().id).sort(),
    );
    expect(list.nextCursor).toBeNull();

    const one = await testApp.app.inject({
      url: `/api/documents/${pdfResponse.json().id}`,
      headers: user.headers,
    });
    expect(one.statusCode).toBe(200);
    // The same document, which may have been read meanwhile.
    const { duplicate: _duplicate, status: _status, ...document } = pdfResponse.json();
    expect(one.json()).toMatchObject(document);

    // Read in the background: ready once done, and a DOCX then knows its page count.
    await testApp.waitForReadings();
    for (const response of [pdfResponse, docxResponse, textResponse]) {
      const stored = await testApp.app.inject({
        url: `/api/documents/${response.json().id}`,
        headers: user.headers,
      });
      expect(stored.json()).toMatchObject({ status: 'ready', pageCount: expect.any(Number) });
    }
  });

  it('answers the first document again, with duplicate: true, for the same bytes', async () => {
    const user = await signUp();
    const first = await upload(user, 'contract.pdf', pdf);
    const second = await upload(user, 'copy of contract.pdf', pdf);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id: first.json().id,
      fileName: 'contract.pdf',
      duplicate: true,
    });
    expect((await listDocuments(user)).documents).toHaveLength(1);
    // Another user uploading the same file gets their own copy.
    const other = await upload(await signUp(), 'contract.pdf', pdf);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
  });

  it('pages the list newest first with an opaque cursor', async () => {
    const user = await signUp();
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await upload(user, `note-${index}.txt`, Buffer.from(`Clause ${index}.`));
      ids.push(response.json().id);
    }
    const first = await listDocuments(user, '?limit=2');
    expect(first.documents).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listDocuments(user, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second.documents).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const listed = [...first.documents, ...second.documents].map((document) => document.id);
    expect([...listed].sort()).toEqual([...ids].sort());

    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=not-a-cursor']) {
      const response = await testApp.app.inject({
        url: `/api/documents${query}`,
        headers: user.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses files that are not PDF, DOCX or text, and stores nothing', async () => {
    const user = await signUp();
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const executable = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
      Buffer.alloc(64),
    ]);
    // A Windows program renamed to look like a contract.
    const windowsProgram = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
    const filesBefore = listStoredFiles(storeDirectory).length;
    for (const [name, bytes] of [
      ['image.png', png],
      ['contract.pdf', executable],
      ['contract.pdf', windowsProgram],
    ] as const) {
      const response = await upload(user, name, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    }
    expect((await listDocuments(user)).documents).toEqual([]);
    expect(listStoredFiles(storeDirectory)).toHaveLength(filesBefore);
  });

  it('refuses a corrupt PDF and an empty file as invalid documents', async () => {
    const user = await signUp();
    const corrupt = await upload(user, 'broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj <<'));
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().code).toBe('INVALID_DOCUMENT');
    const empty = await upload(user, 'empty.txt', new Uint8Array(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().code).toBe('INVALID_DOCUMENT');
    expect((await listDocuments(user)).documents).toEqual([]);
  });

  it('refuses a file over the upload limit with 413 FILE_TOO_LARGE', async () => {
    const user = await signUp();
    const response = await upload(user, 'huge.txt', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect((await listDocuments(user)).documents).toEqual([]);
  });

  it('refuses at upload a text file that would read to more than 500 pages, and stores nothing', async () => {
    const user = await signUp();
    // 2.4 MB of numbered clauses: under the 10 MB upload limit and the character limit, but
    // over 800 pages of about 3,000 characters once read.
    const clause =
      'The Supplier shall deliver the Goods to the Customer at the agreed place, on time and in full.';
    let text = 'MASTER SUPPLY AGREEMENT';
    for (let number = 1; text.length < 2_400_000; number++) text += `\n\n${number}. ${clause}`;
    const filesBefore = listStoredFiles(storeDirectory).length;
    const response = await upload(user, 'long-contract.txt', Buffer.from(text));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      error: expect.stringMatching(
        /^This document has 8\d\d pages; at most 500 can be analyzed\.$/,
      ) as string,
    });
    expect((await listDocuments(user)).documents).toEqual([]);
    expect(listStoredFiles(storeDirectory)).toHaveLength(filesBefore);
  });

  it('refuses a request without a file field or not sent as multipart', async () => {
    const user = await signUp();
    const wrongField = createMultipart('contract.pdf', pdf, 'attachment');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { ...user.headers, 'content-type': wrongField.contentType },
      payload: wrongField.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: user.headers,
      payload: { file: 'contract' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('VALIDATION_ERROR');
  });

  it('requires a signed-in user', async () => {
    const body = createMultipart('contract.pdf', pdf);
    const requests = [
      { method: 'POST' as const, url: '/api/documents', payload: body.payload },
      { method: 'GET' as const, url: '/api/documents' },
      { method: 'GET' as const, url: `/api/documents/${randomUUID()}` },
      { method: 'GET' as const, url: `/api/documents/${randomUUID()}/progress` },
      { method: 'DELETE' as const, url: `/api/documents/${randomUUID()}` },
    ];
    for (const request of requests) {
      const response = await testApp.app.inject({
        ...request,
        headers: { 'content-type': body.contentType },
      });
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it("answers 404 for another user's document, never its data", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = (await upload(owner, 'contract.pdf', pdf)).json().id;
    await testApp.waitForReadings();
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/file'],
      ['GET', '/pages'],
      ['GET', '/progress'],
      ['DELETE', ''],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url: `/api/documents/${id}${suffix}`,
        headers: stranger.headers,
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Document not found.', code: 'NOT_FOUND' });
    }
    expect((await listDocuments(stranger)).documents).toEqual([]);
    // The stranger's delete removed nothing.
    const stillThere = await testApp.app.inject({
      url: `/api/documents/${id}`,
      headers: owner.headers,
    });
    expect(stillThere.statusCode).toBe(200);
  });

  it('serves the original file byte for byte with its type and a safe name', async () => {
    const user = await signUp();
    const id = (await upload(user, "Contract; v2 ü's (final).pdf", pdf)).json().id;
    const response = await testApp.app.inject({
      url: `/api/documents/${id}/file`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(response.rawPayload, Buffer.from(pdf))).toBe(0);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toBe(
      `attachment; filename="Contract_ v2 _'s (final).pdf"; filename*=UTF-8''Contract%3B%20v2%20%C3%BC%27s%20%28final%29.pdf`,
    );

    const docxId = (await upload(user, 'lease.docx', docx)).json().id;
    const docxFile = await testApp.app.inject({
      url: `/api/documents/${docxId}/file`,
      headers: user.headers,
    });
    expect(docxFile.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.compare(docxFile.rawPayload, Buffer.from(docx))).toBe(0);
  });

  it('gives the pages with their text, offsets and PDF layout', async () => {
    const user = await signUp();
    const id = (await upload(user, 'contract.pdf', pdf)).json().id;
    await testApp.waitForReadings();
    const response = await testApp.app.inject({
      url: `/api/documents/${id}/pages`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      documentId: string;
      pageCount: number;
      pages: {
        number: number;
        start: number;
        end: number;
        text: string;
        layout?: { width: number; height: number; runs: unknown[] };
      }[];
    }>();
    expect(body.documentId).toBe(id);
    expect(body.pageCount).toBe(2);
    expect(body.pages.map((page) => page.number)).toEqual([1, 2]);
    expect(body.pages[0]?.text).toContain('The Supplier shall deliver the services.');
    expect(body.pages[1]?.text).toContain('terminate this agreement');
    expect(body.pages[1]?.start).toBeGreaterThan(body.pages[0]?.end ?? Infinity);
    expect(body.pages[0]?.layout).toMatchObject({ width: 612, height: 792 });
    expect(body.pages[0]?.layout?.runs.length).toBeGreaterThan(0);
  });

  it('deletes the row and then the file', async () => {
    const user = await signUp();
    const id = (await upload(user, 'contract.pdf', pdf)).json().id;
    const storageKey = `documents/${user.id}/${id}`;
    expect(await blobStore.exists(storageKey)).toBe(true);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/documents/${id}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(await blobStore.exists(storageKey)).toBe(false);
    const gone = await testApp.app.inject({ url: `/api/documents/${id}`, headers: user.headers });
    expect(gone.statusCode).toBe(404);
    expect((await listDocuments(user)).documents).toEqual([]);
    // The same file can be uploaded again as a new document.
    const again = await upload(user, 'contract.pdf', pdf);
    expect(again.statusCode).toBe(201);
  });
});
