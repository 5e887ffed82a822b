import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { parseText } from '../../core/parsing/parse-text.ts';
import { loadContractFixture, type ContractFixture } from './contract-fixtures.test-support.ts';

/**
 * Stores one of our fixture contracts for a user as a reading leaves it: 'ready' with its
 * text and pages, or still 'processing' (its file is then missing from the store, so a reading
 * of it fails). It has no key, as a document stored before encryption (decision 032): its rows
 * are read as written, so a test can set them up by hand. `edit` makes another version of it (the other side's changes). Returns the
 * document's id.
 */
export async function addStoredDocument(
  db: Kysely<Database>,
  userId: string,
  fixture: ContractFixture,
  status: 'ready' | 'processing' = 'ready',
  edit?: (text: string) => string,
): Promise<string> {
  const fixtureText = loadContractFixture(fixture).document.text;
  const document = edit
    ? parseText(new TextEncoder().encode(edit(fixtureText)))
    : loadContractFixture(fixture).document;
  const id = randomUUID();
  const now = new Date().toISOString();
  const isReady = status === 'ready';
  await db
    .insertInto('documents')
    .values({
      id,
      user_id: userId,
      file_name: `${fixture}.txt`,
      file_type: 'txt',
      content_type: 'text/plain; charset=utf-8',
      file_size: document.text.length,
      sha256: randomUUID(),
      storage_key: `documents/${userId}/${id}`,
      page_count: isReady ? document.pages.length : 0,
      status,
      extracted_text: isReady ? document.text : '',
      pages_json: isReady ? JSON.stringify(document.pages) : '[]',
      text_length: isReady ? document.text.length : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
