import { expect, test, type Page } from '@playwright/test';
import { analyseOpenDocument } from './support/documents.test-support.ts';
import { openLongPdfContract } from './support/long-pdf-contract.test-support.ts';

// Reading a 25-page PDF and analysing it run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 150_000 });

/** The analysis tabs' rows (their distinct tops) and whether the list hides any of them. */
async function readAnalysisTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Analysis' }).evaluate((list) => {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    return {
      count: tabs.length,
      rows: new Set(tabs.map((tab) => tab.offsetTop)).size,
      overflows: list.scrollWidth > list.clientWidth,
    };
  });
}

test('at 1280px the analysis is wide enough for its tabs on one line, beside a page at 100%', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLongPdfContract(page, 'wide');
  await analyseOpenDocument(page);

  const panel = await page.getByRole('region', { name: 'Analysis panel' }).boundingBox();
  expect(panel?.width).toBeGreaterThanOrEqual(440);
  expect(await readAnalysisTabs(page)).toEqual({ count: 6, rows: 1, overflows: false });

  // The document beside it still shows a whole Letter page at 100%, with no sideways scroll.
  await expect(page.getByLabel('Zoom level')).toHaveValue('100');
  const scroller = page.getByTestId('viewer-scroller');
  await expect(page.getByRole('group', { name: /^Page 1 of/ })).toBeVisible();
  expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );

  // Another reader's counts change the tabs' numbers, not their line.
  await page.getByRole('radio', { name: /^I am the Company/ }).check();
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('region', { name: /^Reading as: the Company/ })).toBeVisible({
    timeout: 30_000,
  });
  expect(await readAnalysisTabs(page)).toEqual({ count: 6, rows: 1, overflows: false });
});

test('on a phone, "Show on page" opens the page at a zoom its words can be read at', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLongPdfContract(page, 'phone-zoom');
  await analyseOpenDocument(page);

  await page.getByRole('tab', { name: /^Red flags/ }).click();
  const show = page
    .getByTestId('red-flag')
    .first()
    .getByRole('button', { name: /Show on page/ });
  await show.scrollIntoViewIfNeeded();
  await show.click();

  // Fitted to the 390px screen the page is at 50%, its 11-pt type under 6px tall.
  const zoom = page.getByLabel('Zoom level');
  await expect(zoom).toHaveValue('100');
  const highlight = page.locator('[data-highlight]').first();
  await expect(highlight).toBeInViewport();
  const box = await highlight.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(10);
  // The start of the marked words is in sight, not off to the side.
  const view = await page.getByTestId('viewer-scroller').boundingBox();
  expect(box && view && box.x >= view.x && box.x < view.x + view.width).toBe(true);
});
