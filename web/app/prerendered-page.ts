import type { DataRouter } from 'react-router';

/**
 * What the build-time prerender (web/prerender.tsx) and the browser (web/main.tsx) agree on: how
 * a prerendered #root is marked, and when the router can render the same page again.
 */

/** The attribute on #root when it holds a page rendered at build time. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Resolves once the router has loaded the first page's code. Until then it would render its
 * 'Loading page...' fallback, which is not what a prerendered page holds.
 */
export function whenRouterReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
