import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen, analyseOpenDocument } from './support/documents.test-support.ts';
import { expectHighlightedWords, quotedWordsOf } from './support/highlights.test-support.ts';

// Reading and analysing run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

// The consulting agreement, then thirty pages more, so the findings are far from the top.
const contract = [
  readFileSync(new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url), 'utf8'),
  ...Array.from(
    { length: 30 },
    (_, index) =>
      `SCHEDULE ${index + 1}\n\n${'The Consultant shall keep records of the Services in a form reasonably requested by the Company. '.repeat(30)}`,
  ),
].join('\f');

/** Signs a new user up, takes the trial and analyses the long contract; returns its address. */
async function analysedLongContract(page: Page, label: string): Promise<string> {
  await signUpThroughUi(page, uniqueEmail(label));
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await uploadAndOpen(page, fileOf('long-consulting.txt', 'text/plain', contract));
  await analyseOpenDocument(page);
  return page.url();
}

/** Whether an element is wholly inside the window. */
async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  }, selector);
}

test('on a desk the workspace fills the window: the page never scrolls, the toolbar stays in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await analysedLongContract(page, 'desk');
  const { scrollHeight, innerHeight } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  expect(scrollHeight).toBe(innerHeight);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Far down the document, the viewer's toolbar is where it was.
  await page.getByRole('tab', { name: /^Clauses/ }).click();
  await page.getByTestId('viewer-scroller').evaluate((scroller) => {
    scroller.scrollTop = scroller.scrollHeight;
  });
  await expect(page.getByRole('group', { name: 'Document controls' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone the analysis comes first, "Show on page" brings the words into view, and back returns to the finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await analysedLongContract(page, 'phone');
  const views = page.getByRole('navigation', { name: 'Workspace views' });
  await expect(views.getByRole('button', { name: 'Analysis' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport();

  await page.getByRole('tab', { name: /^Red flags/ }).click();
  const flag = page
    .getByRole('region', { name: /red flags/i })
    .getByTestId('red-flag')
    .first();
  const quote = await quotedWordsOf(flag);
  const show = flag.getByRole('button', { name: /^Show on page/ });
  await show.scrollIntoViewIfNeeded();
  await show.click();
  await expect(views.getByRole('button', { name: 'Document' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-highlight]').first()).toBeInViewport();
  expect(await isInViewport(page, '[data-highlight]')).toBe(true);
  await expectHighlightedWords(page, quote);

  await page.goBack();
  await expect(views.getByRole('button', { name: 'Analysis' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(show).toBeInViewport();
});
