import { expect, test, type Page } from '@playwright/test';
import { CODE_ENTRIES } from '../../common/errors/catalogue-entries.ts';
import { makeScannedPdf } from '../../core/parsing/ocr/make-scanned-pdf.test-support.ts';
import { makePdf } from '../support/make-documents.test-support.ts';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import {
  chooseFile,
  fileOf,
  readDropzoneHistory,
  recordDropzoneHistory,
  uploadAndOpen,
  waitForAnalysisPage,
} from './support/documents.test-support.ts';

/** A three-page PDF whose pages say which page they are; `label` makes its bytes unique. */
async function threePagePdf(label: string) {
  const bytes = await makePdf([
    [`Page one of the ${label} agreement.`, 'The tenant pays the rent monthly.'],
    [`Page two of the ${label} agreement.`, 'The landlord repairs the roof.'],
    [`Page three of the ${label} agreement.`, 'Either party may end it on notice.'],
  ]);
  return fileOf(`${label}.pdf`, 'application/pdf', bytes);
}

// The server reads each upload in a worker thread, and OCR takes seconds a page; on a busy
// two-core machine a journey can take over 30 seconds.
test.describe.configure({ timeout: 90_000 });

async function signUp(page: Page, label: string) {
  await signUpThroughUi(page, uniqueEmail(label));
  await expect(page).toHaveURL('/dashboard');
}

/** The width of a drawn page in the viewer, in CSS pixels. */
async function pageWidth(page: Page, pageNumber: number): Promise<number> {
  const box = await page.locator(`[data-viewer-page="${pageNumber}"]`).boundingBox();
  return box?.width ?? 0;
}

test('upload a PDF, read it page by page, zoom, and delete it', async ({ page }) => {
  await signUp(page, 'docs-journey');
  const file = await threePagePdf('lease');

  await recordDropzoneHistory(page);
  await chooseFile(page, file);
  const documentId = await waitForAnalysisPage(page);

  // The upload area showed the upload, then the server reading it (however fast that was).
  const { states } = await readDropzoneHistory(page);
  expect(states[0]).toBe('idle');
  expect(states).toContain('uploading');
  const reading = states.findIndex((state) => state === 'processing' || state === 'done');
  expect(reading).toBeGreaterThan(states.indexOf('uploading'));

  await expect(page.getByRole('heading', { level: 1, name: 'lease.pdf' })).toBeVisible();
  const firstPage = page.getByRole('group', { name: 'Page 1 of 3' });
  await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 15_000 });
  await expect(firstPage.locator('.textLayer')).toContainText('Page one of the lease agreement.');
  await expect(page.getByTestId('viewer-page-indicator')).toContainText('of 3');

  // Page 2 by typing its number.
  const pageNumber = page.getByLabel('Page number');
  await pageNumber.fill('2');
  await pageNumber.press('Enter');
  await expect(pageNumber).toHaveValue('2');
  const secondPage = page.getByRole('group', { name: 'Page 2 of 3' });
  await expect(secondPage.locator('.textLayer')).toContainText('Page two of the lease agreement.');
  await expect.poll(() => pageWidth(page, 2)).toBeGreaterThan(0);
  const widthAt100 = await pageWidth(page, 2);

  await page.getByLabel('Zoom level').selectOption('150');
  await expect(page.getByTestId('viewer-zoom')).toHaveValue('150');
  await expect(pageNumber).toHaveValue('2');
  await expect.poll(() => pageWidth(page, 2)).toBeCloseTo(widthAt100 * 1.5, 0);
  await expect(secondPage.locator('canvas')).toBeVisible();

  // Delete from the header, after confirming.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete lease.pdf?' });
  await dialog.getByRole('button', { name: 'Delete document' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('document-list-empty')).toBeVisible();
  await expect(page.locator(`[data-document-id="${documentId}"]`)).toHaveCount(0);
});

