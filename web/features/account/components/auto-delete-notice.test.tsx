import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { AutoDeleteNotice } from './auto-delete-notice.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiClient: { get: vi.fn() } }));

const getMock = vi.mocked(apiClient.get);
const UPLOADED = '2026-11-29T10:00:00.000Z';

async function renderNotice(days: number | null, now = new Date('2026-12-01T00:00:00.000Z')) {
  getMock.mockResolvedValue({ deleteDocumentsAfterDays: days });
  render(
    <MemoryRouter>
      <AutoDeleteNotice createdAt={UPLOADED} now={now} />
    </MemoryRouter>,
    withQueryClient(),
  );
  // The setting arrives; with it off there is nothing to wait for but the request.
  await vi.waitFor(() => expect(getMock).toHaveBeenCalledWith('/api/account/settings'));
}

describe('<AutoDeleteNotice />', () => {
  beforeEach(() => getMock.mockReset());

  it('says the day the document goes and the setting behind it, linked to the setting', async () => {
    await renderNotice(30);
    const notice = await screen.findByTestId('auto-delete-notice');
    expect(notice.textContent).toBe(
      `This document will be deleted automatically on ${formatDate('2026-12-29T10:00:00.000Z')} (your setting: 30 days after upload).`,
    );
    const link = screen.getByRole('link', { name: 'your setting: 30 days after upload' });
    expect(link.getAttribute('href')).toBe('/settings#auto-delete');
    expect(notice.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-29T10:00:00.000Z');
  });

  it('counts a year from upload', async () => {
    await renderNotice(365);
    expect((await screen.findByTestId('auto-delete-notice')).textContent).toContain(
      `on ${formatDate('2027-11-29T10:00:00.000Z')} (your setting: 1 year after upload)`,
    );
  });

  it('says a document past its date goes within the hour', async () => {
    await renderNotice(7, new Date('2026-12-07T00:00:00.000Z'));
    expect((await screen.findByTestId('auto-delete-notice')).textContent).toBe(
      'This document is past its automatic deletion date and will be deleted within the hour (your setting: 7 days after upload).',
    );
  });

  it('shows nothing while documents are kept until deleted by hand', async () => {
    await renderNotice(null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('auto-delete-notice')).toBeNull();
  });
});
