import { describe, expect, it } from 'vitest';
import { NO_INDEXED_DB_MESSAGE } from './cache-connection.ts';

// This file deliberately loads no IndexedDB polyfill: jsdom has none, like some browsers.
describe('the default document cache', () => {
  it('can be imported where IndexedDB does not exist', async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    const { documentCache } = await import('./default-document-cache.ts');
    expect(typeof documentCache.get).toBe('function');
  });

  it('rejects its operations there with a clear message instead of crashing', async () => {
    const { documentCache } = await import('./default-document-cache.ts');
    await expect(documentCache.get('doc-1', 'u1')).rejects.toThrow(NO_INDEXED_DB_MESSAGE);
    await expect(documentCache.removeExpired()).rejects.toThrow(NO_INDEXED_DB_MESSAGE);
  });
});
