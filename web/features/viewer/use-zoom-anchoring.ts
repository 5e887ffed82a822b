import { useLayoutEffect, useRef } from 'react';
import type { ScrollSync } from './scroll-sync.ts';
import { scrollTopForAnchor } from './virtualisation.ts';

/**
 * After a zoom change, puts the same spot of the same page back at the top edge, and keeps the
 * horizontal centre where it was.
 */
export function useZoomAnchoring(
  { scrollerRef, layoutRef, anchorRef, scrollToTop }: ScrollSync,
  scale: number,
) {
  const scaleRef = useRef(scale);
  useLayoutEffect(() => {
    const previous = scaleRef.current;
    scaleRef.current = scale;
    const scroller = scrollerRef.current;
    if (previous === scale || !scroller) return;
    const centre = scroller.scrollLeft + scroller.clientWidth / 2;
    scroller.scrollLeft = Math.max(0, (centre * scale) / previous - scroller.clientWidth / 2);
    scrollToTop(scrollTopForAnchor(anchorRef.current, layoutRef.current.slotHeights));
  }, [scale, scrollerRef, layoutRef, anchorRef, scrollToTop]);
}
