import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen, analyseOpenDocument } from './support/documents.test-support.ts';
import {
  createReadOnlyLink,
  expectSharedAnalysisWithHighlight,
} from './support/share-links.test-support.ts';

// Reading the upload and the analysis each run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const contract = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

/** A new user with the consulting agreement analysed, on its analysis screen. */
async function analysedContract(page: Page, label: string) {
  await signUpThroughUi(page, uniqueEmail(label));
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  await analyseOpenDocument(page);
}

test('a read-only link opens in a browser that never signed in, shows a finding on the page, and ends when revoked', async ({
  page,
  browser,
}) => {
  await analysedContract(page, 'share-link');
  const { url, dialog } = await createReadOnlyLink(page, '7');
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

  // Someone else, signed out, with nothing cached.
  const stranger = await browser.newContext();
  const shared = await stranger.newPage();
  await shared.goto(url);
  await expectSharedAnalysisWithHighlight(shared, 'consulting.txt');
  await expect(shared.getByRole('button', { name: 'Download or share' })).toHaveCount(0);
  // On a phone the analysis keeps a margin from the screen's edges.
  await shared.setViewportSize({ width: 390, height: 844 });
  const documentType = await shared.getByText('Document type', { exact: true }).boundingBox();
  expect(documentType?.x).toBeGreaterThanOrEqual(12);

  // The owner sees the view and revokes the link; the stranger's next look finds it gone.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Download or share' }).click();
  await expect(dialog.getByText(/opened 1 time\b/)).toBeVisible();
  await dialog.getByRole('button', { name: /Revoke the link/ }).click();
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'no longer opens' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Revoke the link/ })).toHaveCount(0);
  await shared.reload();
  await expect(
    shared.getByRole('heading', { name: 'This link is no longer available' }),
  ).toBeVisible();
  await stranger.close();
});

test('the PDF report downloads with the document’s name, in one click or through the dialog', async ({
  page,
}) => {
  await analysedContract(page, 'share-pdf');
  /** The download's name, and that it is a PDF. */
  async function expectPdf(download: Download) {
    expect(download.suggestedFilename()).toBe('consulting - analysis.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  }

  // One click beside "Download or share".
  const oneClick = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  await expectPdf(await oneClick);

  // The dialog chooses the sections and the format.
  await page.getByRole('button', { name: 'Download or share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download or share' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Make the PDF file' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download' }).click();
  await expectPdf(await downloading);
});
