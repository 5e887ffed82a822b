import { expect, type Locator, type Page } from '@playwright/test';

/** Text with each run of white space made one space, and trimmed. */
export function normalizeSpace(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The words the viewer marks on a text document's pages, as one run of text. */
export async function highlightedWords(page: Page): Promise<string> {
  return normalizeSpace((await page.locator('[data-highlight]').allTextContents()).join(' '));
}

/** The words a finding quotes, from the quotation on its card (“...”). */
export async function quotedWordsOf(finding: Locator): Promise<string> {
  const quotation = normalizeSpace(await finding.locator('blockquote').first().textContent());
  return quotation.replace(/^“/, '').replace(/”$/, '');
}

/**
 * Waits until the viewer marks exactly `words` (white space aside). On a TXT or DOCX page the
 * marks hold the words themselves, so this checks what is marked, not only that something is.
 */
export async function expectHighlightedWords(page: Page, words: string): Promise<void> {
  expect(words, 'the words to look for').not.toBe('');
  await expect.poll(() => highlightedWords(page)).toBe(normalizeSpace(words));
}
