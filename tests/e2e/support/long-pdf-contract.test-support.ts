import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { makePdf } from '../../support/make-documents.test-support.ts';
import { signUpThroughUi, uniqueEmail } from './auth-helpers.test-support.ts';
import { fileOf, uploadAndOpen, type UploadFile } from './documents.test-support.ts';

const LINE_LENGTH = 90;
const LINES_PER_PAGE = 40;
/** As many pages as the contract in issue 33 that took 25 Tab presses to pass. */
export const LONG_CONTRACT_PAGES = 25;

/** Text cut into lines of at most LINE_LENGTH characters, at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line && line.length + word.length + 1 > LINE_LENGTH) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The consulting agreement as a 25-page Letter PDF in 11-pt type: the agreement's pages, then
 * schedules to make up the rest.
 */
export async function longPdfContract(): Promise<UploadFile> {
  const text = readFileSync(
    new URL('../../fixtures/contracts/consulting-agreement.txt', import.meta.url),
    'utf8',
  );
  const lines = wrap(text);
  const pages: string[][] = [];
  for (let start = 0; start < lines.length; start += LINES_PER_PAGE) {
    pages.push(lines.slice(start, start + LINES_PER_PAGE));
  }
  while (pages.length < LONG_CONTRACT_PAGES) {
    pages.push([
      `SCHEDULE ${pages.length}`,
      ...wrap('The Consultant shall keep records of the Services in a reasonable form. '.repeat(8)),
    ]);
  }
  return fileOf('long-contract.pdf', 'application/pdf', await makePdf(pages));
}

/** Signs a new user up with the free trial's credits, and opens the long PDF contract. */
export async function openLongPdfContract(page: Page, label: string): Promise<string> {
  await signUpThroughUi(page, uniqueEmail(label));
  await expect(page).toHaveURL('/dashboard');
  // The trial is granted at sign-up, or offered with a button (older servers).
  const balance = page.getByTestId('credit-balance');
  const trial = page.getByRole('button', { name: /^Start free trial/ });
  await expect(trial.or(balance.filter({ hasText: '3 credits left' })).first()).toBeVisible();
  if (await trial.isVisible()) await trial.click();
  await expect(balance).toHaveText('3 credits left');
  return uploadAndOpen(page, await longPdfContract());
}
