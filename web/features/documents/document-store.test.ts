import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyProcessingProgress,
  forgetDocument,
  getShownStatus,
  resetDocumentStore,
  selectDocument,
  setUploadProgress,
  useDocumentStore,
} from './document-store.ts';
import { makeDocument, makeProgress } from './sample-documents.test-support.ts';

const state = () => useDocumentStore.getState();

describe('document store', () => {
  beforeEach(() => resetDocumentStore());

  it('starts with no selection, no upload and no reading under way', () => {
    expect(state()).toEqual({
      selectedDocumentId: null,
      uploading: false,
      uploadProgress: 0,
      processingProgress: {},
    });
  });

  it('clears the selection when the selected document is forgotten, and only then', () => {
    selectDocument('a');
    forgetDocument('b');
    expect(state().selectedDocumentId).toBe('a');
    forgetDocument('a');
    expect(state().selectedDocumentId).toBeNull();
  });

  it('tracks processing progress and drops it once the document is ready', () => {
    applyProcessingProgress(makeProgress({ documentId: 'b' }));
    expect(state().processingProgress.b?.message).toBe('Reading page 3 of 12');
    applyProcessingProgress(
      makeProgress({ documentId: 'b', isProcessing: false, status: 'ready', progress: 100 }),
    );
    expect(state().processingProgress.b).toBeUndefined();
  });

  it('keeps a failed reading so the list can say why, until the document is forgotten', () => {
    const failed = makeProgress({
      documentId: 'b',
      isProcessing: false,
      status: 'failed',
      processingError: { code: 'INVALID_DOCUMENT', message: 'This PDF is password-protected.' },
    });
    applyProcessingProgress(failed);
    const document = makeDocument({ id: 'b', status: 'processing' });
    expect(getShownStatus(document, state().processingProgress.b)).toBe('failed');
    forgetDocument('b');
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
