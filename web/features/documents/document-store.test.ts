import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyDocumentPage,
  applyProcessingProgress,
  getShownStatus,
  removeDocument,
  resetDocumentStore,
  selectDocument,
  setUploadProgress,
  upsertDocument,
  useDocumentStore,
} from './document-store.ts';
import { makeDocument, makeProgress } from './testing/sample-documents.ts';

const state = () => useDocumentStore.getState();

describe('document store', () => {
  beforeEach(() => {
    resetDocumentStore();
    applyDocumentPage(
      {
        documents: [makeDocument({ id: 'a' }), makeDocument({ id: 'b', status: 'processing' })],
        nextCursor: 'c1',
      },
      true,
    );
  });

  it('starts with SPEC section 3 document state and no upload', () => {
    resetDocumentStore();
    expect(state()).toMatchObject({
      documents: [],
      selectedDocument: null,
      extractedText: null,
      loading: false,
      analyzing: false,
      uploading: false,
      uploadProgress: 0,
      processingProgress: {},
    });
  });

  it('clears the selection and its text when the selected document is removed', () => {
    selectDocument('a');
    useDocumentStore.setState({ extractedText: 'The tenant shall...' });
    removeDocument('a');
    expect(state().selectedDocument).toBeNull();
    expect(state().extractedText).toBeNull();
    expect(state().documents.map((document) => document.id)).toEqual(['b']);
  });

  it('keeps the selection when another document is removed', () => {
    selectDocument('a');
    useDocumentStore.setState({ extractedText: 'text of a' });
    removeDocument('b');
    expect(state().selectedDocument?.id).toBe('a');
    expect(state().extractedText).toBe('text of a');
  });

  it('appends later pages without repeating documents, and replaces on a first page', () => {
    applyDocumentPage(
      { documents: [makeDocument({ id: 'b' }), makeDocument({ id: 'c' })], nextCursor: null },
      false,
    );
    expect(state().documents.map((document) => document.id)).toEqual(['a', 'b', 'c']);
    expect(state().nextCursor).toBeNull();
    applyDocumentPage({ documents: [makeDocument({ id: 'z' })], nextCursor: null }, true);
    expect(state().documents.map((document) => document.id)).toEqual(['z']);
  });

  it('puts a new upload first and replaces a known one in place', () => {
    upsertDocument(makeDocument({ id: 'new' }));
    upsertDocument(makeDocument({ id: 'b', fileName: 'renamed.pdf' }));
    expect(state().documents.map((document) => document.fileName)).toEqual([
      'lease.pdf',
      'lease.pdf',
      'renamed.pdf',
    ]);
    expect(state().documents[0]?.id).toBe('new');
  });

  it('tracks processing progress and settles the document as ready at the end', () => {
    applyProcessingProgress(makeProgress({ documentId: 'b' }));
    expect(state().processingProgress.b?.message).toBe('Reading page 3 of 12');
    applyProcessingProgress(
      makeProgress({
        documentId: 'b',
        isProcessing: false,
        status: 'ready',
        totalPages: 14,
        progress: 100,
      }),
    );
    expect(state().processingProgress.b).toBeUndefined();
    expect(state().documents[1]).toMatchObject({ id: 'b', status: 'ready', pageCount: 14 });
  });

  it('keeps a failed reading so the list can say why, until the document is removed', () => {
    const failed = makeProgress({
      documentId: 'b',
      isProcessing: false,
      status: 'failed',
      processingError: { code: 'INVALID_DOCUMENT', message: 'This PDF is password-protected.' },
    });
    applyProcessingProgress(failed);
    const document = state().documents[1];
    if (!document) throw new Error('document b missing');
    expect(getShownStatus(document, state().processingProgress.b)).toBe('failed');
    removeDocument('b');
    expect(state().processingProgress.b).toBeUndefined();
  });

  it('keeps the upload percentage within 0 to 100', () => {
    setUploadProgress(140);
    expect(state().uploadProgress).toBe(100);
    setUploadProgress(-3);
    expect(state().uploadProgress).toBe(0);
    setUploadProgress(42.6);
    expect(state().uploadProgress).toBe(43);
  });
});
