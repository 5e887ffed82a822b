import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewableDocument } from '../../features/document-cache/index.ts';
import { useAuthStore } from '../../features/auth/index.ts';
import { SAMPLE_COMPARISON } from '../../features/compare/sample-comparison.test-support.ts';
import { makeDocument } from '../../features/documents/sample-documents.test-support.ts';
import { ApiError, apiClient } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client-wrapper.test-support.tsx';
import ComparePage from './compare-page.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  apiClient: { get: vi.fn(), post: vi.fn(), delete: vi.fn(), getBlob: vi.fn() },
}));
// Each version as the workspace loads it; the viewer itself is the journeys' to check.
const versions = vi.hoisted(() => ({ byId: new Map<string, unknown>() }));
vi.mock('../../features/document-cache/index.ts', () => ({
  useViewableDocument: (documentId: string) => ({ data: versions.byId.get(documentId) }),
  useDocumentContent: () => ({ data: undefined, error: null }),
  useRemoteDocumentFile: () => undefined,
}));
vi.mock('../../features/viewer/index.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  DocumentViewer: ({ fileType }: { fileType: string }) => <p>Viewer of a {fileType} file</p>,
  preloadPdfViewer: () => undefined,
}));

const getMock = vi.mocked(apiClient.get);

function viewable(id: string, fileName: string): ViewableDocument {
  return {
    document: makeDocument({ id, fileName, fileType: 'txt' }),
    cachedContent: null,
    cachedChat: [],
  } as unknown as ViewableDocument;
}

async function renderPage(url = '/compare/old-1/new-1') {
  const router = createMemoryRouter(
    [{ path: '/compare/:oldDocumentId/:newDocumentId', element: <ComparePage /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, withQueryClient());
  await act(async () => undefined);
}

beforeEach(() => {
  useAuthStore.setState({ user: { id: 'u1', email: 'me@example.com' } } as never);
  versions.byId.set('old-1', viewable('old-1', 'MSA v1.txt'));
  versions.byId.set('new-1', viewable('new-1', 'MSA v2.txt'));
});
afterEach(() => vi.clearAllMocks());

describe('ComparePage', () => {
  it('asks the server for old compared with new, and shows it beside the new version', async () => {
    getMock.mockResolvedValue(SAMPLE_COMPARISON);
    await renderPage();
    expect(getMock).toHaveBeenCalledWith('/api/documents/old-1/compare?with=new-1');
    expect(
      screen.getByRole('heading', { name: 'Comparing MSA v1.txt with MSA v2.txt' }),
    ).toBeTruthy();
    expect(document.title).toBe('Compare MSA v1.txt with MSA v2.txt · Legal Explainer');
    const documentView = screen.getByRole('region', { name: 'Document' });
    expect(within(documentView).getByText('MSA v2.txt')).toBeTruthy();
    expect(within(documentView).getByText('Viewer of a txt file')).toBeTruthy();
  });

  it('says "Document not found" for a version that is not the person’s, asking once', async () => {
    getMock.mockRejectedValue(new ApiError('Not found', { status: 404, code: 'NOT_FOUND' }));
    versions.byId.delete('new-1');
    await renderPage();
    expect(screen.getByText('Document not found')).toBeTruthy();
    expect(screen.getByText(/does not exist or is not yours/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'What changed for you' })).toBeNull();
    expect(getMock).toHaveBeenCalledOnce();
  });

  it('says a version must be analyzed first, in the server’s words', async () => {
    getMock.mockRejectedValue(
      new ApiError(
        'Both documents must be analyzed before they can be compared: analyze it first.',
        {
          status: 400,
          code: 'VALIDATION_ERROR',
        },
      ),
    );
    await renderPage();
    expect(screen.getByText('Not analyzed yet')).toBeTruthy();
    expect(screen.getByText(/must be analyzed before they can be compared/)).toBeTruthy();
  });

  it('says it is comparing until the answer comes', async () => {
    getMock.mockReturnValue(new Promise(() => undefined));
    await renderPage();
    expect(screen.getByRole('status').textContent).toBe('Finding what changed...');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
