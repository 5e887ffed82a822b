import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration.test-support.ts';

test('a page that fails to render shows the crash screen with an error ID and three ways out', async ({
  page,
}) => {
  // Serve a pricing page whose component throws, exactly as a real bug would.
  await page.route('**/assets/pricing-page-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function PricingPage() { throw new Error('Forced render failure'); }",
    }),
  );
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
  );
  await page.goto('/pricing');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Our team has been notified."),
  ).toBeVisible();
  const errorId = (await page.locator('code').first().textContent()) ?? '';
  expect(errorId).not.toBe('');
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  const report = page.getByRole('link', { name: 'Report Issue' });
  const mailto = (await report.getAttribute('href')) ?? '';
  expect(mailto).toMatch(/^mailto:/);
  expect(decodeURIComponent(mailto)).toContain(errorId);
  expect(decodeURIComponent(mailto)).toContain('Forced render failure');

  // The error is kept in sessionStorage, once, under the ID on screen, and sent to the server.
  const stored = await page.evaluate(
    () => sessionStorage.getItem('legal-explainer-errors') ?? '[]',
  );
  const records = (JSON.parse(stored) as { id: string; message: string }[]).filter((record) =>
    record.message.includes('Forced render failure'),
  );
  expect(records.map((record) => record.id)).toEqual([errorId]);
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    message: expect.stringContaining('Forced render failure'),
  });

  await page.unroute('**/assets/pricing-page-*.js');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code cannot be downloaded offers a reload that recovers', async ({ page }) => {
  await page.route('**/assets/help-page-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // This journey is the app's own navigation: wait until React is in charge of the prerendered
  // page. Before, a click on a link loads a whole new page (a slower, other journey), and one
  // made while React takes the page over was seen to go nowhere.
  await waitForHydration(page);
  await page.locator('footer a[href="/help"]').first().click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page.getByText(/Loading chunk failed/)).toBeVisible();

  await page.unroute('**/assets/help-page-*.js');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page).toHaveURL('/help');
  // The help page itself, not the error screen still there while the page reloads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Help and frequently asked questions',
  );
  await expect(page.getByText(/Loading chunk failed/)).toHaveCount(0);
});
