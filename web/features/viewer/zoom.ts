/** Smallest zoom, in percent (SPEC sections 5 and 9). */
export const ZOOM_MIN = 25;
/** Largest zoom, in percent. */
export const ZOOM_MAX = 300;
/** Zoom moves in steps of this many percent. */
export const ZOOM_STEP = 25;
/** Zoom on opening a document and after a reset. */
export const ZOOM_DEFAULT = 100;

/** Every zoom the viewer allows, smallest first: 25, 50, ... 300. */
export const ZOOM_LEVELS: readonly number[] = Array.from(
  { length: (ZOOM_MAX - ZOOM_MIN) / ZOOM_STEP + 1 },
  (_, index) => ZOOM_MIN + index * ZOOM_STEP,
);

/** The nearest allowed zoom to any number; anything that is not a number gives the default. */
export function snapZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_DEFAULT;
  const snapped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

/**
 * The zoom at which the widest page fills the available width. Zoom stays on the 25-step grid
 * of SPEC section 4, so this is the largest step at which the page still fits (never wider
 * than the space, so no sideways scrolling); the smallest zoom when even that is too wide.
 * Null when either width is unknown (e.g. before layout), so callers keep the zoom they have.
 */
export function fitWidthZoom(availableWidth: number, widestPageWidth: number): number | null {
  if (!(availableWidth > 0) || !(widestPageWidth > 0)) return null;
  const exact = (availableWidth / widestPageWidth) * 100;
  const step = Math.floor(exact / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, step));
}
