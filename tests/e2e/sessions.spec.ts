import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './support/auth-helpers.test-support.ts';

test.describe.configure({ timeout: 60_000 });

/** The "Signed-in devices" section of /settings. */
const devicesSection = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });

/** The device's next request is refused, and the app takes it to sign-in with the message. */
async function expectSignedOut(page: Page) {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText(
    'Your session has expired. Please login again.',
  );
}

test('settings lists both signed-in browsers and signs the other one out, then all others', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('devices');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signInThroughUi(other, email);
    await expect(other).toHaveURL('/dashboard');

    await page.goto('/settings');
    const section = devicesSection(page);
    await expect(section.getByRole('listitem')).toHaveCount(2);
    const current = section.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Chrome on Linux');
    await expect(current).toContainText('This computer');
    // This device is signed out from the account menu, not from here.
    await expect(current.getByRole('button')).toHaveCount(0);

    await section.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
    await expect(section.getByRole('status')).toContainText('is signed out');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expectSignedOut(other);

    // Signed in again there (back where it was sent from): "Sign out all other devices" asks
    // first, then ends it too.
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL('/settings');
    await page.reload();
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await section.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out all other devices?' });
    await expect(dialog).toContainText('1 other device will be signed out');
    await dialog.getByRole('button', { name: 'Sign them out' }).click();
    await expect(section.getByRole('status')).toContainText('1 other device signed out');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(
      0,
    );
    await expectSignedOut(other);

    // This device is still signed in.
    await page.reload();
    await expect(page).toHaveURL('/settings');
    await expect(section.getByRole('listitem')).toHaveCount(1);
  } finally {
    await otherContext.close();
  }
});
