import { useState } from 'react';
import type { ScrollSync } from './scroll-sync.ts';
import { useViewerStore } from './viewer-store.ts';
import { mostVisiblePage, scrollAnchor } from './virtualisation.ts';

/**
 * Scrolling by the reader updates the store: the pan offset always, the current page to the
 * most visible one unless the scroll was our own. Returns the scroll position, which decides
 * the pages to draw, and the scroll handler.
 */
export function useScrollTracking({
  scrollerRef,
  layoutRef,
  shownPageRef,
  expectedTopRef,
  anchorRef,
}: ScrollSync) {
  const [scrollTop, setScrollTop] = useState(0);

  const handleScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = scroller.scrollTop;
    const { slotHeights } = layoutRef.current;
    const viewer = useViewerStore.getState();
    setScrollTop(top);
    viewer.setPanOffset({ x: scroller.scrollLeft, y: top });
    anchorRef.current = scrollAnchor(top, slotHeights);
    const expected = expectedTopRef.current;
    if (expected !== null && Math.abs(top - expected) <= 1) return;
    expectedTopRef.current = null;
    const page = mostVisiblePage(top, scroller.clientHeight, slotHeights);
    shownPageRef.current = page;
    if (viewer.currentPage !== page) viewer.goToPage(page);
  };

  return { scrollTop, handleScroll };
}
