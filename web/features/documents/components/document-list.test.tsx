import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentList as DocumentPage } from '../../../../common/api/documents.ts';
import { CODE_ENTRIES } from '../../../../common/errors/catalogue.ts';
import { resetDocumentStore } from '../document-store.ts';
import { deleteDocumentRequest, fetchDocumentPage } from '../documents-api.ts';
import { makeDocument, makeProgress } from '../sample-documents.test-support.ts';
import { watchProcessing } from '../watch-processing.ts';
import { DocumentList } from './document-list.tsx';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';

vi.mock('../documents-api.ts', () => ({
  fetchDocumentPage: vi.fn(),
  deleteDocumentRequest: vi.fn(),
}));
vi.mock('../watch-processing.ts', () => ({ watchProcessing: vi.fn() }));

const fetchPageMock = vi.mocked(fetchDocumentPage);
const deleteMock = vi.mocked(deleteDocumentRequest);
const watchMock = vi.mocked(watchProcessing);

async function renderList(...pages: DocumentPage[]) {
  for (const page of pages) fetchPageMock.mockResolvedValueOnce(page);
  const onDeleted = vi.fn();
  const onError = vi.fn();
  render(
    <MemoryRouter>
      <DocumentList onDeleted={onDeleted} onError={onError} />
    </MemoryRouter>,
    withQueryClient(),
  );
  await screen.findByRole('heading', { name: 'Uploaded documents' });
  await act(async () => {});
  return { onDeleted, onError };
}

const rows = () => screen.queryAllByTestId('document-row');
const row = (fileName: string) => {
  const found = rows().find((candidate) => candidate.textContent?.includes(fileName));
  if (!found) throw new Error(`no row for ${fileName}`);
  return found;
};

