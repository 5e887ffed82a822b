import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has taken over the prerendered landing page and is in charge of it: its
 * links carry React's handlers, and the app has stopped keeping early clicks (web/index.html),
 * which it does only once the hydrated page has committed (web/app/early-clicks.ts).
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const link = document.querySelector('footer a[href]');
          const hasHandlers =
            !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'));
          return hasHandlers && (window as { earlyClicks?: unknown }).earlyClicks === null;
        }),
      { timeout },
    )
    .toBe(true);
}
