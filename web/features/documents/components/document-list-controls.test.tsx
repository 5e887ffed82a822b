import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentList as DocumentPage } from '../../../../common/api/documents.ts';
import { resetDocumentStore } from '../document-store.ts';
import { deleteDocumentRequest, fetchDocumentPage } from '../documents-api.ts';
import { makeAnalysedDocument } from '../sample-analysed-document.test-support.ts';
import { makeDocument } from '../sample-documents.test-support.ts';
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

async function renderList(...pages: DocumentPage[]) {
  for (const page of pages) fetchPageMock.mockResolvedValueOnce(page);
  const onError = vi.fn();
  render(
    <MemoryRouter>
      <DocumentList onError={onError} />
    </MemoryRouter>,
    withQueryClient(),
  );
  await screen.findByRole('heading', { name: 'Uploaded documents' });
  await act(async () => {});
  return { onError };
}

const shownIds = () =>
  screen.queryAllByTestId('document-row').map((row) => row.getAttribute('data-document-id'));
const count = () => screen.getByTestId('document-count');
const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search by file name' }), {
    target: { value: text },
  });
const choose = (label: 'Sort by' | 'Show', value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

const LIST: DocumentPage = {
  documents: [
    makeDocument({ id: 'new', fileName: 'draft.pdf', status: 'processing' }),
    makeAnalysedDocument(
      { id: 'lease', fileName: 'lease.pdf', documentType: 'Residential Lease' },
      3,
    ),
    makeDocument({ id: 'plain', fileName: 'contract.txt' }),
    makeAnalysedDocument({ id: 'nda', fileName: 'nda.docx' }, 1),
  ],
  nextCursor: null,
};

describe('<DocumentList /> search, sort and filter', () => {
  beforeEach(() => {
    resetDocumentStore();
    fetchPageMock.mockReset();
    deleteMock.mockReset();
    vi.mocked(watchProcessing).mockImplementation(() => new Promise(() => {}));
  });

  it('searches by file name, announces the count and says when nothing matches', async () => {
    await renderList(LIST);
    expect(screen.getByRole('search', { name: 'Your documents' })).toBeTruthy();
    expect(count().getAttribute('role')).toBe('status');
    expect(count().textContent).toBe('4 documents.');

    search('LEASE');
    expect(shownIds()).toEqual(['lease']);
    expect(count().textContent).toBe('1 of 4 documents shown.');

    search('invoice');
    expect(shownIds()).toEqual([]);
    expect(count().textContent).toBe('0 of 4 documents shown.');
    const noMatch = screen.getByTestId('document-list-no-match');
    expect(noMatch.textContent).toContain('No documents match “invoice”.');

    fireEvent.click(within(noMatch).getByRole('button', { name: 'Clear search and filter' }));
    expect(shownIds()).toEqual(['new', 'lease', 'plain', 'nda']);
    expect(
      (screen.getByRole('searchbox', { name: 'Search by file name' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('sorts and filters, and shows on each row whether it was analyzed', async () => {
    await renderList(LIST);
    const [, lease, plain] = screen.getAllByTestId('document-row');
    if (!lease || !plain) throw new Error('rows missing');
    expect(within(lease).getByTestId('document-analysis-summary').textContent).toBe(
      'Analyzed: Residential Lease · , 3 red flags',
    );
    expect(within(plain).getByTestId('document-analysis-summary').textContent).toBe(
      'Not analyzed yet',
    );

    choose('Sort by', 'red-flags');
    expect(shownIds()).toEqual(['lease', 'nda', 'new', 'plain']);
    choose('Sort by', 'name');
    expect(shownIds()).toEqual(['plain', 'new', 'lease', 'nda']);
    choose('Sort by', 'oldest');
    expect(shownIds()).toEqual(['nda', 'plain', 'lease', 'new']);

    choose('Show', 'analyzed');
    expect(shownIds()).toEqual(['nda', 'lease']);
    choose('Show', 'not-analyzed');
    expect(shownIds()).toEqual(['plain']);
    choose('Show', 'processing');
    expect(shownIds()).toEqual(['new']);
    expect(count().textContent).toBe('1 of 4 documents shown.');
  });

  it('keeps Open and Delete on filtered rows', async () => {
    deleteMock.mockResolvedValue(undefined);
    await renderList(LIST);
    choose('Show', 'analyzed');
    expect(screen.getByRole('link', { name: 'Open lease.pdf' }).getAttribute('href')).toBe(
      '/analysis/lease',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete lease.pdf' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete document' })));
    expect(deleteMock).toHaveBeenCalledWith('lease');
    expect(shownIds()).toEqual(['nda']);
    expect(count().textContent).toBe('1 of 3 documents shown.');
  });

  it('fetches the pages not yet loaded once the list is searched, so older ones are found', async () => {
    await renderList(
      { documents: [makeDocument({ id: 'a', fileName: 'recent lease.pdf' })], nextCursor: 'c1' },
      { documents: [makeDocument({ id: 'b', fileName: 'offer.pdf' })], nextCursor: 'c2' },
      { documents: [makeDocument({ id: 'c', fileName: 'old lease.pdf' })], nextCursor: null },
    );
    expect(count().textContent).toBe('1 document shown; older ones can be loaded below.');
    expect(screen.getByRole('button', { name: 'Load more documents' })).toBeTruthy();

    search('lease');
    await waitFor(() => expect(shownIds()).toEqual(['a', 'c']));
    expect(fetchPageMock.mock.calls).toEqual([[null], ['c1'], ['c2']]);
    expect(count().textContent).toBe('2 of 3 documents shown.');
    expect(screen.queryByRole('button', { name: 'Load more documents' })).toBeNull();
  });

  it('reports a failure to fetch the rest and offers Load more again', async () => {
    const failure = new TypeError('Failed to fetch');
    const { onError } = await renderList({
      documents: [makeDocument({ id: 'a', fileName: 'lease.pdf' })],
      nextCursor: 'c1',
    });
    fetchPageMock.mockRejectedValueOnce(failure);
    search('offer');
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(fetchPageMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('document-list-no-match').textContent).toContain(
      'No documents match “offer”.',
    );

    fetchPageMock.mockResolvedValueOnce({
      documents: [makeDocument({ id: 'b', fileName: 'offer.pdf' })],
      nextCursor: null,
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Load more documents' })),
    );
    expect(shownIds()).toEqual(['b']);
  });
});
