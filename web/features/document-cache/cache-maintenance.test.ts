import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_LIFETIME_MS, CLEANUP_INTERVAL_MS } from './cache-constants.ts';
import { startCacheMaintenance } from './cache-maintenance.ts';
import { createTestCache, makeCachedDocument } from './test-cache.test-support.ts';

describe('startCacheMaintenance with a counting cache', () => {
  const removeExpired = vi.fn(() => Promise.resolve([] as string[]));
  let stop: (() => void) | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    removeExpired.mockClear();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('sweeps at once, then every hour', () => {
    stop = startCacheMaintenance({ removeExpired });
    expect(removeExpired).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS - 1);
    expect(removeExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(removeExpired).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2 * CLEANUP_INTERVAL_MS);
    expect(removeExpired).toHaveBeenCalledTimes(4);
  });

  it('sweeps when the page is hidden for unloading or about to unload', () => {
    stop = startCacheMaintenance({ removeExpired });
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    expect(removeExpired).toHaveBeenCalledTimes(3);
  });

  it('does nothing more once stopped', () => {
    startCacheMaintenance({ removeExpired })();
    vi.advanceTimersByTime(5 * CLEANUP_INTERVAL_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(removeExpired).toHaveBeenCalledTimes(1);
  });

  it('logs a failed sweep instead of leaving an unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startCacheMaintenance({ removeExpired: () => Promise.reject(new Error('quota')) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

describe('startCacheMaintenance with a real cache', () => {
  it('removes a document that expired while the page was open on the next hourly sweep', async () => {
    const { cache, clock } = createTestCache();
    const removed: string[] = [];
    cache.onRemoved((id) => removed.push(id));
    await cache.put(makeCachedDocument());
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startCacheMaintenance(cache);
    try {
      clock.advance(CACHE_LIFETIME_MS);
      vi.advanceTimersByTime(CLEANUP_INTERVAL_MS);
      await vi.waitFor(() => expect(removed).toEqual(['doc-1']));
    } finally {
      stop();
      vi.useRealTimers();
      await cache.close();
    }
  });
});
