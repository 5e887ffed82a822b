import { ZOOM_STEP } from './zoom.ts';

/**
 * Text this tall on the screen, in CSS pixels, reads as a printed page's 10-point body does at
 * 100% on a desk. A phone's fit-width zoom (50% for a Letter page at 390px) makes it about 5px.
 */
export const LEGIBLE_TEXT_HEIGHT = 10;

/** "Show on page" zooms no further than this, however small the print. */
export const MAX_READING_ZOOM = 200;

/**
 * The zoom at which "Show on page" shows the cited words on a phone: the smallest step of the
 * zoom grid at which text `textHeight` tall at 100% is at least LEGIBLE_TEXT_HEIGHT, never below
 * the zoom the reader already has (a closer look they chose is kept) and never above
 * MAX_READING_ZOOM. Lines then may be wider than the screen; the viewer scrolls the words in.
 */
export function readingZoom(textHeight: number, currentZoom: number): number {
  if (!(textHeight > 0)) return currentZoom;
  const legible = Math.ceil((LEGIBLE_TEXT_HEIGHT / textHeight) * (100 / ZOOM_STEP)) * ZOOM_STEP;
  return Math.max(currentZoom, Math.min(MAX_READING_ZOOM, legible));
}
