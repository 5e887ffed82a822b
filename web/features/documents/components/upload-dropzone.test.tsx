import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ProcessingProgress,
  UploadDocumentResponse,
} from '../../../../common/api/documents.ts';
import { describeError } from '../../../../common/errors/catalogue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { resetDocumentStore } from '../document-store.ts';
import { uploadDocumentRequest } from '../documents-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { makeDocument, makeProgress } from '../sample-documents.test-support.ts';
import { watchProcessing, type WatchProcessingOptions } from '../watch-processing.ts';
import { UploadDropzone } from './upload-dropzone.tsx';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';

vi.mock('../documents-api.ts', () => ({ uploadDocumentRequest: vi.fn() }));
vi.mock('../watch-processing.ts', () => ({ watchProcessing: vi.fn() }));

const uploadMock = vi.mocked(uploadDocumentRequest);
const watchMock = vi.mocked(watchProcessing);

/** Lets the test play the server: report progress, answer, or fail the pending upload. */
function controlUpload() {
  const control = {
    onProgress: (_fraction: number) => {},
    signal: undefined as AbortSignal | undefined,
    resolve: (_answer: UploadDocumentResponse) => {},
    reject: (_error: unknown) => {},
  };
  uploadMock.mockImplementation(
    (_file, options = {}) =>
      new Promise((resolve, reject) => {
        control.onProgress = options.onProgress ?? (() => {});
        control.signal = options.signal;
        control.resolve = resolve;
        control.reject = reject;
        options.signal?.addEventListener('abort', () => {
          const error = new Error('The upload was cancelled.');
          error.name = 'AbortError';
          reject(error);
        });
      }),
  );
  return control;
}

/** Lets the test play the progress stream of the document being read. */
function controlProcessing() {
  const control = {
    options: {} as WatchProcessingOptions,
    finish: (_final: ProcessingProgress) => {},
  };
  watchMock.mockImplementation(
    (_id, options = {}) =>
      new Promise((resolve) => {
        control.options = options;
        control.finish = (final) => {
          options.onProgress?.(final);
          resolve(final);
        };
      }),
  );
  return control;
}

function renderDropzone(props: Parameters<typeof UploadDropzone>[0] = {}) {
  const onOpenDocument = vi.fn();
  const onError = vi.fn();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route
          path="/dashboard"
          element={<UploadDropzone onOpenDocument={onOpenDocument} onError={onError} {...props} />}
        />
        <Route path="/analysis/:documentId" element={<p>Analysis page</p>} />
      </Routes>
    </MemoryRouter>,
    withQueryClient(),
  );
  return { onOpenDocument, onError };
}

const pdf = (name = 'lease.pdf') =>
  new File(['%PDF-1.7 a lease'], name, { type: 'application/pdf' });

async function chooseFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByTestId('upload-file-input'), file);
}

