import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { makeDocx, makePdf } from '../support/make-documents.test-support.ts';
import { PUBLIC_PATHS } from './public-paths.ts';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen, analyseOpenDocument } from './support/documents.test-support.ts';
import { expectHighlightedWords, quotedWordsOf } from './support/highlights.test-support.ts';
import {
  createReadOnlyLink,
  expectSharedAnalysisWithHighlight,
} from './support/share-links.test-support.ts';

// Reading four uploads and one analysis run in the server's workers on a busy machine.
test.describe.configure({ timeout: 180_000 });

const contract = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

/**
 * Every Content-Security-Policy violation in a browser context: each page's
 * `securitypolicyviolation` events (a listener added before any of the page's own scripts run,
 * reporting through a binding so reports survive navigations) and the browser's console
 * messages about the policy, from pages and their workers (pdf.js).
 */
async function watchForViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, report: string) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ` +
          `${event.documentURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  const onConsole = (text: string) => {
    if (/Content[ -]Security[ -]Policy/i.test(text)) violations.push(`console: ${text}`);
  };
  context.on('console', (message) => onConsole(message.text()));
  context.on('page', (page) => {
    page.on('worker', (worker) => worker.on('console', (message) => onConsole(message.text())));
  });
  return violations;
}

/** Goes to `path` and checks the page came with the strict policy. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("default-src 'self'");
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).not.toContain('unsafe');
}

/** A one-page PDF whose font is embedded, so pdf.js loads it as a FontFace from its bytes. */
function pdfWithEmbeddedFont(): Promise<Uint8Array> {
  const fontPath = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
  const pdf = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  pdf.font(fontPath).fontSize(12);
  pdf.text('Page one of the embedded-font agreement. Die Mieterin zahlt pünktlich.');
  pdf.end();
  return done;
}

test('the watcher sees a violation when the policy blocks something', async ({ page }) => {
  const violations = await watchForViolations(page.context());
  await visit(page, '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // An inline <style> without the policy's hash, as a library injecting one would add it.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations.join('\n')).toMatch(/style-src/);
});

test('no page breaks the Content-Security-Policy: public pages, sign-up, PDF, Word, text, analysis, Ask, share, settings', async ({
  page,
  browser,
}) => {
  const violations = await watchForViolations(page.context());

  // The public pages, each from a fresh load.
  for (const path of ['/', ...PUBLIC_PATHS]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  expect(violations, 'public pages').toEqual([]);

  // Sign up, then a PDF drawn by pdf.js in its worker from the upload's blob: URL, one with a
  // standard font and one with an embedded font.
  await signUpThroughUi(page, uniqueEmail('csp'));
  await expect(page).toHaveURL('/dashboard');
  const plainPdf = await makePdf([
    ['Page one of the csp agreement.', 'The tenant pays the rent monthly.'],
    ['Page two of the csp agreement.', 'The landlord repairs the roof.'],
  ]);
  await uploadAndOpen(page, fileOf('csp.pdf', 'application/pdf', plainPdf));
  const firstPage = page.getByRole('group', { name: 'Page 1 of 2' });
  await expect(firstPage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(firstPage.locator('.textLayer')).toContainText('Page one of the csp agreement.');

  await visit(page, '/dashboard');
  await uploadAndOpen(page, fileOf('fonts.pdf', 'application/pdf', await pdfWithEmbeddedFont()));
  const fontPage = page.getByRole('group', { name: 'Page 1 of 1' });
  await expect(fontPage.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(fontPage.locator('.textLayer')).toContainText('embedded-font agreement');
  expect(violations, 'PDF viewer').toEqual([]);

  // A Word document, shown as paginated text.
  await visit(page, '/dashboard');
  const docx = await makeDocx('Service Agreement', ['The supplier delivers within thirty days.']);
  const wordMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  await uploadAndOpen(page, fileOf('service.docx', wordMime, docx));
  await expect(page.getByRole('group', { name: /^Page 1 of/ })).toContainText(
    'The supplier delivers within thirty days.',
  );
  expect(violations, 'Word viewer').toEqual([]);

  // The trial, a text contract analysed, a red flag shown on the page.
  await visit(page, '/dashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  await analyseOpenDocument(page);
  await page.getByRole('tab', { name: /^Red flags/ }).click();
  const flag = page
    .getByRole('region', { name: /red flags/i })
    .getByTestId('red-flag')
    .first();
  const quote = await quotedWordsOf(flag);
  await flag.getByRole('button', { name: /^Show on page/ }).click();
  await expectHighlightedWords(page, quote);
  expect(violations, 'analysis').toEqual([]);

  // Ask-AI: one question, its answer streamed back.
  await page.getByRole('tab', { name: 'Ask about it' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ask about it' });
  const input = panel.getByRole('textbox', { name: 'Ask about this document' });
  await input.fill('What happens if I pay late?');
  await input.press('Enter');
  await expect(panel.getByText('4 questions left this month')).toBeVisible({ timeout: 30_000 });
  expect(violations, 'Ask tab').toEqual([]);

  // A read-only link, opened by someone signed out.
  const { url: shareUrl } = await createReadOnlyLink(page);
  const stranger = await browser.newContext();
  const strangerViolations = await watchForViolations(stranger);
  const shared = await stranger.newPage();
  await visit(shared, shareUrl);
  await expectSharedAnalysisWithHighlight(shared, 'consulting.txt');
  await stranger.close();
  expect(strangerViolations, 'share page').toEqual([]);

  // The dashboard with its numbers, and the settings with the authenticator's QR code.
  await visit(page, '/dashboard');
  await expect(page.getByTestId('stats-panel')).toHaveAttribute('aria-busy', 'false');
  await visit(page, '/settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const qrCode = page.getByRole('img', { name: /QR code/ });
  await expect(qrCode).toBeVisible();
  await expect
    .poll(() => qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(violations, 'dashboard and settings').toEqual([]);
});
