import { expect, type Page } from '@playwright/test';

/** A password that meets the service's rule (SPEC section 5). */
export const PASSWORD = 'Calm#Reader42';

/** A fresh address per test, so parallel journeys never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Creates an account through /login; without SMTP the server signs the user in at once. */
export async function signUpThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login?mode=signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in through /login with email and password. */
export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The address where the mail catcher lists the emails it received. */
export const MAIL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319) + 3}/emails`;

/** Waits for an email to `to` and returns the first link in it that goes to /auth/v1/verify. */
export async function waitForEmailLink(
  to: string,
  options: { subject?: RegExp } = {},
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(MAIL_URL)).json()) as {
          to: string[];
          subject: string;
          text: string;
          html: string;
        }[];
        // The newest matching email: a reset mail follows the confirmation one.
        const email = emails
          .filter((candidate) => candidate.to.includes(to.toLowerCase()))
          .filter((candidate) => !options.subject || options.subject.test(candidate.subject))
          .at(-1);
        const match = email
          ? /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/.exec(email.html || email.text)
          : null;
        link = match ? match[0].replace(/&amp;/g, '&') : '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}
