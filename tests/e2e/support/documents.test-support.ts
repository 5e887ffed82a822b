import { expect, type Page } from '@playwright/test';

/** A file handed to the upload area, as Playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file of the given name and bytes. */
export function fileOf(name: string, mimeType: string, bytes: Uint8Array | string): UploadFile {
  return { name, mimeType, buffer: Buffer.from(bytes) };
}

/** The id at the end of /analysis/{id}. */
export const ANALYSIS_URL = /\/analysis\/([^/?#]+)$/;

/** Chooses a file in the dashboard's upload area (the hidden file input). */
export async function chooseFile(page: Page, file: UploadFile): Promise<void> {
  await page.getByLabel('Choose a document to upload').setInputFiles(file);
}

/**
 * Starts writing down every `data-state` the upload area goes through, and every processing
 * message it shows, however briefly. The SPA keeps the same window when it moves on to
 * /analysis, so readDropzoneHistory still works there.
 */
export async function recordDropzoneHistory(page: Page): Promise<void> {
  await page.getByTestId('upload-dropzone').waitFor();
  await page.evaluate(() => {
    const history = { states: [] as string[], messages: [] as string[] };
    (window as unknown as { __dropzoneHistory: typeof history }).__dropzoneHistory = history;
    const note = () => {
      const state = document
        .querySelector('[data-testid="upload-dropzone"]')
        ?.getAttribute('data-state');
      if (state && history.states.at(-1) !== state) history.states.push(state);
      const message = document.querySelector('[data-testid="processing-message"]')?.textContent;
      if (message && history.messages.at(-1) !== message) history.messages.push(message);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}

/** What recordDropzoneHistory saw. */
export async function readDropzoneHistory(
  page: Page,
): Promise<{ states: string[]; messages: string[] }> {
  return page.evaluate(
    () =>
      (window as unknown as { __dropzoneHistory: { states: string[]; messages: string[] } })
        .__dropzoneHistory,
  );
}

/** Waits for /analysis/{id} and returns the id. */
export async function waitForAnalysisPage(page: Page, timeout = 60_000): Promise<string> {
  await expect(page).toHaveURL(ANALYSIS_URL, { timeout });
  const match = ANALYSIS_URL.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No document id in ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** Uploads a file from /dashboard and waits until the app opens it; returns the document id. */
export async function uploadAndOpen(page: Page, file: UploadFile, timeout = 60_000) {
  await expect(page).toHaveURL('/dashboard');
  await chooseFile(page, file);
  return waitForAnalysisPage(page, timeout);
}

/**
 * On an open document: asks for its analysis, confirms the credit, and waits for the results
 * (their Red flags tab).
 */
export async function analyseOpenDocument(page: Page, timeout = 90_000): Promise<void> {
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Analyze this document?' })
    .getByRole('button', { name: 'Analyze (1 credit)' })
    .click();
  await expect(page.getByRole('tab', { name: /^Red flags/ })).toBeVisible({ timeout });
}
