import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import type { DocumentResponse } from '../../../../common/api/documents.ts';
import { SAMPLE_ANALYSIS } from '../../../features/analysis-results/sample-analysis.test-support.ts';
import { makeDocument } from '../../../features/documents/sample-documents.test-support.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { CompareVersionsDialog } from './compare-versions-dialog.tsx';

const AS_LANDLORD: Analysis = {
  ...SAMPLE_ANALYSIS,
  perspective: {
    party: 'Harbor View Properties LLC',
    role: 'Landlord',
    chosenBy: 'default',
    isMutual: false,
  },
};
const OLD = makeDocument({ id: 'old-1', fileName: 'lease v1.pdf', analysis: SAMPLE_ANALYSIS });
const ANALYZED = makeDocument({ id: 'v2', fileName: 'lease v2.pdf', analysis: SAMPLE_ANALYSIS });
const NOT_ANALYZED = makeDocument({ id: 'draft', fileName: 'lease draft.pdf' });
const UPLOADED = makeDocument({ id: 'v3', fileName: 'lease v3.txt', fileType: 'txt' });

const listed = vi.hoisted(() => ({ documents: [] as DocumentResponse[] }));
const upload = vi.hoisted(() => ({ document: null as DocumentResponse | null }));
vi.mock('../../../features/documents/index.ts', () => ({
  useDocumentList: () => ({
    query: { isPending: false, isError: false, hasNextPage: false },
    documents: listed.documents,
  }),
  // The dashboard's upload area, reduced to its outcome: a document read and ready.
  UploadDropzone: ({
    title,
    onOpenDocument,
  }: {
    title: string;
    onOpenDocument: (document: DocumentResponse) => void;
  }) => (
    <section aria-label={title}>
      <button type="button" onClick={() => upload.document && onOpenDocument(upload.document)}>
        Upload (test)
      </button>
    </section>
  ),
}));
const plan = vi.hoisted(() => ({ credits: 2, trialAvailable: false }));
vi.mock('../../../features/account/index.ts', () => ({ useUserPlan: () => ({ data: plan }) }));
const run = vi.hoisted(() => ({ analyzeAndWait: vi.fn() }));
vi.mock('../../../features/analysis-run/index.ts', () => run);
const reader = vi.hoisted(() => ({ switchReaderRequest: vi.fn() }));
vi.mock('../../../features/reader-switch/index.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  switchReaderRequest: reader.switchReaderRequest,
}));

function renderDialog(document: DocumentResponse = OLD) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/analysis/:id',
        element: <CompareVersionsDialog open document={document} onClose={onClose} />,
      },
      { path: '/compare/:oldId/:newId', element: <p>The compare screen</p> },
      { path: '/pricing', element: <p>The plans</p> },
    ],
    { initialEntries: [`/analysis/${document.id}`] },
  );
  render(<RouterProvider router={router} />, withQueryClient());
  return { router, onClose };
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Compare with another version' });
}

beforeEach(() => {
  listed.documents = [OLD, ANALYZED, NOT_ANALYZED];
  upload.document = UPLOADED;
  plan.credits = 2;
});
afterEach(() => vi.clearAllMocks());

describe('<CompareVersionsDialog />', () => {
  it('offers the other analyzed documents only, and opens the comparison of the one chosen', async () => {
    const { router } = renderDialog();
    const choices = within(dialog()).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      expect.stringContaining('lease v2.pdf'),
    ]);
    const compare = within(dialog()).getByRole('button', { name: 'Compare' });
    expect((compare as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(choices[0] as HTMLElement);
    await act(async () => fireEvent.click(compare));
    expect(router.state.location.pathname).toBe('/compare/old-1/v2');
    expect(run.analyzeAndWait).not.toHaveBeenCalled();
  });

  it('says when there is no other analyzed document, and what an upload costs', () => {
    listed.documents = [OLD, NOT_ANALYZED];
    renderDialog();
    expect(within(dialog()).getByText('You have no other analyzed document yet.')).toBeTruthy();
    expect(within(dialog()).queryByRole('radio')).toBeNull();
    expect(
      within(dialog()).getByText(
        'An uploaded version is analyzed for you as the Tenant, like any analysis: it costs 1 credit. You have 2 credits.',
      ),
    ).toBeTruthy();
  });

  it('analyzes an uploaded version after the credit check, reads it for the same reader, then compares', async () => {
    let finish: (value: unknown) => void = () => undefined;
    run.analyzeAndWait.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    reader.switchReaderRequest.mockResolvedValue(SAMPLE_ANALYSIS);
    const { router } = renderDialog();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload (test)' }));
    const check = screen.getByRole('dialog', { name: 'Analyze lease v3.txt?' });
    expect(run.analyzeAndWait).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(within(check).getByRole('button', { name: 'Analyze (1 credit)' })),
    );
    expect(run.analyzeAndWait).toHaveBeenCalledWith(
      expect.anything(),
      'v3',
      expect.any(String),
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const analyzing = within(dialog()).getByRole('heading', { name: 'Analyzing lease v3.txt' });
    expect(document.activeElement).toBe(analyzing);

    // The new version was read for the landlord by default; the old one is the tenant's.
    const analyzed = { ...UPLOADED, analysis: AS_LANDLORD };
    await act(async () => finish({ status: 'succeeded', job: {}, document: analyzed }));
    expect(reader.switchReaderRequest).toHaveBeenCalledExactlyOnceWith('v3', 'Tenant');
    expect(router.state.location.pathname).toBe('/compare/old-1/v3');
  });

  it('leaves the reader alone when the new version is already read for them', async () => {
    run.analyzeAndWait.mockResolvedValue({
      status: 'succeeded',
      job: {},
      document: { ...UPLOADED, analysis: SAMPLE_ANALYSIS },
    });
    const { router } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload (test)' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Analyze (1 credit)' })),
    );
    expect(reader.switchReaderRequest).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/compare/old-1/v3');
  });

  it('never spends a credit it does not have: the credit check offers the plans instead', async () => {
    plan.credits = 0;
    const { router } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload (test)' }));
    const check = screen.getByRole('dialog', { name: 'Analyze lease v3.txt?' });
    expect(within(check).getByText(/You don't have enough credits/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(check).getByRole('button', { name: 'See plans' })),
    );
    expect(run.analyzeAndWait).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('says why a failed analysis led nowhere, and that the credit came back', async () => {
    run.analyzeAndWait.mockResolvedValue({
      status: 'failed',
      job: { errorCode: 'NOT_LEGAL_DOCUMENT', errorMessage: 'This is not a legal document.' },
    });
    const { router } = renderDialog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload (test)' }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Analyze (1 credit)' })),
    );
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain('This is not a legal document.');
    expect(alert.textContent).toContain('Your credit has been returned.');
    expect(router.state.location.pathname).toBe('/analysis/old-1');
    // The version stays uploaded: it can be analyzed again from here.
    expect(within(dialog()).getByRole('button', { name: 'Analyze and compare' })).toBeTruthy();
  });

  it('compares an upload the server already had analyzed without a second analysis', async () => {
    upload.document = ANALYZED;
    const { router } = renderDialog();
    await act(async () =>
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Upload (test)' })),
    );
    expect(screen.queryByRole('dialog', { name: /^Analyze/ })).toBeNull();
    expect(router.state.location.pathname).toBe('/compare/old-1/v2');
  });
});