describe('<UploadDropzone />', () => {
  beforeEach(() => {
    resetDocumentStore();
    uploadMock.mockReset();
    watchMock.mockReset();
  });

  it('offers a labelled file chooser for PDF, DOCX and plain text (Markdown too)', () => {
    renderDropzone();
    const input = screen.getByLabelText('Choose a document to upload');
    expect(input.getAttribute('accept')).toBe('.pdf,.docx,.txt,.text,.md,.markdown');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Upload a document' })).toBeTruthy();
  });

  it('shows upload progress, then the processing steps, then opens the ready document', async () => {
    const upload = controlUpload();
    const processing = controlProcessing();
    const { onOpenDocument } = renderDropzone();

    await chooseFile(pdf());
    act(() => upload.onProgress(0.4));
    const bar = screen.getByTestId('upload-progress');
    expect(bar.getAttribute('role')).toBe('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Uploading lease.pdf.');

    const document = makeDocument({ id: 'new-1', status: 'processing' });
    await act(async () => upload.resolve({ ...document, duplicate: false }));
    expect(watchMock).toHaveBeenCalledWith('new-1', expect.anything());

    act(() => processing.options.onProgress?.(makeProgress({ documentId: 'new-1' })));
    expect(screen.getByTestId('processing-message').textContent).toBe('Reading page 3 of 12');
    expect(screen.getByTestId('processing-progress').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('status').textContent).toBe('Reading page 3 of 12');
    expect(onOpenDocument).not.toHaveBeenCalled();

    await act(async () =>
      processing.finish(
        makeProgress({ documentId: 'new-1', isProcessing: false, status: 'ready', progress: 100 }),
      ),
    );
    expect(onOpenDocument).toHaveBeenCalledWith(expect.objectContaining({ id: 'new-1' }));
  });

  it('goes to /analysis/{id} when no callback is given', async () => {
    const upload = controlUpload();
    renderDropzone({ onOpenDocument: undefined });
    await chooseFile(pdf());
    await act(async () => upload.resolve({ ...makeDocument({ id: 'r-1' }), duplicate: false }));
    expect(screen.getByText('Analysis page')).toBeTruthy();
  });

  it('cancels an upload under way and says so', async () => {
    const upload = controlUpload();
    const { onError } = renderDropzone();
    await chooseFile(pdf());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' })));
    expect(upload.signal?.aborted).toBe(true);
    expect(screen.queryByTestId('upload-progress')).toBeNull();
    expect(screen.getAllByText('Upload cancelled.').length).toBeGreaterThan(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('offers the earlier copy of a file uploaded before, without processing it again', async () => {
    const upload = controlUpload();
    const { onOpenDocument } = renderDropzone();
    await chooseFile(pdf());
    const existing = makeDocument({ id: 'old-1', createdAt: '2025-02-11T09:30:00.000Z' });
    await act(async () => upload.resolve({ ...existing, duplicate: true }));

    const notice = screen.getByTestId('duplicate-notice');
    expect(
      within(notice).getByText(
        `You uploaded this file before, on ${formatDate(existing.createdAt)}.`,
      ),
    ).toBeTruthy();
    expect(watchMock).not.toHaveBeenCalled();
    const open = within(notice).getByRole('button', { name: 'Open existing document' });
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    expect(onOpenDocument).toHaveBeenCalledWith(expect.objectContaining({ id: 'old-1' }));
  });

  it('leaves the duplicate offer on Cancel', async () => {
    const upload = controlUpload();
    const { onOpenDocument } = renderDropzone();
    await chooseFile(pdf());
    await act(async () => upload.resolve({ ...makeDocument({ id: 'old-2' }), duplicate: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('duplicate-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(onOpenDocument).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before uploading it', async () => {
    const { onError } = renderDropzone();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await chooseFile(big);
    expect(uploadMock).not.toHaveBeenCalled();
    expect(describeError(onError.mock.calls[0]?.[0]).code).toBe('FILE_TOO_LARGE');
    const inline = screen.getByTestId('upload-error');
    expect(inline.textContent).toContain('File too large');
    expect(inline.textContent).toContain('This file is larger than the 10 MB limit.');
  });

  it('refuses a file type it cannot read before uploading it', async () => {
    const { onError } = renderDropzone();
    await chooseFile(new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(uploadMock).not.toHaveBeenCalled();
    expect(describeError(onError.mock.calls[0]?.[0]).code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(screen.getByTestId('upload-error').textContent).toContain('Unsupported file type');
  });

  it.each(['notes.md', 'terms.markdown', 'contract.text'])(
    'uploads %s as the plain text it is',
    async (name) => {
      controlUpload();
      const { onError } = renderDropzone();
      await chooseFile(new File(['# Terms\n\nYou may cancel at any time.'], name));
      expect(onError).not.toHaveBeenCalled();
      expect(uploadMock).toHaveBeenCalled();
    },
  );

  it("shows the server's reason when it cannot open the file", async () => {
    const upload = controlUpload();
    const { onError } = renderDropzone();
    await chooseFile(pdf());
    const error = new ApiError('This PDF is password-protected.', {
      status: 422,
      code: 'INVALID_DOCUMENT',
    });
    await act(async () => upload.reject(error));
    expect(onError).toHaveBeenCalledWith(error);
    const inline = screen.getByTestId('upload-error');
    expect(inline.textContent).toContain('Document could not be opened');
    expect(inline.textContent).toContain('This PDF is password-protected.');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });

  it('says why when the text of the uploaded file cannot be read', async () => {
    const upload = controlUpload();
    const processing = controlProcessing();
    const { onError, onOpenDocument } = renderDropzone();
    await chooseFile(pdf());
    await act(async () =>
      upload.resolve({ ...makeDocument({ id: 'f-1', status: 'processing' }), duplicate: false }),
    );
    await act(async () =>
      processing.finish(
        makeProgress({
          documentId: 'f-1',
          isProcessing: false,
          status: 'failed',
          processingError: { code: 'TEXT_EXTRACTION_FAILED', message: 'No text on any page.' },
        }),
      ),
    );
    expect(onOpenDocument).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalled();
    expect(screen.getByTestId('upload-error').textContent).toContain('No text on any page.');
  });

  it('uploads a file dropped on it', async () => {
    controlUpload();
    renderDropzone();
    const file = pdf('dropped.pdf');
    fireEvent.drop(screen.getByTestId('upload-dropzone'), { dataTransfer: { files: [file] } });
    expect(uploadMock).toHaveBeenCalledWith(file, expect.anything());
    expect(await screen.findByText('Uploading dropped.pdf')).toBeTruthy();
  });
});
