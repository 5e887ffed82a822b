import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpThroughUi, uniqueEmail } from './support/auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen } from './support/documents.test-support.ts';

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
  // The conversation's own items, question then answer (a citation list's items are not).
  const items = conversation.locator(':scope > li');
  const documentWords = contract.replace(/\s+/g, ' ');
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(conversation.getByText(question)).toBeVisible();
    await expect(panel.getByText(`${4 - index} questions left this month`)).toBeVisible({
      timeout: 30_000,
    });
    // This question's answer, just below it, cites at least one passage of its own, and each
    // passage it cites is words of the document.
    await expect(items).toHaveCount(2 * (index + 1));
    await expect(items.nth(2 * index)).toHaveText(`You asked: ${question}`);
    const answer = items.nth(2 * index + 1);
    await expect(answer).toContainText(/^Answer: /);
    const citations = answer.getByRole('button', { name: /^Page \d+: “/ });
    expect(await citations.count(), `citations of the answer to "${question}"`).toBeGreaterThan(0);
    for (const citation of await citations.all()) {
      const words = await quotedWords(citation);
      expect(documentWords.includes(words), `“${words}” is in the document`).toBe(true);
    }
  }
  await expect(items.nth(1)).toContainText('1.5%');

  // The last answer's first citation: exactly its words are marked in the document.
  const citation = items
    .last()
    .getByRole('button', { name: /^Page \d+: “/ })
    .first();
  const quote = await quotedWords(citation);
  await citation.click();
  await expect(page.locator('[data-highlight]').first()).toBeVisible();
  await expect.poll(() => highlightedWords(page)).toBe(quote);

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
  const citation = answer.getByRole('button', { name: /^Page 1: “Company may terminate/ });
  const quote = await quotedWords(citation);
  await citation.click();
  await expect.poll(() => highlightedWords(page)).toBe(quote);
});

/** Signs a new user up, opens the consulting agreement and asks each question in its Ask tab. */
async function askedAbout(page: Page, label: string, questions: readonly string[]) {
  await signUpThroughUi(page, uniqueEmail(label));
  await uploadAndOpen(page, fileOf('consulting.txt', 'text/plain', contract));
  // On a phone the workspace's own tab bar chooses the view; on a desk, the panel's tabs.
  if ((page.viewportSize()?.width ?? 1280) < 900) {
    await page
      .getByRole('navigation', { name: 'Workspace views' })
      .getByRole('button', { name: 'Ask' })
      .click();
  } else {
    await page.getByRole('tab', { name: 'Ask about it' }).click();
  }
  const panel = page.getByRole('tabpanel', { name: 'Ask about it' });
  const input = panel.getByRole('textbox', { name: 'Ask about this document' });
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expect(panel.getByText(`${4 - index} questions left this month`)).toBeVisible({
      timeout: 30_000,
    });
  }
  return { panel, input, conversation: panel.getByRole('list', { name: 'Conversation' }) };
}

/** The chat's own scroll position: that of the conversation's scrolling container. */
async function chatScrollTop(conversation: Locator): Promise<number> {
  return conversation.evaluate((list) => {
    let element = list.parentElement;
    while (element && !/auto|scroll/.test(getComputedStyle(element).overflowY)) {
      element = element.parentElement;
    }
    return element?.scrollTop ?? -1;
  });
}

/** The words the viewer marks, as one run of text. */
async function highlightedWords(page: Page): Promise<string> {
  const marked = await page.locator('[data-highlight]').allTextContents();
  return marked.join(' ').replace(/\s+/g, ' ').trim();
}

/** A citation's quoted words, from its button's name ("Page 1: “...”"). */
async function quotedWords(citation: Locator): Promise<string> {
  const name = (await citation.getAttribute('aria-label')) ?? '';
  return name.replace(/^Page \d+: “/, '').replace(/”$/, '');
}

/** Whether the first marked words are inside the viewer's visible area. */
async function highlightInViewer(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const mark = document.querySelector('[data-highlight]')?.getBoundingClientRect();
    const viewer = document
      .querySelector('[data-testid="viewer-scroller"]')
      ?.getBoundingClientRect();
    if (!mark || !viewer) return false;
    return mark.height > 0 && mark.top >= viewer.top && mark.bottom <= viewer.bottom;
  });
}

/**
 * Two questions asked, the chat scrolled back to the first answer's first citation, and a
 * question half typed: the state a citation click must leave as it was.
 */
async function scrolledBackWithDraft(page: Page, name: string) {
  const questions = ['What happens if I pay late?', 'How can this agreement be terminated?'];
  const { panel, input, conversation } = await askedAbout(page, name, questions);
  const citation = conversation.getByRole('button', { name: /^Page \d+: “/ }).first();
  const quote = await quotedWords(citation);
  await citation.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await input.fill('And if they pay late');
  const scrollTop = await chatScrollTop(conversation);
  return { questions, panel, input, conversation, citation, quote, scrollTop };
}

test('on a desk, a citation marks its quoted words on the page as "Show on page" does, and the chat stays as it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { questions, panel, input, conversation, citation, quote, scrollTop } =
    await scrolledBackWithDraft(page, 'cite-desk');

  await citation.click();

  // Exactly the quoted words are marked, with the element "Show on page" marks them with.
  await expect(page.locator('[data-highlight]').first()).toBeVisible();
  expect(await highlightedWords(page)).toBe(quote.replace(/\s+/g, ' '));
  await expect.poll(() => highlightInViewer(page)).toBe(true);
  // The chat is where it was: its tab open, its answers, its place and the words typed.
  await expect(page.getByRole('tab', { name: 'Ask about it' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel).toBeVisible();
  for (const question of questions) await expect(conversation.getByText(question)).toBeVisible();
  await expect(citation).toBeInViewport();
  await expect(input).toHaveValue('And if they pay late');
  expect(await chatScrollTop(conversation)).toBe(scrollTop);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a phone, a citation brings the document forward with its words marked, and back returns to the chat as it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { panel, input, conversation, citation, quote, scrollTop } = await scrolledBackWithDraft(
    page,
    'cite-phone',
  );

  await citation.click();

  const views = page.getByRole('navigation', { name: 'Workspace views' });
  await expect(views.getByRole('button', { name: 'Document' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('[data-highlight]').first()).toBeInViewport();
  expect(await highlightedWords(page)).toBe(quote.replace(/\s+/g, ' '));

  await page.goBack();
  await expect(views.getByRole('button', { name: 'Ask' })).toHaveAttribute('aria-current', 'page');
  await expect(panel).toBeVisible();
  await expect(citation).toBeInViewport();
  await expect(input).toHaveValue('And if they pay late');
  expect(await chatScrollTop(conversation)).toBe(scrollTop);
});
