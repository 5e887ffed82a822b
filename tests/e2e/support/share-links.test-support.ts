import { expect, type Locator, type Page } from '@playwright/test';
import { expectHighlightedWords, quotedWordsOf } from './highlights.test-support.ts';

/**
 * Creates a read-only link to the open analysis through the share dialog, which it leaves open.
 * `days` picks the link's lifetime when given.
 */
export async function createReadOnlyLink(
  page: Page,
  days?: string,
): Promise<{ url: string; dialog: Locator }> {
  await page.getByRole('button', { name: 'Download or share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download or share' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/Read-only link/).check();
  if (days) await dialog.getByLabel(/The link works for/).selectOption(days);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Read-only link' });
  await expect(link).toBeVisible();
  return { url: await link.inputValue(), dialog };
}

/**
 * The shared view names the document and shows a red flag's words on its page: the words the
 * viewer marks are those the flag quotes (the document must be a text one, whose marks hold
 * their words).
 */
export async function expectSharedAnalysisWithHighlight(shared: Page, fileName: string) {
  await expect(shared.getByRole('region', { name: 'Shared analysis' })).toContainText(fileName);
  const flag = shared
    .getByRole('region', { name: /red flags/i })
    .getByTestId('red-flag')
    .first();
  const quote = await quotedWordsOf(flag);
  await flag.getByRole('button', { name: /^Show on page/ }).click();
  await expect(shared.locator('[data-highlight]').first()).toBeVisible();
  await expectHighlightedWords(shared, quote);
}
