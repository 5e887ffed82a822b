import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { severeViolations } from './support/accessibility.test-support.ts';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';

test.describe.configure({ timeout: 60_000 });

test('a person downloads a document and finds it on record, on the document and in Settings; another person sees none of it', async ({
  page,
  browser,
}) => {
  await signUpThroughUi(page, uniqueEmail('activity'));
  await uploadAndOpen(
    page,
    fileOf(
      'supply terms.txt',
      'text/plain',
      'This Agreement is made between Ann and Bob. '.repeat(20),
    ),
  );
  await expect(page.getByRole('heading', { name: 'supply terms.txt' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download original' }).click();
  const original = await downloading;
  expect(original.suggestedFilename()).toBe('supply terms.txt');
  expect(await readFile(await original.path(), 'utf8')).toContain('made between Ann and Bob');

  // The document's Activity: what was done with it, newest first, in plain words.
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Activity of supply terms.txt' });
  const entries = dialog.getByRole('list', { name: 'Activity of supply terms.txt' });
  await expect(entries.getByRole('listitem').first()).toContainText('Downloaded the original file');
  await expect(entries).toContainText('Opened');
  await expect(entries).toContainText('Uploaded');
  expect(await severeViolations(page)).toEqual([]);

  const csvDownloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download as CSV' }).click();
  const csv = await csvDownloading;
  expect(csv.suggestedFilename()).toMatch(/^supply terms activity \d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText).toMatch(/^"time","event","document","share","address hash","details"\r\n/);
  expect(csvText).toContain('"Downloaded the original file","supply terms.txt"');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The whole account's, in Settings.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Activity', exact: true });
  const accountEntries = section.getByRole('list', { name: 'Account activity' });
  await expect(accountEntries).toContainText('Downloaded the original file · supply terms.txt');
  await expect(accountEntries).toContainText('Uploaded · supply terms.txt');
  await expect(section.getByRole('button', { name: 'Download as CSV' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // Someone else's account has none of it: only its own sign-up's sign-in.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpThroughUi(other, uniqueEmail('activity-other'));
  await expect(other).toHaveURL('/dashboard');
  await other.goto('/settings');
  const theirs = other.getByRole('region', { name: 'Activity', exact: true });
  const theirEntries = theirs.getByRole('list', { name: 'Account activity' });
  await expect(theirEntries.getByRole('listitem')).toHaveCount(1);
  await expect(theirEntries).toContainText('Signed in');
  await expect(theirs).not.toContainText('supply terms.txt');
  await otherContext.close();
});
