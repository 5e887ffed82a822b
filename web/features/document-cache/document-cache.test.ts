import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_CAP, CACHE_LIFETIME_MS } from './cache-constants.ts';
import type { DocumentCache } from './document-cache.ts';
import { createDocumentCache } from './document-cache.ts';
import { createTestCache, makeCachedDocument, TEST_START } from './test-cache.test-support.ts';

const MINUTE = 60 * 1000;
let openCaches: DocumentCache[] = [];

function setUp() {
  const setup = createTestCache();
  openCaches.push(setup.cache);
  return setup;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all(openCaches.map((cache) => cache.close()));
  openCaches = [];
});

describe('document cache: storing and reading', () => {
  it('stores a document for 24 hours from now, with its file and pages', async () => {
    const { cache } = setUp();
    const stored = await cache.put(makeCachedDocument());

    expect(stored.lastAccessed).toBe(TEST_START);
    expect(stored.expiresAt).toBe(TEST_START + CACHE_LIFETIME_MS);
    expect(stored.syncedToFirestore).toBe(false);

    const read = await cache.get('doc-1', 'u1');
    expect(read?.fileName).toBe('lease.txt');
    expect(read?.pages).toEqual([{ number: 1, start: 0, end: 11, text: 'Rent is due' }]);
    expect(read?.file.type).toBe('text/plain');
    expect(await read?.file.text()).toBe('Rent is due');
  });

  it('keeps a document for just under 24 hours and forgets it at 24 hours', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument());

    clock.advance(CACHE_LIFETIME_MS - 1);
    expect(await cache.get('doc-1', 'u1')).toBeDefined();
    clock.advance(1);
    expect(await cache.get('doc-1', 'u1')).toBeUndefined();
  });

  it('refreshes lastAccessed on a read but does not extend the 24 hours', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument());

    clock.advance(30 * MINUTE);
    const read = await cache.get('doc-1', 'u1');
    expect(read?.lastAccessed).toBe(TEST_START + 30 * MINUTE);
    expect(read?.expiresAt).toBe(TEST_START + CACHE_LIFETIME_MS);
    expect((await cache.list('u1'))[0]?.lastAccessed).toBe(TEST_START + 30 * MINUTE);
  });

  it('restarts the 24 hours when a document is stored again', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument());
    clock.advance(20 * 60 * MINUTE);
    await cache.put(makeCachedDocument({ fileName: 'lease-v2.txt' }));

    clock.advance(20 * 60 * MINUTE);
    expect((await cache.get('doc-1', 'u1'))?.fileName).toBe('lease-v2.txt');
  });

  it("hides another user's document without deleting or touching it", async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument({ userId: 'owner' }));
    clock.advance(MINUTE);

    expect(await cache.get('doc-1', 'someone-else')).toBeUndefined();
    expect(await cache.list('someone-else')).toEqual([]);
    const owners = await cache.list('owner');
    expect(owners.map((document) => document.lastAccessed)).toEqual([TEST_START]);
  });

  it('returns undefined for a document it never had', async () => {
    const { cache } = setUp();
    expect(await cache.get('missing', 'u1')).toBeUndefined();
  });

  it("lists a user's live documents, most recently accessed first, without expired ones", async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument({ id: 'old' }));
    clock.advance(MINUTE);
    await cache.put(makeCachedDocument({ id: 'a' }));
    clock.advance(MINUTE);
    await cache.put(makeCachedDocument({ id: 'b' }));
    await cache.put(makeCachedDocument({ id: 'theirs', userId: 'u2' }));
    clock.advance(MINUTE);
    await cache.get('a', 'u1');

    expect((await cache.list('u1')).map((document) => document.id)).toEqual(['a', 'b', 'old']);
    clock.advance(CACHE_LIFETIME_MS - 2 * MINUTE);
    expect((await cache.list('u1')).map((document) => document.id)).toEqual(['b']);
  });

  it('does not store a viewUrl or file given back to put inside the record', async () => {
    const { cache } = setUp();
    const first = await cache.put(makeCachedDocument());
    const read = await cache.get('doc-1', 'u1');
    if (!read) throw new Error('expected the document');
    const again = await cache.put(read);
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(again).not.toHaveProperty('viewUrl');
  });
});

