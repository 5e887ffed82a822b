import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makePdf } from '../support/make-documents.test-support.ts';
import { severeViolations } from './support/accessibility.test-support.ts';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { analyseOpenDocument, fileOf, uploadAndOpen } from './support/documents.test-support.ts';

// Reading the upload and the analysis each run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const PASSCODE = 'amber-falcon-42';

/** The consulting agreement as a PDF of 40-line pages, so the shared view draws it with pdf.js. */
async function consultingPdf() {
  const text = readFileSync(
    new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
    'utf8',
  );
  const lines = text.split('\n').flatMap((line) => line.match(/.{1,90}(\s|$)/g) ?? ['']);
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += 40) pages.push(lines.slice(start, start + 40));
  return fileOf('consulting.pdf', 'application/pdf', await makePdf(pages));
}

test('a link with a passcode and view only asks for the passcode, shows the PDF without a download, and logs each access', async ({
  page,
  browser,
}) => {
  await signUpThroughUi(page, uniqueEmail('share-controls'));
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await uploadAndOpen(page, await consultingPdf());
  await analyseOpenDocument(page);

  // The owner makes a link behind a passcode, view only.
  await page.getByRole('button', { name: 'Download or share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download or share' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/Read-only link/).check();
  await dialog.getByLabel(/Ask for a passcode/).check();
  await dialog.getByLabel('Passcode', { exact: true }).fill('12345');
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeDisabled();
  await dialog.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
  await dialog.getByLabel(/View only/).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Read-only link' });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).not.toContain(PASSCODE);
  await expect(dialog.getByText(/Send the passcode separately/)).toBeVisible();

  // Someone else, signed out, with nothing cached: the passcode first.
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(url);
  await expect(
    shared.getByRole('heading', { name: 'This shared analysis needs a passcode' }),
  ).toBeVisible();
  expect(await severeViolations(shared)).toEqual([]);
  const field = shared.getByLabel('Passcode', { exact: true });
  await expect(field).toBeFocused();
  await field.fill('not-the-passcode');
  await field.press('Enter');
  await expect(shared.getByRole('alert')).toContainText('4 tries left');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(PASSCODE);
  await shared.getByRole('button', { name: 'Open the shared analysis' }).click();

  // In: the analysis and the PDF's pages, drawn; no download, and the banner says why.
  const banner = shared.getByRole('region', { name: 'Shared analysis' });
  await expect(banner).toContainText('consulting.pdf');
  await expect(banner).toContainText('view only');
  await expect(shared.locator('.react-pdf__Page canvas').first()).toBeVisible({ timeout: 30_000 });
  await expect(shared.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expect(shared.getByText(/View only: the person who shared this/)).toBeVisible();
  // Asked for directly, as a download, the file is refused.
  const token = new URL(url).pathname.split('/').pop() ?? '';
  const direct = await shared.request.get(new URL(`/api/public/shares/${token}/file`, url).href);
  expect(direct.status()).toBe(403);
  expect(shared.url()).not.toContain(PASSCODE);
  await stranger.close();

  // The owner sees the link's badges and its access log.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Download or share' }).click();
  await expect(dialog.getByText(/opened 1 time\b/)).toBeVisible();
  await expect(dialog.getByText('Passcode', { exact: true })).toBeVisible();
  await expect(dialog.getByText('View only', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: /^Access log of the link made/ }).click();
  const log = dialog.getByRole('list', { name: 'Access log' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').nth(0)).toContainText('Opened');
  await expect(log.getByRole('listitem').nth(1)).toContainText('Wrong passcode');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Link made');
  await expect(log).toContainText(/from #[0-9a-f]{8}/);
  expect(await severeViolations(page)).toEqual([]);
});
