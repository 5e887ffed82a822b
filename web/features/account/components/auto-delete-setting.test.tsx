import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { withQueryClient } from '../../../lib/query-client-wrapper.test-support.tsx';
import { AutoDeleteSetting } from './auto-delete-setting.tsx';

vi.mock('../../../lib/api-client.ts', () => ({
  apiClient: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
}));

const getMock = vi.mocked(apiClient.get);
const putMock = vi.mocked(apiClient.put);

/** The server as these tests need it: the stored setting, and how many documents are old. */
function answerWith(stored: number | null, documentsPastPeriod = 0) {
  getMock.mockImplementation(async (path: string) =>
    path.startsWith('/api/account/settings/auto-delete-preview')
      ? { documentsPastPeriod }
      : { deleteDocumentsAfterDays: stored },
  );
  putMock.mockImplementation(async (_path: string, body: unknown) => body);
}

async function renderSetting() {
  render(<AutoDeleteSetting />, withQueryClient());
  await screen.findByRole('group', { name: 'Delete each document' });
}

const previewCalls = () =>
  getMock.mock.calls.filter(([path]) => path.includes('auto-delete-preview'));

describe('<AutoDeleteSetting />', () => {
  beforeEach(() => {
    getMock.mockReset();
    putMock.mockReset();
  });

  it('offers off and each period, with the stored one chosen and nothing to save yet', async () => {
    answerWith(90);
    await renderSetting();
    expect(screen.getByRole('heading', { name: 'Delete my documents automatically' })).toBeTruthy();
    const choices = screen.getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Off: keep them until I delete them',
      '7 days after upload',
      '30 days after upload',
      '90 days after upload',
      '1 year after upload',
    ]);
    expect(screen.getByRole('radio', { name: '90 days after upload' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('before a shorter period is saved, says how many documents go at the next sweep, and saves only on yes', async () => {
    answerWith(null, 3);
    await renderSetting();
    await userEvent.click(screen.getByRole('radio', { name: '30 days after upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete older documents?' });
    expect(dialog.textContent).toContain(
      '3 documents are already older than 30 days and will be deleted at the next sweep, within the hour',
    );
    expect(previewCalls()).toEqual([['/api/account/settings/auto-delete-preview?days=30']]);
    expect(putMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and delete them' }));
    await waitFor(() =>
      expect(putMock).toHaveBeenCalledWith('/api/account/settings', {
        deleteDocumentsAfterDays: 30,
      }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Your documents are deleted automatically 30 days after upload.',
    );
  });

  it('saves nothing when the warning is cancelled', async () => {
    answerWith(365, 1);
    await renderSetting();
    await userEvent.click(screen.getByRole('radio', { name: '7 days after upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('1 document is already older than 7 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(putMock).not.toHaveBeenCalled();
  });

  it('saves a longer period, or off, at once, and a shorter one when nothing is that old', async () => {
    answerWith(30, 0);
    await renderSetting();
    await userEvent.click(screen.getByRole('radio', { name: '1 year after upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved. Your documents are deleted automatically 1 year after upload.',
      ),
    );
    expect(previewCalls()).toEqual([]);

    await userEvent.click(
      screen.getByRole('radio', { name: 'Off: keep them until I delete them' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Saved. Your documents are kept until you delete them.',
      ),
    );

    await userEvent.click(screen.getByRole('radio', { name: '7 days after upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putMock).toHaveBeenCalledTimes(3));
    expect(previewCalls()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(putMock.mock.calls.map(([, body]) => body)).toEqual([
      { deleteDocumentsAfterDays: 365 },
      { deleteDocumentsAfterDays: null },
      { deleteDocumentsAfterDays: 7 },
    ]);
  });
});