describe('document cache: expiry and removal', () => {
  it('removeExpired deletes only expired documents and reports their ids', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument({ id: 'early' }));
    clock.advance(2 * 60 * MINUTE);
    await cache.put(makeCachedDocument({ id: 'late', userId: 'u2' }));

    clock.advance(CACHE_LIFETIME_MS - 2 * 60 * MINUTE);
    expect(await cache.removeExpired()).toEqual(['early']);
    clock.advance(2 * 60 * MINUTE);
    expect(await cache.removeExpired()).toEqual(['late']);
    expect(await cache.removeExpired()).toEqual([]);
  });

  it('get deletes an expired document, so it is gone even after the clock is turned back', async () => {
    const { cache, clock } = setUp();
    const removed: string[] = [];
    cache.onRemoved((id) => removed.push(id));
    await cache.put(makeCachedDocument());

    clock.advance(CACHE_LIFETIME_MS);
    expect(await cache.get('doc-1', 'u1')).toBeUndefined();
    expect(removed).toEqual(['doc-1']);
    clock.advance(-CACHE_LIFETIME_MS);
    expect(await cache.get('doc-1', 'u1')).toBeUndefined();
  });

  it('remove deletes a document permanently', async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument());
    await cache.remove('doc-1');
    expect(await cache.get('doc-1', 'u1')).toBeUndefined();
    expect(await cache.list('u1')).toEqual([]);
  });

  it("clearForUser removes that user's documents and nobody else's", async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument({ id: 'mine-1' }));
    await cache.put(makeCachedDocument({ id: 'mine-2' }));
    await cache.put(makeCachedDocument({ id: 'theirs', userId: 'u2' }));

    await cache.clearForUser('u1');
    expect(await cache.list('u1')).toEqual([]);
    expect((await cache.list('u2')).map((document) => document.id)).toEqual(['theirs']);
  });
});

describe('document cache: cap', () => {
  it(`keeps at most ${CACHE_CAP}, evicting the least recently accessed`, async () => {
    const { cache, clock } = setUp();
    for (let index = 0; index < CACHE_CAP; index += 1) {
      await cache.put(makeCachedDocument({ id: `doc-${index}`, userId: index % 2 ? 'u1' : 'u2' }));
      clock.advance(1000);
    }
    // doc-0 is the oldest stored, but reading it makes doc-1 the least recently accessed.
    await cache.get('doc-0', 'u2');
    clock.advance(1000);
    const evicted: string[] = [];
    cache.onRemoved((id) => evicted.push(id));

    await cache.put(makeCachedDocument({ id: 'newest' }));

    expect(evicted).toEqual(['doc-1']);
    const all = [...(await cache.list('u1')), ...(await cache.list('u2'))];
    expect(all).toHaveLength(CACHE_CAP);
    expect(all.map((document) => document.id)).toContain('doc-0');
    expect(all.map((document) => document.id)).toContain('newest');
  });

  it('never evicts the document being stored, even when every time is the same', async () => {
    const { cache } = setUp();
    for (let index = 0; index <= CACHE_CAP; index += 1) {
      await cache.put(makeCachedDocument({ id: `doc-${String(index).padStart(2, '0')}` }));
    }
    const ids = (await cache.list('u1')).map((document) => document.id);
    expect(ids).toHaveLength(CACHE_CAP);
    expect(ids).toContain(`doc-${CACHE_CAP}`);
  });

  it('replacing a cached document does not count twice', async () => {
    const { cache } = setUp();
    for (let index = 0; index < CACHE_CAP; index += 1) {
      await cache.put(makeCachedDocument({ id: `doc-${index}` }));
    }
    await cache.put(makeCachedDocument({ id: 'doc-0', fileName: 'again.txt' }));
    expect(await cache.list('u1')).toHaveLength(CACHE_CAP);
  });
});

describe('document cache: updateAnalysis', () => {
  const analysed = {
    documentType: { type: 'Unknown' as const },
    extractedText: 'Rent is due',
  };
  const conversation = [{ role: 'user' as const, content: 'When is rent due?' }];

  it('replaces the analysis and keeps the chat history when none is given', async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument({ chatHistory: conversation }));

    expect(await cache.updateAnalysis('doc-1', analysed)).toBe(true);
    const read = await cache.get('doc-1', 'u1');
    expect(read?.analysis).toEqual(analysed);
    expect(read?.chatHistory).toEqual(conversation);
  });

  it('replaces the chat history when one is given', async () => {
    const { cache } = setUp();
    await cache.put(makeCachedDocument({ chatHistory: conversation }));
    const reply = [...conversation, { role: 'assistant' as const, content: 'On the 1st.' }];

    await cache.updateAnalysis('doc-1', analysed, reply);
    expect((await cache.get('doc-1', 'u1'))?.chatHistory).toEqual(reply);
    await cache.updateAnalysis('doc-1', analysed, []);
    expect((await cache.get('doc-1', 'u1'))?.chatHistory).toEqual([]);
  });

  it('does not change the access or expiry times', async () => {
    const { cache, clock } = setUp();
    await cache.put(makeCachedDocument());
    clock.advance(MINUTE);
    await cache.updateAnalysis('doc-1', analysed);
    const [listed] = await cache.list('u1');
    expect(listed?.lastAccessed).toBe(TEST_START);
    expect(listed?.expiresAt).toBe(TEST_START + CACHE_LIFETIME_MS);
  });

  it('reports false, and creates nothing, for a missing or expired document', async () => {
    const { cache, clock } = setUp();
    expect(await cache.updateAnalysis('missing', analysed)).toBe(false);
    expect(await cache.list('u1')).toEqual([]);

    await cache.put(makeCachedDocument());
    clock.advance(CACHE_LIFETIME_MS);
    expect(await cache.updateAnalysis('doc-1', analysed)).toBe(false);
  });
});

