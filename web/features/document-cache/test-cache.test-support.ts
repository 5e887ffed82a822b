// idb needs the IndexedDB classes as globals; each cache still gets its own factory, so tests
// never see each other's data.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { createDocumentCache, type DocumentCache } from './document-cache.ts';
import type { CachedDocumentInput } from './cached-document.ts';
import type { ObjectUrlFactory } from './object-urls.ts';

/** A fixed starting time for tests: 1 March 2025, 09:00 UTC. */
export const TEST_START = Date.UTC(2025, 2, 1, 9, 0, 0);

/** A hand-turned clock. */
export interface TestClock {
  now: () => number;
  advance: (milliseconds: number) => void;
}

/** A clock that starts at TEST_START and moves only when told. */
export function createTestClock(): TestClock {
  let time = TEST_START;
  return { now: () => time, advance: (milliseconds) => (time += milliseconds) };
}

/** Object URLs that are numbered and remembered, since jsdom cannot make real ones. */
export interface RecordingObjectUrls extends ObjectUrlFactory {
  created: string[];
  revoked: string[];
}

/** An ObjectUrlFactory that records what it made and freed. */
export function createRecordingObjectUrls(): RecordingObjectUrls {
  const created: string[] = [];
  const revoked: string[] = [];
  return {
    created,
    revoked,
    create: () => {
      const url = `blob:test/${created.length + 1}`;
      created.push(url);
      return url;
    },
    revoke: (url) => void revoked.push(url),
  };
}

/** A cache over its own in-memory IndexedDB, with a test clock and recording object URLs. */
export function createTestCache(): {
  cache: DocumentCache;
  clock: TestClock;
  objectUrls: RecordingObjectUrls;
} {
  const clock = createTestClock();
  const objectUrls = createRecordingObjectUrls();
  const cache = createDocumentCache({
    now: clock.now,
    indexedDB: new IDBFactory(),
    databaseName: 'test-document-cache',
    objectUrls,
  });
  return { cache, clock, objectUrls };
}

/** A ready one-page text document for user 'u1', with any field overridden. */
export function makeCachedDocument(
  overrides: Partial<CachedDocumentInput> = {},
): CachedDocumentInput {
  return {
    id: 'doc-1',
    fileName: 'lease.txt',
    fileSize: 11,
    fileType: 'txt',
    status: 'ready',
    createdAt: '2025-03-01T08:00:00.000Z',
    analysis: { documentType: { type: 'Unknown' } },
    pageCount: 1,
    extractedText: 'Rent is due',
    userId: 'u1',
    chatHistory: [],
    pages: [{ number: 1, start: 0, end: 11, text: 'Rent is due' }],
    file: new Blob(['Rent is due'], { type: 'text/plain' }),
    ...overrides,
  };
}
