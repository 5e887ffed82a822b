import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.ts';
import { fileOf, uploadAndOpen } from './support/documents.ts';

test.describe.configure({ timeout: 90_000 });

const contract = readFileSync(
  new URL('../fixtures/contracts/consulting-agreement.txt', import.meta.url),
  'utf8',
);

test('a user asks three questions, gets cited answers, and sees a citation on the page', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('ask'));
  await expect(page).toHaveURL('/dashboard');
  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));

  await page.getByRole('tab', { name: 'Ask about it' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ask about it' });
  const input = panel.getByRole('textbox', { name: 'Ask about this document' });
  await expect(panel.getByText('5 questions left this month')).toBeVisible();

  const questions = [
    'What happens if I pay late?',
    'Who owns the work I make?',
    'How can this agreement be terminated?',
  ];
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(conversation.getByText(question)).toBeVisible();
    // Each answer arrives with at least one cited passage, and the allowance goes down.
    await expect(panel.getByText(`${4 - index} questions left this month`)).toBeVisible({
      timeout: 30_000,
    });
  }
  const citations = conversation.getByRole('button', { name: /^Page \d+: “/ });
  expect(await citations.count()).toBeGreaterThanOrEqual(3);
  await expect(conversation).toContainText('1.5%');

  // The last answer's first citation: its words are marked in the document.
  const last = citations.last();
  const quote = ((await last.getAttribute('aria-label')) ?? (await last.textContent()) ?? '')
    .replace(/^Page \d+: “/, '')
    .replace(/”$/, '');
  await last.click();
  const marked = page.locator('mark');
  await expect(marked.first()).toBeVisible();
  await expect(marked.first()).toContainText(quote.slice(0, 20));

  // The conversation is kept: it is there again after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Ask about it' }).click();
  for (const question of questions) {
    await expect(
      page.getByRole('list', { name: 'Conversation' }).getByText(question),
    ).toBeVisible();
  }
});