describe('document cache: updateChatHistory', () => {
  const conversation = [{ role: 'user' as const, content: 'When is rent due?' }];

  it('replaces only the chat history, leaving the analysis and the times alone', async () => {
    const { cache, clock } = setUp();
    const stored = await cache.put(makeCachedDocument());
    clock.advance(MINUTE);

    expect(await cache.updateChatHistory('doc-1', conversation)).toBe(true);
    const [listed] = await cache.list('u1');
    expect(listed?.chatHistory).toEqual(conversation);
    expect(listed?.analysis).toEqual(stored.analysis);
    expect(listed?.lastAccessed).toBe(TEST_START);
  });

  it('reports false for a missing or expired document', async () => {
    const { cache, clock } = setUp();
    expect(await cache.updateChatHistory('missing', conversation)).toBe(false);
    await cache.put(makeCachedDocument());
    clock.advance(CACHE_LIFETIME_MS);
    expect(await cache.updateChatHistory('doc-1', conversation)).toBe(false);
  });
});

describe('document cache: onRemoved', () => {
  it('tells listeners about each removed document, whatever removed it', async () => {
    const { cache, clock } = setUp();
    const removed: string[] = [];
    cache.onRemoved((id) => removed.push(id));
    await cache.put(makeCachedDocument({ id: 'a' }));
    await cache.put(makeCachedDocument({ id: 'b' }));
    await cache.put(makeCachedDocument({ id: 'c', userId: 'u2' }));

    await cache.remove('a');
    await cache.clearForUser('u2');
    clock.advance(CACHE_LIFETIME_MS);
    await cache.removeExpired();
    expect(removed).toEqual(['a', 'c', 'b']);
  });

  it('says nothing when removing a document that was not cached', async () => {
    const { cache } = setUp();
    const removed: string[] = [];
    cache.onRemoved((id) => removed.push(id));
    await cache.remove('never-there');
    expect(removed).toEqual([]);
  });

  it('stops telling a listener that unsubscribed, and survives a listener that throws', async () => {
    const { cache } = setUp();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    const stop = cache.onRemoved((id) => heard.push(id));
    cache.onRemoved(() => {
      throw new Error('listener broke');
    });
    await cache.put(makeCachedDocument({ id: 'a' }));
    await cache.put(makeCachedDocument({ id: 'b' }));

    await cache.remove('a');
    stop();
    await cache.remove('b');
    expect(heard).toEqual(['a']);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe('document cache: object URLs', () => {
  it('gives a read document an object URL and reuses it on later reads', async () => {
    const { cache, objectUrls } = setUp();
    await cache.put(makeCachedDocument());
    const first = await cache.get('doc-1', 'u1');
    const second = await cache.get('doc-1', 'u1');
    expect(first?.viewUrl).toBe('blob:test/1');
    expect(second?.viewUrl).toBe('blob:test/1');
    expect(objectUrls.created).toHaveLength(1);
  });

  it('revokes the URL when the file is replaced and makes a new one', async () => {
    const { cache, objectUrls } = setUp();
    await cache.put(makeCachedDocument());
    await cache.get('doc-1', 'u1');
    await cache.put(makeCachedDocument({ file: new Blob(['Rent is overdue']) }));

    expect(objectUrls.revoked).toEqual(['blob:test/1']);
    const read = await cache.get('doc-1', 'u1');
    expect(read?.viewUrl).toBe('blob:test/2');
    expect(await read?.file.text()).toBe('Rent is overdue');
  });

  it('revokes the URL when the document is removed or expires', async () => {
    const { cache, clock, objectUrls } = setUp();
    await cache.put(makeCachedDocument({ id: 'a' }));
    await cache.put(makeCachedDocument({ id: 'b' }));
    await cache.get('a', 'u1');
    await cache.get('b', 'u1');

    await cache.remove('a');
    expect(objectUrls.revoked).toEqual(['blob:test/1']);
    clock.advance(CACHE_LIFETIME_MS);
    await cache.removeExpired();
    expect(objectUrls.revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });

  it('uses the browser URL.createObjectURL by default, and gives null where it is missing', async () => {
    const createObjectURL = vi.fn(() => 'blob:browser/1');
    vi.stubGlobal('URL', { createObjectURL, revokeObjectURL: vi.fn() });
    const withUrls = createDocumentCache({ indexedDB: new IDBFactory() });
    openCaches.push(withUrls);
    await withUrls.put(makeCachedDocument());
    expect((await withUrls.get('doc-1', 'u1'))?.viewUrl).toBe('blob:browser/1');

    vi.stubGlobal('URL', {});
    const withoutUrls = createDocumentCache({ indexedDB: new IDBFactory() });
    openCaches.push(withoutUrls);
    await withoutUrls.put(makeCachedDocument());
    const read = await withoutUrls.get('doc-1', 'u1');
    expect(read?.viewUrl).toBeNull();
    expect(await read?.file.text()).toBe('Rent is due');
  });
});
