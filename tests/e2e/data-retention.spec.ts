import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';

test.describe.configure({ timeout: 60_000 });

test('a user has documents deleted 30 days after upload, sees the day on the document, and downloads all their data', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('retention'));
  await expect(page).toHaveURL('/dashboard');
  const documentId = await uploadAndOpen(
    page,
    fileOf(
      'tenancy note.txt',
      'text/plain',
      'This Agreement is made between Ann and Bob. '.repeat(20),
    ),
  );
  // Off by default: no notice on the document.
  await expect(page.getByRole('heading', { name: 'tenancy note.txt' })).toBeVisible();
  await expect(page.getByTestId('auto-delete-notice')).toHaveCount(0);

  await page.goto('/settings');
  const setting = page.getByRole('group', { name: 'Delete each document' });
  await expect(
    setting.getByRole('radio', { name: 'Off: keep them until I delete them' }),
  ).toBeChecked();
  await setting.getByRole('radio', { name: '30 days after upload' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Nothing is 30 days old yet, so there is nothing to warn about: it is saved at once.
  await expect(
    page.getByText('Saved. Your documents are deleted automatically 30 days after upload.'),
  ).toBeVisible();

  await page.goto(`/analysis/${documentId}`);
  const notice = page.getByTestId('auto-delete-notice');
  await expect(notice).toContainText('This document will be deleted automatically on');
  await expect(notice).toContainText('(your setting: 30 days after upload).');
  await notice.getByRole('link', { name: 'your setting: 30 days after upload' }).click();
  await expect(page).toHaveURL('/settings#auto-delete');
  await expect(page.getByRole('radio', { name: '30 days after upload' })).toBeChecked();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^legal-explainer-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const files = Object.values(zip.files)
    .filter((entry) => !entry.dir)
    .map((entry) => entry.name)
    .sort();
  expect(files).toEqual([
    'README.txt',
    'activity-log.csv',
    'credit-history.json',
    'documents/001 tenancy note/tenancy note.txt',
  ]);
  expect(await zip.file('documents/001 tenancy note/tenancy note.txt')?.async('string')).toContain(
    'This Agreement is made between Ann and Bob.',
  );
});
