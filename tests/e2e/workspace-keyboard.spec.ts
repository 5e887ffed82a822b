import { expect, test, type Page } from '@playwright/test';
import { openLongPdfContract } from './support/long-pdf-contract.test-support.ts';

// Reading a 25-page PDF and analysing it run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 150_000 });

/** What has focus, in words: its tag and accessible name or text. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    const name = active.getAttribute('aria-label') ?? active.textContent ?? '';
    return `${active.tagName} ${name.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
  });
}

/** Presses Tab until `isThere` says focus has arrived; returns the presses, or fails at `limit`. */
async function tabUntil(page: Page, isThere: () => Promise<boolean>, limit: number) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isThere()) return presses;
  }
  throw new Error(`Not reached in ${limit} Tab presses; focus is on ${await describeFocus(page)}`);
}

test('by keyboard: the results take focus when the analysis ends, skip links lead past the pages, and the first red flag is a few Tabs away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLongPdfContract(page, 'keys');

  // Analyse with the keyboard alone: focus never falls back to the page's body.
  await page.getByRole('button', { name: 'Analyze', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Analyze this document?' });
  await expect(dialog.getByRole('button', { name: 'Analyze (1 credit)' })).toBeFocused();
  await page.keyboard.press('Enter');
  const resultsHeading = page.getByRole('heading', { level: 2, name: 'Consulting Agreement' });
  await expect(resultsHeading).toBeFocused({ timeout: 90_000 });
  expect(await describeFocus(page)).not.toBe('BODY');

  // Opened afresh, from the top of the workspace: its first skip link (after the site's own
  // header), the analysis, its Red flags tab, then the first red flag's "Show on page".
  await page.reload();
  await expect(resultsHeading).toBeVisible();
  const skipToAnalysis = page.getByRole('link', { name: 'Skip to the analysis' });
  await tabUntil(
    page,
    () => skipToAnalysis.evaluate((link) => link === document.activeElement),
    12,
  );
  await expect(skipToAnalysis).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Analysis panel' })).toBeFocused();
  const overview = page.getByRole('tab', { name: 'Overview' });
  let presses = await tabUntil(
    page,
    () => overview.evaluate((tab) => tab === document.activeElement),
    12,
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Red flags/ })).toBeFocused();
  const firstFlag = page.getByTestId('red-flag').first();
  presses += await tabUntil(
    page,
    () => firstFlag.evaluate((flag) => flag.contains(document.activeElement)),
    12,
  );
  expect(presses).toBeLessThanOrEqual(12);
  await expect(firstFlag.getByRole('button', { name: /Show on page/ })).toBeFocused();

  // The other skip link: to the document, whose controls come next.
  await page.getByRole('link', { name: 'Skip to the document' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Document', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeFocused();

  // The 25 pages are one Tab stop; the arrow keys move along them, Enter goes there.
  const pagesToggle = page.getByRole('button', { name: 'Pages' });
  if ((await pagesToggle.getAttribute('aria-expanded')) === 'false') await pagesToggle.click();
  const pageList = page.getByRole('navigation', { name: 'Pages' });
  await expect(pageList.getByRole('button')).toHaveCount(25);
  await pagesToggle.focus();
  await page.keyboard.press('Tab');
  await expect(pageList.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeFocused();

  // The bar between the document and the analysis is a named, keyboard-driven splitter.
  const splitter = page.getByRole('separator', { name: 'Resize panel' });
  await splitter.focus();
  const before = Number(await splitter.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', String(before + 2));
});
