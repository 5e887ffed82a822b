import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import {
  PASSWORD,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';

const STORAGE_KEY = 'legal-explainer-auth-token';

test('sign up, sign out, sign in again, and a reload keeps the session', async ({ page }) => {
  const email = uniqueEmail('journey');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await signInThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
});

test('a wrong password says "Invalid email or password"', async ({ page }) => {
  const email = uniqueEmail('wrong');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEY);
  await signInThroughUi(page, email, 'Not#The1Password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});

test('an expired session lands on /login with the message', async ({ page }) => {
  await signUpThroughUi(page, uniqueEmail('expired'));
  await expect(page).toHaveURL('/dashboard');
  // The access token has run out and the refresh token is no longer accepted. Written as the
  // next page starts: written into this page, its own refresh could meet it and sign out first.
  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '{}', STORAGE_KEY);
  const expired = JSON.stringify({
    ...(JSON.parse(stored) as Record<string, unknown>),
    expires_at: 1,
    refresh_token: 'revoked-token',
  });
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    expired,
  ] as const);
  await page.reload();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText(
    'Your session has expired. Please login again.',
  );
});

test("the 'auth:expired' event signs the user out with the message", async ({ page }) => {
  await signUpThroughUi(page, uniqueEmail('event'));
  await expect(page).toHaveURL('/dashboard');
  await page.evaluate(() => window.dispatchEvent(new Event('auth:expired')));
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText(
    'Your session has expired. Please login again.',
  );
  await page.reload();
  await expect(page).toHaveURL('/login');
});

test('signing in again after the session expired returns to the document being read', async ({
  page,
}) => {
  const email = uniqueEmail('expired-return');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  await uploadAndOpen(
    page,
    fileOf('lease.txt', 'text/plain', 'LEASE AGREEMENT\n\nThe Tenant shall pay rent monthly.'),
  );
  const documentPath = new URL(page.url()).pathname;
  expect(documentPath).toMatch(/^\/analysis\//);

  await page.evaluate(() => window.dispatchEvent(new Event('auth:expired')));
  await expect(page).toHaveURL('/login');
  // Signing in on the page the expiry led to, not a fresh /login.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(documentPath);
  await expect(page.getByRole('heading', { level: 1, name: 'lease.txt' })).toBeVisible();
});

test('enrol TOTP on /settings, then sign in with a code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.locator('code').first().innerText()).replace(/\s+/g, '');
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('6-digit code').fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();

  await page.getByRole('button', { name: /Account:/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');

  await signInThroughUi(page, email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-step verification' }),
  ).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('code is not right');
  // A used code is refused until a later 30-second step; the server accepts the next step's
  // code (one step of clock drift), so the journey need not wait for it.
  await page
    .getByLabel('Authentication code')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Turning it off again works from the aal2 session.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-step verification is off.')).toBeVisible();
});
