/**
 * Virtualisation of the page stack: every page keeps a box of its real height so the scroll bar
 * is right, and only the pages near the viewport are drawn. Heights here are "slots": a page
 * plus the gap above it, in CSS pixels, stacked from 0.
 */

/** Inclusive range of 1-based page numbers. */
export interface PageRange {
  first: number;
  last: number;
}

/** Where each slot starts: tops[i] is the sum of the heights before it. */
export function slotTops(pageHeights: readonly number[]): number[] {
  const tops: number[] = [];
  let top = 0;
  for (const height of pageHeights) {
    tops.push(top);
    top += height;
  }
  return tops;
}

/**
 * The pages to draw for a scroll position: those overlapping the viewport, plus `overscan`
 * pages either side so a page is ready before it scrolls in. Always at least one page.
 */
export function pagesToRender(
  scrollTop: number,
  viewportHeight: number,
  pageHeights: readonly number[],
  overscan: number,
): PageRange {
  const count = pageHeights.length;
  if (count === 0) return { first: 1, last: 0 };
  const bottom = scrollTop + Math.max(0, viewportHeight);
  let firstVisible = count;
  let lastVisible = 1;
  let top = 0;
  for (let index = 0; index < count; index += 1) {
    const end = top + (pageHeights[index] ?? 0);
    const page = index + 1;
    // A page shows if any of it is inside [scrollTop, bottom]; the page at scrollTop always does.
    if (end > scrollTop && top <= bottom) {
      firstVisible = Math.min(firstVisible, page);
      lastVisible = Math.max(lastVisible, page);
    }
    if (top > bottom) break;
    top = end;
  }
  if (firstVisible > lastVisible) firstVisible = lastVisible = scrollTop <= 0 ? 1 : count;
  return {
    first: Math.max(1, firstVisible - overscan),
    last: Math.min(count, lastVisible + overscan),
  };
}

/** The page taking up most of the viewport; on a tie, the earlier page. */
export function mostVisiblePage(
  scrollTop: number,
  viewportHeight: number,
  pageHeights: readonly number[],
): number {
  const bottom = scrollTop + Math.max(1, viewportHeight);
  let best = 1;
  let bestShown = -1;
  let top = 0;
  for (let index = 0; index < pageHeights.length; index += 1) {
    const end = top + (pageHeights[index] ?? 0);
    const shown = Math.min(end, bottom) - Math.max(top, scrollTop);
    if (shown > bestShown) {
      best = index + 1;
      bestShown = shown;
    }
    if (top > bottom) break;
    top = end;
  }
  return best;
}

/** A scroll position tied to the page under the top edge, so it survives a zoom change. */
export interface ScrollAnchor {
  /** 0-based index of the slot at the top edge of the viewport. */
  index: number;
  /** How far down that slot the top edge is, from 0 to 1. */
  fraction: number;
}

/** The anchor for a scroll position. */
export function scrollAnchor(scrollTop: number, pageHeights: readonly number[]): ScrollAnchor {
  let top = 0;
  for (let index = 0; index < pageHeights.length; index += 1) {
    const height = pageHeights[index] ?? 0;
    if (scrollTop < top + height || index === pageHeights.length - 1) {
      const fraction = height > 0 ? (scrollTop - top) / height : 0;
      return { index, fraction: Math.min(1, Math.max(0, fraction)) };
    }
    top += height;
  }
  return { index: 0, fraction: 0 };
}

/** The scroll position that puts an anchor back at the top edge with new slot heights. */
export function scrollTopForAnchor(anchor: ScrollAnchor, pageHeights: readonly number[]): number {
  const index = Math.min(anchor.index, pageHeights.length - 1);
  if (index < 0) return 0;
  const tops = slotTops(pageHeights);
  return (tops[index] ?? 0) + anchor.fraction * (pageHeights[index] ?? 0);
}
