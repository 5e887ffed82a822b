import { expect, test } from '@playwright/test';

for (const path of ['/dashboard', '/settings', '/analysis/x']) {
  test(`${path} sends a signed-out visitor to /login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a page whose code is still loading shows "Loading page..."', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/about-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page.getByText('Loading page...')).toBeVisible();
  release();
  await expect(page).toHaveURL('/about');
  await expect(page.getByText('Loading page...')).toHaveCount(0);
});
