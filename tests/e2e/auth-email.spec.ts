import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail, waitForEmailLink } from './support/auth-helpers.ts';

// This app has SMTP configured (playwright.config.ts): sign-ups wait for their confirmation link.
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + 1}` });

test('confirm the sign-up, then reset a forgotten password through the email', async ({ page }) => {
  const email = uniqueEmail('reset');
  await page.goto('/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`confirmation link to ${email}`);
  await page.goto(await waitForEmailLink(email));
  await expect(page).toHaveURL('/dashboard');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const link = await waitForEmailLink(email, { subject: /reset|password/i });
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  const newPassword = 'Fresh#Start2025';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
});
