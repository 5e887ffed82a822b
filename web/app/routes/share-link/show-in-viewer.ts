import { useViewerStore } from '../../../features/viewer/index.ts';

/**
 * Highlights a finding's or citation's words in the viewer, as the analysis screen does. Where
 * the screen is too narrow for viewer and panel side by side, the viewer sits above the panel:
 * it is brought into sight, or "Show on page" would seem to do nothing.
 */
export function showInViewer(start: number, end: number): void {
  useViewerStore.getState().showRange(start, end);
  if (window.matchMedia?.('(max-width: 899px)').matches !== true) return;
  window.document
    .querySelector('section[aria-label="Document viewer"]')
    ?.scrollIntoView?.({ block: 'start' });
}
