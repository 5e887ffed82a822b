import { useEffect } from 'react';

/** What index.html's inline script keeps: the buttons clicked before React took over. */
type EarlyClickHolder = Window & { earlyClicks?: HTMLElement[] | null };

/**
 * Stops keeping clicks and replays the ones kept, in order: React now handles the page, so each
 * button does what it was pressed for (the phone menu opens), a moment late but not lost.
 */
export function replayEarlyClicks(holder: EarlyClickHolder = window): void {
  const kept = holder.earlyClicks ?? [];
  holder.earlyClicks = null;
  for (const button of kept) {
    button.removeAttribute('aria-busy');
    button.removeAttribute('data-early-click');
    if (button.isConnected) button.click();
  }
}

/** Rendered beside the hydrated app: its effect runs once hydration has committed. */
export function ReplayEarlyClicks(): null {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}
