import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format.ts';
import { ShareDialog } from './share-dialog.tsx';
import { useShareStore } from '../share-store.ts';

const api = vi.hoisted(() => ({
  fetchReport: vi.fn(),
  createShareLink: vi.fn(),
  listShareLinks: vi.fn(),
  revokeShareLink: vi.fn(),
  fetchShareActivity: vi.fn(),
}));
vi.mock('../share-api.ts', () => api);

const onError = vi.fn();

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareDialog documentId="doc-1" documentName="Acme MSA.pdf" onError={onError} />
    </QueryClientProvider>,
  );
  act(() => useShareStore.getState().open());
}

beforeEach(() => {
  api.listShareLinks.mockResolvedValue({ shares: [] });
});
afterEach(() => {
  act(() => useShareStore.getState().reset());
  vi.clearAllMocks();
});

describe('<ShareDialog />', () => {
  it('makes a file of the chosen sections in the chosen format, then offers it to download', async () => {
    api.fetchReport.mockResolvedValue(new Blob(['# Acme']));
    renderDialog();
    fireEvent.click(screen.getByLabelText('The whole analysis'));
    fireEvent.click(screen.getByLabelText('Summary'));
    fireEvent.click(screen.getByLabelText('Red flags'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText(/Markdown/));
    fireEvent.click(screen.getByRole('button', { name: 'Make the MD file' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveProperty(
      'download',
      'Acme MSA - analysis.md',
    );
    expect(api.fetchReport).toHaveBeenCalledWith('doc-1', 'md', ['summary', 'red-flags']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useShareStore.getState()).toMatchObject({ isOpen: false, step: 'select', result: null });
  });

  it('creates a link for the chosen time and shows it to copy', async () => {
    api.createShareLink.mockResolvedValue({
      id: 's1',
      url: 'http://localhost:3000/s/abc',
      expiresAt: '2026-12-02T10:00:00.000Z',
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText(/Read-only link/));
    fireEvent.change(screen.getByLabelText(/The link works for/), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByDisplayValue('http://localhost:3000/s/abc')).toBeDefined();
    expect(
      screen.getByText(new RegExp(`until ${formatDate('2026-12-02T10:00:00.000Z')}`)),
    ).toBeDefined();
    expect(api.createShareLink.mock.calls[0]?.slice(0, 2)).toEqual(['doc-1', 7]);
  });

  it('goes back to the format step when making the file fails', async () => {
    api.fetchReport.mockRejectedValue(new Error('offline'));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF file' }));
    await waitFor(() => expect(useShareStore.getState().step).toBe('format'));
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });

  it('lists live links with their views and revokes one', async () => {
    api.listShareLinks.mockResolvedValue({
      shares: [
        {
          id: 's1',
          include: [],
          status: 'active',
          createdAt: '2026-11-20T10:00:00.000Z',
          expiresAt: '2026-12-20T10:00:00.000Z',
          revokedAt: null,
          viewCount: 3,
          lastViewedAt: null,
          hasPasscode: false,
          isViewOnly: false,
        },
      ],
    });
    api.revokeShareLink.mockResolvedValue(undefined);
    renderDialog();
    expect(await screen.findByText(/opened 3 times/)).toBeDefined();
    fireEvent.click(
      screen.getByRole('button', {
        name: `Revoke the link made ${formatDate('2026-11-20T10:00:00.000Z')}`,
      }),
    );
    // It asks first: "Keep it" changes nothing.
    expect(api.revokeShareLink).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', {
        name: `Revoke the link made ${formatDate('2026-11-20T10:00:00.000Z')}`,
      }),
    );
    api.listShareLinks.mockResolvedValue({ shares: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(api.revokeShareLink).toHaveBeenCalledWith('s1'));
    expect((await screen.findByRole('status')).textContent).toBe(
      `The link made ${formatDate('2026-11-20T10:00:00.000Z')} is revoked: it no longer opens.`,
    );
  });

  it('creates a link behind a passcode and view only, once the passcode is long enough', async () => {
    api.createShareLink.mockResolvedValue({
      id: 's2',
      url: 'http://localhost:3000/s/xyz',
      expiresAt: '2026-12-02T10:00:00.000Z',
      hasPasscode: true,
      isViewOnly: true,
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText(/Read-only link/));
    fireEvent.click(screen.getByLabelText(/Ask for a passcode/));
    const create = screen.getByRole('button', { name: 'Create link' });
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: '12345' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: 'amber-falcon-42' } });
    fireEvent.click(screen.getByLabelText(/View only/));
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);
    expect(await screen.findByDisplayValue('http://localhost:3000/s/xyz')).toBeDefined();
    expect(api.createShareLink.mock.calls[0]?.[3]).toEqual({
      passcode: 'amber-falcon-42',
      isViewOnly: true,
    });
    expect(screen.getByText(/Send the passcode separately from the link/)).toBeDefined();
    expect(screen.getByText(/View only: the link offers no download/)).toBeDefined();
  });

  it('marks links with a passcode or view only, and opens a link’s access log', async () => {
    api.listShareLinks.mockResolvedValue({
      shares: [
        {
          id: 's3',
          include: [],
          status: 'active',
          createdAt: '2026-11-20T10:00:00.000Z',
          expiresAt: '2026-12-20T10:00:00.000Z',
          revokedAt: null,
          viewCount: 1,
          lastViewedAt: null,
          hasPasscode: true,
          isViewOnly: true,
        },
      ],
    });
    api.fetchShareActivity.mockResolvedValue({
      entries: [
        {
          id: 'e2',
          kind: 'share_passcode_failed',
          documentId: 'doc-1',
          shareId: 's3',
          detail: { attempt: '1' },
          addressHash: '0123456789abcdef',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          id: 'e1',
          kind: 'share_opened',
          documentId: 'doc-1',
          shareId: 's3',
          detail: {},
          addressHash: 'fedcba9876543210',
          createdAt: '2026-11-20T11:00:00.000Z',
        },
      ],
    });
    renderDialog();
    expect(await screen.findByText('Passcode')).toBeDefined();
    expect(screen.getByText('View only')).toBeDefined();
    const toggle = screen.getByRole('button', {
      name: `Access log of the link made ${formatDate('2026-11-20T10:00:00.000Z')}`,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = await screen.findByRole('list', { name: 'Access log' });
    expect(log.textContent).toContain('Wrong passcode');
    expect(log.textContent).toContain('from #01234567');
    expect(log.textContent).toContain('Opened');
    expect(log.textContent).not.toContain('89abcdef');
    expect(api.fetchShareActivity).toHaveBeenCalledWith('doc-1', 's3');
  });
});
