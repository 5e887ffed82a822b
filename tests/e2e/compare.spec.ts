import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ClauseChange, Comparison } from '../../common/compare/comparison.ts';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import {
  analyseOpenDocument,
  fileOf,
  uploadAndOpen,
  type UploadFile,
} from './support/documents.test-support.ts';
import { severeViolations } from './support/accessibility.test-support.ts';

// Two uploads and two analyses run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 240_000 });

const oldText = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

/** The text with `find` replaced once, failing loudly when the fixture no longer has it. */
function edit(text: string, find: string | RegExp, replacement: string): string {
  const edited = text.replace(find, replacement);
  if (edited === text) throw new Error(`Nothing to replace for ${String(find)}`);
  return edited;
}

// The other side's redraft: a higher fee, a longer notice to end it, no insurance clause.
const newText = edit(
  edit(
    edit(oldText, '$12,000', '$15,000'),
    'ten (10) days written notice',
    'thirty (30) days written notice',
  ),
  /8\. INSURANCE\n\n[^\n]*\n\n/,
  '',
);
const OLD_FILE = fileOf('consulting-v1.txt', 'text/plain', oldText);
const NEW_FILE = fileOf('consulting-v2.txt', 'text/plain', newText);

/** Uploads a file from the dashboard, analyzes it, and returns its id. */
async function uploadAndAnalyze(page: Page, file: UploadFile): Promise<string> {
  await page.goto('/dashboard');
  const id = await uploadAndOpen(page, file);
  await analyseOpenDocument(page);
  return id;
}

