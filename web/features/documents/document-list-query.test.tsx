import type { InfiniteData } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentList } from '../../../common/api/documents.ts';
import { apiClient } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  createTestQueryClient,
  withQueryClient,
} from '../../lib/query-client-wrapper.test-support.tsx';
import {
  removeListedDocument,
  settleListedDocument,
  upsertListedDocument,
  useDocumentList,
} from './document-list-query.ts';
import { makeDocument, makeProgress } from './sample-documents.test-support.ts';

vi.mock('../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);

/** A list whose two pages are loaded: a and b, then b again (the list moved) and c. */
function twoPages(): InfiniteData<DocumentList> {
  return {
    pages: [
      {
        documents: [makeDocument({ id: 'a' }), makeDocument({ id: 'b', status: 'processing' })],
        nextCursor: 'c1',
      },
      { documents: [makeDocument({ id: 'b' }), makeDocument({ id: 'c' })], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  };
}

function listedIds(client: ReturnType<typeof createTestQueryClient>) {
  return client
    .getQueryData<InfiniteData<DocumentList>>(queryKeys.documents())
    ?.pages.flatMap((page) => page.documents.map((document) => document.id));
}

beforeEach(() => getMock.mockReset());

describe('useDocumentList', () => {
  it('loads page after page, showing each document once', async () => {
    const [first, second] = twoPages().pages;
    getMock.mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    const { result } = renderHook(() => useDocumentList(), withQueryClient());
    await waitFor(() => expect(result.current.documents).toHaveLength(2));
    expect(getMock).toHaveBeenCalledWith('/api/documents?limit=20');

    await result.current.query.fetchNextPage();
    await waitFor(() =>
      expect(result.current.documents.map((document) => document.id)).toEqual(['a', 'b', 'c']),
    );
    expect(getMock).toHaveBeenLastCalledWith('/api/documents?limit=20&cursor=c1');
  });
});

describe('changing the listed documents', () => {
  it('puts a new upload first and replaces a known one where it is', () => {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.documents(), twoPages());
    upsertListedDocument(client, makeDocument({ id: 'new' }));
    upsertListedDocument(client, makeDocument({ id: 'c', fileName: 'renamed.pdf' }));
    expect(listedIds(client)).toEqual(['new', 'a', 'b', 'b', 'c']);
    expect(
      client
        .getQueryData<InfiniteData<DocumentList>>(queryKeys.documents())
        ?.pages[1]?.documents.at(-1)?.fileName,
    ).toBe('renamed.pdf');
  });

  it('leaves a list that was never loaded for the server to give', () => {
    const client = createTestQueryClient();
    upsertListedDocument(client, makeDocument({ id: 'new' }));
    expect(client.getQueryData(queryKeys.documents())).toBeUndefined();
  });

  it('takes a removed document out of every page', () => {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.documents(), twoPages());
    removeListedDocument(client, 'b');
    expect(listedIds(client)).toEqual(['a', 'c']);
  });

  it('settles a document found read as ready, with its page count', () => {
    const client = createTestQueryClient();
    client.setQueryData(queryKeys.documents(), twoPages());
    settleListedDocument(
      client,
      makeProgress({ documentId: 'b', isProcessing: false, status: 'ready', totalPages: 14 }),
    );
    const first = client.getQueryData<InfiniteData<DocumentList>>(queryKeys.documents())?.pages[0];
    expect(first?.documents[1]).toMatchObject({ id: 'b', status: 'ready', pageCount: 14 });
  });
});
