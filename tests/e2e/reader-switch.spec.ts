import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen, analyseOpenDocument } from './support/documents.test-support.ts';

// Reading the upload and the analysis each run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

// A services agreement where each side carries its own risk: the Customer an uncapped
// indemnity of the Provider, the Provider a non-compete and liquidated damages.
const contract = readFileSync(
  new URL('../fixtures/contracts/two-sided-services.txt', import.meta.url),
  'utf8',
);

/**
 * The title of the red flag shown first (the most important for the current reader), read on
 * the Red flags tab; the Overview, where the reader is chosen, is shown again after.
 */
async function readTopRedFlag(page: Page): Promise<string> {
  await page.getByRole('tab', { name: /^Red flags/ }).click();
  const title = await page.getByTestId('red-flag').first().getByRole('heading').textContent();
  await page.getByRole('tab', { name: 'Overview' }).click();
  return title?.trim() ?? '';
}

async function readCreditBalance(page: Page): Promise<string> {
  await page.goto('/dashboard');
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/credits? left/);
  return (await balance.textContent())?.trim() ?? '';
}

test('switching the reader re-ranks the red flags, is kept after a reload, and costs no credit', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('reader'));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');

  const documentId = await uploadAndOpen(
    page,
    fileOf('two-sided-services.txt', 'text/plain', contract),
  );
  await analyseOpenDocument(page);

  // A services agreement is read for the customer unless the person says otherwise.
  const reader = page.getByTestId('reader-switch');
  await expect(reader.getByRole('heading')).toHaveText('Reading as: the Customer');
  await expect(reader).toContainText('Chosen from the document type');
  const customersTopFlag = await readTopRedFlag(page);
  expect(customersTopFlag).not.toBe('');
  const balanceAfterAnalysis = await readCreditBalance(page);
  expect(balanceAfterAnalysis).toBe('2 credits left');

  await page.goto(`/analysis/${documentId}`);
  await expect(reader.getByRole('heading')).toHaveText('Reading as: the Customer');
  const choice = reader.getByRole('group', { name: 'Whose side are you on?' });
  await expect(choice.locator('label')).toHaveText([
    /^I am the (Provider|Customer) \(/,
    /^I am the (Provider|Customer) \(/,
  ]);
  // On a phone a long company name wraps: nothing of it is cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const provider = choice.getByRole('radio', {
    name: 'I am the Provider (Northwind Data Services, Inc.)',
  });
  const providerLabel = choice
    .locator('label')
    .filter({ hasText: 'I am the Provider (Northwind Data Services, Inc.)' });
  expect(await providerLabel.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await provider.check();
  await reader.getByRole('button', { name: 'Switch' }).click();

  await expect(reader.getByRole('heading')).toHaveText('Reading as: the Provider');
  await expect(reader.getByRole('status')).toContainText('Now reading as the Provider');
  await expect(reader).not.toContainText('Chosen from the document type');
  const providersTopFlag = await readTopRedFlag(page);
  expect(providersTopFlag).not.toBe('');
  expect(providersTopFlag).not.toBe(customersTopFlag);
  // What burdened the customer is now in the reader's favour, beside the red flags.
  await page.getByRole('tab', { name: /^Red flags/ }).click();
  await expect(page.getByRole('region', { name: 'In your favour' })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();

  // The choice is the document's analysis now: a reload shows the provider's reading.
  await page.reload();
  await expect(reader.getByRole('heading')).toHaveText('Reading as: the Provider');
  await expect(provider).toBeChecked();
  expect(await readTopRedFlag(page)).toBe(providersTopFlag);

  // Only the analysis was paid for.
  expect(await readCreditBalance(page)).toBe(balanceAfterAnalysis);
});