test('the same file uploaded twice offers the earlier copy', async ({ page }) => {
  await signUp(page, 'docs-duplicate');
  const file = await threePagePdf('twice');
  const documentId = await uploadAndOpen(page, file);

  await page.goto('/dashboard');
  await expect(page.locator(`[data-document-id="${documentId}"]`)).toHaveAttribute(
    'data-status',
    'ready',
  );
  await chooseFile(page, file);
  const notice = page.getByTestId('duplicate-notice');
  await expect(notice).toContainText('You uploaded this file before');
  await expect(page.getByTestId('upload-dropzone')).toHaveAttribute('data-state', 'duplicate');
  await notice.getByRole('button', { name: 'Open existing document' }).click();
  expect(await waitForAnalysisPage(page)).toBe(documentId);
  await expect(page.getByRole('heading', { level: 1, name: 'twice.pdf' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('document-row')).toHaveCount(1);
});

test('a file that is not a document, or an empty one, is refused', async ({ page }) => {
  await signUp(page, 'docs-refused');
  await expect(page.getByTestId('document-list-empty')).toBeVisible();

  // A Windows program named like a PDF: the server judges the content, not the name.
  const program = new Uint8Array(4096);
  program.set([0x4d, 0x5a]);
  await chooseFile(page, fileOf('contract.pdf', 'application/pdf', program));
  const error = page.getByTestId('upload-error');
  await expect(error).toContainText(CODE_ENTRIES.UNSUPPORTED_FILE_TYPE.title);
  await expect(error).toContainText(CODE_ENTRIES.UNSUPPORTED_FILE_TYPE.message);
  await expect(page.getByTestId('upload-dropzone')).toHaveAttribute('data-state', 'idle');

  await chooseFile(page, fileOf('empty.pdf', 'application/pdf', new Uint8Array(0)));
  await expect(error).toContainText(CODE_ENTRIES.INVALID_DOCUMENT.title);
  await expect(error).toContainText(/empty/);

  await page.reload();
  await expect(page.getByTestId('document-list-empty')).toBeVisible();
  await expect(page.getByTestId('document-row')).toHaveCount(0);
});

test('a text document is shown as paginated text, with its page count in Details', async ({
  page,
}) => {
  await signUp(page, 'docs-text');
  const text =
    'SERVICE AGREEMENT\n\nThe supplier delivers the goods within thirty days.\f' +
    'Payment is due fourteen days after delivery.';
  await uploadAndOpen(page, fileOf('terms.txt', 'text/plain', text));

  await expect(page.getByRole('heading', { level: 1, name: 'terms.txt' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Page 1 of 2' })).toContainText(
    'The supplier delivers the goods within thirty days.',
  );
  await expect(page.getByTestId('viewer-scroller').locator('canvas')).toHaveCount(0);

  // Not analyzed yet: the file's details follow the offer to analyze it.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toBeVisible();
  await expect(details.locator('dt', { hasText: /^Pages$/ }).locator('+ dd')).toHaveText('2');
  await expect(details).toContainText('terms.txt');
});

test('a document opened once still opens when the documents API is unreachable', async ({
  page,
}) => {
  await signUp(page, 'docs-cache');
  const documentId = await uploadAndOpen(page, await threePagePdf('cached'));
  await expect(
    page.getByRole('group', { name: 'Page 1 of 3' }).locator('.textLayer'),
  ).toContainText('Page one of the cached agreement.', { timeout: 15_000 });

  let blocked = 0;
  await page.route('**/api/documents/**', (route) => {
    blocked += 1;
    return route.abort();
  });
  await page.reload();
  await expect(page).toHaveURL(`/analysis/${documentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'cached.pdf' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Page 1 of 3' }).locator('.textLayer'),
  ).toContainText('Page one of the cached agreement.', { timeout: 15_000 });
  expect(blocked).toBe(0);
});

test('a scanned PDF is read by text recognition', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'docs-scan');
  const { bytes } = await makeScannedPdf([
    ['Rental Agreement between Alice Smith and Bob Jones', 'The rent is due on the first day.'],
  ]);
  await uploadAndOpen(page, fileOf('scan.pdf', 'application/pdf', bytes), 100_000);

  await expect(page.getByRole('heading', { level: 1, name: 'scan.pdf' })).toBeVisible();
  // Narrower than 1536px the page list starts folded, to leave room for the page and analysis.
  await page.getByRole('button', { name: 'Pages', expanded: false }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/Rental Agreement/);

  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { name: 'Scanned pages' })).toBeVisible();
  await expect(details).toContainText(/Page 1\s*\d+% recognition confidence/);
});

test("another user cannot open someone else's document", async ({ page, browser, baseURL }) => {
  await signUp(page, 'docs-owner');
  const documentId = await uploadAndOpen(page, await threePagePdf('private'));

  const otherContext = await browser.newContext({ baseURL });
  try {
    const other = await otherContext.newPage();
    await signUp(other, 'docs-stranger');
    await other.goto(`/analysis/${documentId}`);
    await expect(other.getByText('Document not found')).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: 'private.pdf' })).toHaveCount(0);
  } finally {
    await otherContext.close();
  }
});

test('a text document opens with its page count in the toolbar', async ({ page }) => {
  // The workspace once reset the viewer after the viewer had counted its pages ("of 1").
  await signUp(page, 'docs-text-pages');
  await uploadAndOpen(page, fileOf('pages.txt', 'text/plain', 'First page.\fSecond page.'));
  await expect(page.getByRole('group', { name: 'Page 1 of 2' })).toBeVisible();
  await expect(page.getByTestId('viewer-page-indicator')).toContainText('of 2');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
});
