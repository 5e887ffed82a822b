import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  PASSWORD,
  signInThroughUi,
  uniqueEmail,
  waitForEmailLink,
} from './support/auth-helpers.test-support.ts';

// This app has SMTP configured (playwright.config.ts): sign-ups wait for their confirmation link.
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + 1}` });

test('confirm the sign-up, then reset a forgotten password through the email', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUpAndConfirm(page, email);

  await page.evaluate(() => localStorage.clear());
  await followResetLink(page, email);
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

/** Creates an account on this app and follows its confirmation link: signed in on /dashboard. */
async function signUpAndConfirm(page: Page, email: string) {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`confirmation link to ${email}`);
  await page.goto(await waitForEmailLink(email));
  await expect(page).toHaveURL('/dashboard');
}

/** Asks for a reset link from /login and follows it to the new-password step. */
async function followResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
  await page.goto(await waitForEmailLink(email, { subject: /reset|password/i }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
}

const TOTP_STEP_MS = 30_000;

/**
 * Codes for one factor that the server accepts: it takes the current step or the next (clock
 * drift) but never a step at or before one already used, so each code claims a later step,
 * waiting for the clock when the next step is already taken.
 */
function codeSource(secret: string) {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  let lastStep = -1;
  return async (): Promise<string> => {
    while (Math.floor(Date.now() / TOTP_STEP_MS) + 1 <= lastStep) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const now = Math.floor(Date.now() / TOTP_STEP_MS);
    lastStep = now > lastStep ? now : now + 1;
    return totp.generate({ timestamp: lastStep * TOTP_STEP_MS + TOTP_STEP_MS / 2 });
  };
}

test('a two-step account gives its authenticator code to save the password of a reset', async ({
  page,
}) => {
  // The last code may have to wait for the next 30-second step.
  test.setTimeout(90_000);
  const email = uniqueEmail('reset-totp');
  await signUpAndConfirm(page, email);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const nextCode = codeSource((await page.locator('code').first().innerText()).replace(/\s+/g, ''));
  await page.getByLabel('6-digit code').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  await followResetLink(page, email);
  const newPassword = 'Fresh#Start2025';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  // The reset link alone may not change a two-step account's password: the code comes first.
  const codeHeading = page.getByRole('heading', {
    level: 2,
    name: 'Enter your authenticator code',
  });
  await expect(codeHeading).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Authentication code').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify and save password' }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await signInThroughUi(page, email, newPassword);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill(await nextCode());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/dashboard');
});
