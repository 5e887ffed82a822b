import { logger } from '../../lib/logger.ts';
import { CLEANUP_INTERVAL_MS } from './cache-constants.ts';
import type { DocumentCache } from './document-cache.ts';

/** The page events that mean it is going away: pagehide (reliable on mobile) and beforeunload. */
const UNLOAD_EVENTS = ['pagehide', 'beforeunload'] as const;

/**
 * Removes expired documents now, every hour and when the page is unloaded (SPEC section 4);
 * returns a function that stops all three. On unload the sweep is best effort: the browser may
 * end the page before IndexedDB finishes, and the next start sweeps again.
 */
export function startCacheMaintenance(
  cache: Pick<DocumentCache, 'removeExpired'>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const sweep = () => {
    cache.removeExpired().catch((error: unknown) => {
      logger.warn('Could not remove expired documents from the local cache', error);
    });
  };
  sweep();
  const interval = setInterval(sweep, CLEANUP_INTERVAL_MS);
  for (const event of UNLOAD_EVENTS) target.addEventListener(event, sweep);
  return () => {
    clearInterval(interval);
    for (const event of UNLOAD_EVENTS) target.removeEventListener(event, sweep);
  };
}
