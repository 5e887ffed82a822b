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

test('asked "Can I end this early?", the answer gives its verdict first, for the reader, with the passage', async ({
  page,
}) => {
  await signUpThroughUi(page, uniqueEmail('verdict'));
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Start free trial (3 analyses)' }).click();
  await expect(page.getByTestId('credit-balance')).toHaveText('3 credits left');
  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Analyze this document?' })
    .getByRole('button', { name: 'Analyze (1 credit)' })
    .click();
  // Read as the Consultant: only the Company may end this agreement early.
  await expect(page.getByTestId('reader-switch').getByRole('heading')).toHaveText(
    'Reading as: the Consultant',
    { timeout: 60_000 },
  );

  await page.getByRole('tab', { name: 'Ask about it' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Ask about it' });
  const input = panel.getByRole('textbox', { name: 'Ask about this document' });
  await input.fill('Can I end this early?');
  await input.press('Enter');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  const answer = conversation.getByRole('listitem').nth(1);
  await expect(answer.locator('strong')).toHaveText('No:', { timeout: 30_000 });
  await expect(answer).toContainText(
    'No: the document gives that right to Company, not to you; the document says “Company may terminate this Agreement at any time for convenience upon ten (10) days written notice to Consultant” (section 3.2 (Term and Termination), page 1).',
  );
  const citation = answer.getByRole('button', { name: /^Page 1: “3\.2 Company may terminate/ });
  await citation.click();
  await expect(page.locator('mark').first()).toContainText('Company may terminate');
});
