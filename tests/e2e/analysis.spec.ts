import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';
import { expectHighlightedWords, quotedWordsOf } from './support/highlights.test-support.ts';

// Reading the upload and the analysis each run in the server's workers: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

const contract = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

test('a new user has the trial from sign-up, analyses a contract, sees a red flag on the page, and the dashboard counts it', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('analysis'));
  await expect(page).toHaveURL('/dashboard');
  // The trial the landing page promised is there at once: no second button, no warning.
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await expect(page.getByRole('button', { name: /Start free trial/ })).toHaveCount(0);
  await expect(page.getByText(/You have 3 credits left/)).toHaveCount(0);

  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Analyze this document?' });
  await expect(dialog).toContainText('You have 3 credits.');
  await dialog.getByRole('button', { name: 'Analyze (1 credit)' }).click();

  // The results replace the offer, in tabs; a red flag's words can be shown on the page.
  await page.getByRole('tab', { name: /^Red flags/ }).click({ timeout: 60_000 });
  const redFlags = page.getByRole('region', { name: /red flags/i });
  await expect(redFlags).toBeVisible();
  const flag = redFlags.getByTestId('red-flag').first();
  const quote = await quotedWordsOf(flag);
  await flag.getByRole('button', { name: /^Show on page/ }).click();
  await expect(page.locator('[data-highlight]').first()).toBeVisible();
  await expectHighlightedWords(page, quote);

  // The dashboard's numbers are this one analysis's, as the analysis screen counts it on its
  // tabs (a list shows its first ten until asked for all, so its cards are not the count).
  const tabCount = async (name: string) =>
    Number(
      /\((\d+)\)/.exec(
        (await page.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent()) ?? '',
      )?.[1],
    );
  const redFlagCount = await tabCount('Red flags');
  const obligationCount = await tabCount('Obligations');
  const confidence = Number.parseInt(
    (await page.getByTestId('overall-confidence').textContent()) ?? '',
    10,
  );
  expect(redFlagCount).toBeGreaterThan(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText('2 credits left');
  await expect(page.getByTestId('stats-panel')).toHaveAttribute('aria-busy', 'false');
  const stat = (name: string) => page.getByTestId(`stat-${name}`);
  await expect(stat('documentsAnalyzed')).toHaveAttribute('data-value', '1');
  await expect(stat('redFlagsFound')).toHaveAttribute('data-value', String(redFlagCount));
  await expect(stat('totalObligations')).toHaveAttribute('data-value', String(obligationCount));
  await expect(stat('avgConfidence')).toHaveAttribute('data-value', String(confidence));
  await expect(stat('avgConfidence')).toContainText(`${confidence}%`);
  await expect(page.getByTestId('document-analysis-summary')).toContainText(
    `${redFlagCount} red flag`,
  );
});