describe('<DocumentList />', () => {
  beforeEach(() => {
    resetDocumentStore();
    fetchPageMock.mockReset();
    deleteMock.mockReset();
    watchMock.mockReset();
    watchMock.mockImplementation(() => new Promise(() => {}));
  });

  it('lists each document with its type, size, pages, date and an Open link', async () => {
    await renderList({
      documents: [
        makeDocument({ id: 'a', fileName: 'lease.pdf', fileSize: 250_000, pageCount: 12 }),
      ],
      nextCursor: null,
    });
    const lease = row('lease.pdf');
    expect(lease.textContent).toContain('PDF');
    expect(lease.textContent).toContain('244 KB');
    expect(lease.textContent).toContain('12 pages');
    expect(lease.textContent).toContain('Uploaded');
    expect(within(lease).getByText('Ready')).toBeTruthy();
    const open = within(lease).getByRole('link', { name: 'Open lease.pdf' });
    expect(open.getAttribute('href')).toBe('/analysis/a');
    expect(fetchPageMock).toHaveBeenCalledWith(null);
  });

  it('says why a document was refused as not legal, with no Ready badge', async () => {
    await renderList({
      documents: [
        makeDocument({ id: 'r', fileName: 'recipe.txt', analysisRefusal: 'NOT_LEGAL_DOCUMENT' }),
        makeDocument({ id: 'l', fileName: 'lease.pdf', analysisRefusal: null }),
      ],
      nextCursor: null,
    });
    const recipe = row('recipe.txt');
    expect(within(recipe).getByTestId('document-analysis-summary').textContent).toBe(
      CODE_ENTRIES.NOT_LEGAL_DOCUMENT.message,
    );
    expect(within(recipe).getByText(CODE_ENTRIES.NOT_LEGAL_DOCUMENT.title)).toBeTruthy();
    expect(within(recipe).queryByText('Ready')).toBeNull();
    expect(within(recipe).queryByText('Not analyzed yet')).toBeNull();

    const lease = row('lease.pdf');
    expect(within(lease).getByText('Ready')).toBeTruthy();
    expect(within(lease).getByTestId('document-analysis-summary').textContent).toBe(
      'Not analyzed yet',
    );
  });

  it('lets a long file name wrap anywhere rather than push the buttons off the row', async () => {
    const fileName = `${'Asset_Purchase_Agreement_'.repeat(6)}signed.pdf`;
    await renderList({ documents: [makeDocument({ fileName })], nextCursor: null });
    const heading = within(row(fileName)).getByRole('heading', { name: fileName });
    expect(heading.className).toContain('[overflow-wrap:anywhere]');
  });

  it('shows live progress for a document being read, then Failed with the reason', async () => {
    let report: (progress: ReturnType<typeof makeProgress>) => void = () => {};
    let finish: (progress: ReturnType<typeof makeProgress>) => void = () => {};
    watchMock.mockImplementation(
      (_id, options = {}) =>
        new Promise((resolve) => {
          report = (progress) => options.onProgress?.(progress);
          finish = (progress) => {
            options.onProgress?.(progress);
            resolve(progress);
          };
        }),
    );
    await renderList({
      documents: [
        makeDocument({ id: 'p', fileName: 'nda.docx', fileType: 'docx', status: 'processing' }),
      ],
      nextCursor: null,
    });
    expect(watchMock).toHaveBeenCalledWith('p', expect.anything());
    const nda = row('nda.docx');
    expect(within(nda).getByText('Processing')).toBeTruthy();

    act(() =>
      report(makeProgress({ documentId: 'p', message: 'Reading page 2 of 4', progress: 50 })),
    );
    expect(within(nda).getByText('Reading page 2 of 4')).toBeTruthy();
    expect(within(nda).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await act(async () =>
      finish(
        makeProgress({
          documentId: 'p',
          isProcessing: false,
          status: 'failed',
          processingError: {
            code: 'INVALID_DOCUMENT',
            message: 'This file is password-protected.',
          },
        }),
      ),
    );
    expect(within(nda).getByText('Failed')).toBeTruthy();
    expect(within(nda).getByTestId('document-failure-reason').textContent).toContain(
      'This file is password-protected.',
    );
    expect(nda.getAttribute('data-status')).toBe('failed');
    fireEvent.click(within(nda).getByRole('button', { name: 'Dismiss nda.docx' }));
    expect(rows()).toHaveLength(0);
  });

  it('points at the upload area when there are no documents', async () => {
    await renderList({ documents: [], nextCursor: null });
    const empty = screen.getByTestId('document-list-empty');
    expect(empty.textContent).toContain('You have not uploaded any documents yet.');
    expect(within(empty).getByRole('link', { name: 'upload area' }).getAttribute('href')).toBe(
      '#upload-area',
    );
  });

  it('deletes a document only after the user confirms', async () => {
    deleteMock.mockResolvedValue(undefined);
    const { onDeleted } = await renderList({
      documents: [
        makeDocument({ id: 'a', fileName: 'lease.pdf' }),
        makeDocument({ id: 'b', fileName: 'nda.pdf' }),
      ],
      nextCursor: null,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lease.pdf?' });
    expect(dialog.textContent).toContain(
      'The file, its text and any analysis and questions are removed. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteMock).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete document' })));
    expect(deleteMock).toHaveBeenCalledWith('a');
    expect(rows().map((candidate) => candidate.getAttribute('data-document-id'))).toEqual(['b']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('keeps the document and reports the error when deleting fails', async () => {
    const failure = new Error('Failed to fetch');
    deleteMock.mockRejectedValue(failure);
    const { onError, onDeleted } = await renderList({
      documents: [makeDocument({ id: 'a', fileName: 'lease.pdf' })],
      nextCursor: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete document' })));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(1);
  });

  it('loads more documents with the cursor until the last page', async () => {
    await renderList(
      { documents: [makeDocument({ id: 'a', fileName: 'one.pdf' })], nextCursor: 'cursor-1' },
      { documents: [makeDocument({ id: 'b', fileName: 'two.pdf' })], nextCursor: null },
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Load more documents' })),
    );
    expect(fetchPageMock).toHaveBeenLastCalledWith('cursor-1');
    expect(rows().map((candidate) => candidate.getAttribute('data-document-id'))).toEqual([
      'a',
      'b',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    fetchPageMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderList({
      documents: [makeDocument({ id: 'a', fileName: 'one.pdf' })],
      nextCursor: null,
    });
    expect(screen.getByRole('alert').textContent).toContain('Your documents could not be loaded.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(rows()).toHaveLength(1);
  });
});
