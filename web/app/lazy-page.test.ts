import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadPageModule } from './lazy-page.ts';

describe('loadPageModule', () => {
  it('fails with "Loading chunk failed" when the chunk never arrives within the time-out', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadPageModule(() => new Promise(() => {}), 120_000).catch(
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await loading;
      expect(error).toBeInstanceOf(ChunkLoadError);
      expect((error as Error).message).toBe('Loading chunk failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const error = await loadPageModule(failing).catch((caught: unknown) => caught);
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the ways browsers report a missing module, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
