import { useEffect } from 'react';

/** What index.html's inline script keeps: the buttons and links clicked before React took over. */
type EarlyClickHolder = Window & { earlyClicks?: HTMLElement[] | null };

/**
 * Stops keeping clicks and replays the ones kept, in order: React now handles the page, so each
 * button or link does what it was pressed for (the phone menu opens, the router goes to the
 * page), a moment late but not lost.
 */
export function replayEarlyClicks(holder: EarlyClickHolder = window): void {
  const kept = holder.earlyClicks ?? [];
  holder.earlyClicks = null;
  for (const element of kept) {
    element.removeAttribute('aria-busy');
    element.removeAttribute('data-early-click');
    if (element.isConnected) element.click();
  }
}

/** Rendered beside the hydrated app: its effect runs once hydration has committed. */
export function ReplayEarlyClicks(): null {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}
