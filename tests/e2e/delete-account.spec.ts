import { expect, test } from '@playwright/test';
import {
  PASSWORD,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';

test.describe.configure({ timeout: 60_000 });

test('a user names themselves in settings, then deletes the account: nothing remains to sign in to', async ({
  page,
}) => {
  const email = uniqueEmail('delete');
  await signUpThroughUi(page, email);
  await expect(page).toHaveURL('/dashboard');
  const documentId = await uploadAndOpen(
    page,
    fileOf('note.txt', 'text/plain', 'This Agreement is made between Ann and Bob. '.repeat(20)),
  );

  await page.goto('/settings');
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  // The header follows the user's new name.
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace');

  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(email);
  await confirm.click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Account deleted')).toBeVisible();
  await page.goto(`/analysis/${documentId}`);
  await expect(page).toHaveURL(/\/login/);
  await signInThroughUi(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