/** Opens the compare dialog in the document's workspace. */
async function openCompareDialog(page: Page, documentId: string): Promise<Locator> {
  await page.goto(`/analysis/${documentId}`);
  await page.getByRole('button', { name: 'Compare with another version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with another version' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Waits for the compare screen's answer from the server, as the page received it. */
function comparisonAnswer(page: Page): Promise<Comparison> {
  return page
    .waitForResponse(
      (response) => response.url().includes('/compare?with=') && response.status() === 200,
      { timeout: 60_000 },
    )
    .then((response) => response.json() as Promise<Comparison>);
}

/** The words the viewer marks, as one run of text. */
async function highlightedWords(page: Page): Promise<string> {
  const marked = await page.locator('[data-highlight]').allTextContents();
  return normalize(marked.join(' '));
}

function normalize(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The change of the comparison whose new words (or old, for a removal) hold `text`. */
function findChange(comparison: Comparison, text: string): ClauseChange {
  const change = comparison.changes.find(
    (candidate) => candidate.after?.includes(text) || candidate.before?.includes(text),
  );
  if (!change) throw new Error(`No change with ${text}`);
  return change;
}

/** Presses a download button and reads the file the browser saves. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

/** The version switch's button for one version, and whether it is the one shown. */
function versionButton(page: Page, version: 'Old' | 'New'): Locator {
  return page
    .getByRole('group', { name: 'Version shown' })
    .getByRole('button', { name: new RegExp(`^${version} version`) });
}

test('two analyzed versions compared from the workspace: what changed for you first, the redline, each change on its page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Colours are judged settled: a button's colour caught mid-transition is not what anyone reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpThroughUi(page, uniqueEmail('compare'));
  await expect(page).toHaveURL('/dashboard');
  const oldId = await uploadAndAnalyze(page, OLD_FILE);
  const newId = await uploadAndAnalyze(page, NEW_FILE);

  // The dialog offers the other analyzed document; choosing it opens the comparison.
  const dialog = await openCompareDialog(page, oldId);
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  expect(await severeViolations(page), 'compare dialog').toEqual([]);
  // By keyboard: the title has the focus as it opens, and the next stop is the first version.
  await expect(dialog.getByRole('heading', { name: 'Compare with another version' })).toBeFocused();
  await page.keyboard.press('Tab');
  const version = dialog.getByRole('radio', { name: /consulting-v2\.txt/ });
  await expect(version).toBeFocused();
  await page.keyboard.press('Space');
  await expect(version).toBeChecked();
  const answer = comparisonAnswer(page);
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(`/compare/${oldId}/${newId}`);
  const comparison = await answer;

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Comparing consulting-v1.txt with consulting-v2.txt',
    }),
  ).toBeVisible();
  await expect(page.getByText('Read for you as the Consultant (TruckThat LLC)')).toBeVisible();
  // The two files, made on the server: a Word redline and a PDF of what changed.
  const word = await downloaded(page, 'Download Word redline');
  expect(word.name).toBe('consulting-v2 - redline.docx');
  expect(word.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const pdf = await downloaded(page, 'Download PDF summary');
  expect(pdf.name).toBe('consulting-v2 - what changed.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // What changed for the reader comes first, then every change.
  const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(sections).toEqual(['What changed for you', `All changes (${comparison.changes.length})`]);
  await expect(page.getByTestId('comparison-summary')).toHaveText(comparison.summary);
  expect(await severeViolations(page), 'compare screen at 1280px').toEqual([]);
  await expect(page.getByTestId('key-term-change').filter({ hasText: 'Fees' })).toContainText(
    '$12,000 per month → $15,000 per month',
  );

  // The three edits, the amount struck and inserted (not only by colour).
  const changes = page.getByTestId('clause-change');
  await expect(changes).toHaveCount(3);
  const amount = changes.filter({ hasText: '$15,000' });
  await expect(amount.locator('del')).toHaveText('deleted: $12,000');
  await expect(amount.locator('ins')).toHaveText('inserted: $15,000');
  await expect(amount.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(amount.locator('ins')).toHaveCSS('text-decoration-line', 'underline');
  await expect(amount.getByRole('list', { name: 'Facts changed' })).toHaveText(
    'Amount: $12,000 → $15,000',
  );
  const notice = changes.filter({ hasText: 'terminate' });
  await expect(notice.locator('ins')).toContainText('thirty (30)');
  const removed = changes.filter({ hasText: 'INSURANCE' });
  await expect(removed).toHaveAttribute('data-kind', 'removed');
  await expect(removed.getByRole('heading')).toHaveText(/^Removed/);

  // "New, p. 1" marks that change's words in the new version: exactly the clause as it now reads.
  const amountChange = findChange(comparison, '$15,000');
  await amount.getByRole('button', { name: `New, p. ${amountChange.pageAfter}` }).click();
  await expect(versionButton(page, 'New')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-highlight]').first()).toBeInViewport();
  await expect.poll(() => highlightedWords(page)).toBe(normalize(amountChange.after));
  expect(await highlightedWords(page)).toContain('$15,000');

  // "Old, p. 1" of another change switches to the old version with its words marked.
  const noticeChange = findChange(comparison, 'thirty (30)');
  await notice.getByRole('button', { name: `Old, p. ${noticeChange.pageBefore}` }).click();
  await expect(versionButton(page, 'Old')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => highlightedWords(page)).toBe(normalize(noticeChange.before));
  expect(await highlightedWords(page)).toContain('ten (10) days');

  // A removed clause stands only in the old version.
  await expect(removed.getByRole('button', { name: /^New,/ })).toHaveCount(0);
  await removed.getByRole('button', { name: /^Old, p\. \d+$/ }).click();
  await expect
    .poll(() => highlightedWords(page))
    .toBe(normalize(findChange(comparison, 'INSURANCE').before));

  // On a phone: one column, the document in place of the list, and back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  // Located by their labels, not their roles: the one not shown is out of the accessibility tree.
  const list = page.locator('section[aria-label="Changes"]');
  const viewer = page.locator('section[aria-label="Document"]');
  await expect(list.getByRole('heading', { name: 'What changed for you' })).toBeVisible();
  await expect(viewer).toBeHidden();
  const listBox = await list.boundingBox();
  const viewerBox = await viewer.boundingBox();
  expect(listBox?.x).toBe(viewerBox?.x);
  expect(listBox?.width).toBe(viewerBox?.width);
  expect(listBox && listBox.x + listBox.width).toBeLessThanOrEqual(390);
  const phoneAmount = page.getByTestId('clause-change').filter({ hasText: '$15,000' });
  const showOnPhone = phoneAmount.getByRole('button', {
    name: `New, p. ${amountChange.pageAfter}`,
  });
  await showOnPhone.scrollIntoViewIfNeeded();
  await showOnPhone.click();
  await expect(viewer).toBeVisible();
  await expect(list).toBeHidden();
  await expect(page.locator('[data-highlight]').first()).toBeInViewport();
  await expect.poll(() => highlightedWords(page)).toBe(normalize(amountChange.after));
  expect(await severeViolations(page), 'compared document at 390px').toEqual([]);
  await viewer.getByRole('button', { name: 'Back to changes' }).click();
  await expect(list).toBeVisible();
  await expect(viewer).toBeHidden();
  await expect(showOnPhone).toBeFocused();
  expect(await severeViolations(page), 'compare screen at 390px').toEqual([]);

  // Someone else opening the address learns nothing of either version.
  const stranger = await browser.newPage();
  try {
    await signUpThroughUi(stranger, uniqueEmail('compare-stranger'));
    await expect(stranger).toHaveURL('/dashboard');
    await stranger.goto(`/compare/${oldId}/${newId}`);
    await expect(stranger.getByText('Document not found')).toBeVisible();
    await expect(stranger.getByText('consulting-v1.txt')).toHaveCount(0);
    await expect(stranger.getByRole('heading', { name: 'What changed for you' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('a new version uploaded in the dialog is analyzed for the same reader (a credit), then compared', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpThroughUi(page, uniqueEmail('compare-upload'));
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  const oldId = await uploadAndAnalyze(page, OLD_FILE);

  // Read the old version for the company, so the new one (read for the consultant by
  // default) must be read for the company too.
  const reader = page.getByTestId('reader-switch');
  await reader.getByRole('radio', { name: 'I am the Company (Driven Deliveries, Inc.)' }).check();
  await reader.getByRole('button', { name: 'Switch' }).click();
  await expect(reader.getByRole('heading')).toHaveText('Reading as: the Company');

  const dialog = await openCompareDialog(page, oldId);
  await expect(dialog).toContainText('it costs 1 credit. You have 2 credits.');
  await dialog.getByLabel('Choose a document to upload').setInputFiles(NEW_FILE);
  await page
    .getByRole('dialog', { name: 'Analyze consulting-v2.txt?' })
    .getByRole('button', { name: 'Analyze (1 credit)' })
    .click();
  const answer = comparisonAnswer(page);
  await expect(page).toHaveURL(new RegExp(`/compare/${oldId}/[^/]+$`), { timeout: 120_000 });
  const comparison = await answer;
  const newId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  await expect(
    page.getByText('Read for you as the Company (Driven Deliveries, Inc.)'),
  ).toBeVisible();
  expect(comparison.reader?.role).toBe('Company');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('What changed for you');
  const amount = page.getByTestId('clause-change').filter({ hasText: '$15,000' });
  await expect(amount.locator('del')).toHaveText('deleted: $12,000');
  await expect(amount.locator('ins')).toHaveText('inserted: $15,000');

  // The new version was analyzed (one credit) and is now read for the company itself.
  await page.goto(`/analysis/${newId}`);
  await expect(page.getByTestId('reader-switch').getByRole('heading')).toHaveText(
    'Reading as: the Company',
  );
  await page.goto('/dashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText('1 credit left');
});
