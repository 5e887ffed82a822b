import { test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';

// Design review pictures of the sign-in screens: `SCREENSHOTS=1 npx playwright test auth-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'only when SCREENSHOTS is set');

for (const width of [1280, 390]) {
  test(`screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shot('login-errors');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await shot('login-invalid');
    await page.goto('/login?mode=signup');
    await shot('signup');
    await page.goto('/login?mode=forgot');
    await shot('forgot');
    await signUpThroughUi(page, uniqueEmail('shots'));
    await page.waitForURL('/dashboard');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await shot('settings-enrol');
    if (width === 1280) {
      await page.getByRole('button', { name: /Account:/ }).click();
      await shot('account-menu');
    }
  });
}
