import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';
import { severeViolations } from './support/accessibility.test-support.ts';

test.describe.configure({ timeout: 120_000 });

const contract = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

test('the signed-in screens, with an analysis and a conversation, have no serious accessibility violations', async ({
  page,
}) => {
  // Colours are judged settled: a tab's colour caught mid-transition is not what anyone reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpThroughUi(page, uniqueEmail('a11y'));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');

  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await page.getByRole('button', { name: 'Analyze (1 credit)' }).click();
  await expect(page.getByRole('tab', { name: /^Red flags/ })).toBeVisible({ timeout: 60_000 });

  // Every tab of the analysis, on a desk and on a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    for (const tab of ['Overview', 'Red flags', 'Obligations', 'Clauses', 'Missing', 'Details']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await severeViolations(page), `${tab} tab at ${width}px`).toEqual([]);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: 'Ask about it' }).click();
  const input = page.getByRole('textbox', { name: 'Ask about this document' });
  await input.fill('What happens if I pay late?');
  await input.press('Enter');
  await expect(page.getByText('4 questions left this month')).toBeVisible({ timeout: 30_000 });
  expect(await severeViolations(page), 'ask tab at 1280px').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await severeViolations(page), 'ask tab at 390px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard');
  await expect(page.getByTestId('stats-panel')).toHaveAttribute('aria-busy', 'false');
  expect(await severeViolations(page), 'dashboard').toEqual([]);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Credit history' })).toBeVisible();
  expect(await severeViolations(page), 'settings').toEqual([]);
  // On a phone the credit history fits its card: no column cut off, the reason has room.
  await page.setViewportSize({ width: 390, height: 844 });
  const history = page.getByRole('table');
  await expect(history).toBeVisible();
  expect(
    await history.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0)),
  ).toBe(true);
  const reason = history.getByRole('cell').filter({ hasText: 'Analysis' }).first();
  expect((await reason.boundingBox())?.width).toBeGreaterThan(150);
});
