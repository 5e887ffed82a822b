import { useEffect, useRef } from 'react';
import type { ScrollSync } from './scroll-sync.ts';
import { useViewerStore } from './viewer-store.ts';

/** Reset (and a document's view reset) scrolls back to the top-left; the page follows the scroll. */
export function useViewReset({ scrollerRef, expectedTopRef }: ScrollSync) {
  const viewResetCount = useViewerStore((state) => state.viewResetCount);
  const seenResetRef = useRef(viewResetCount);
  useEffect(() => {
    if (seenResetRef.current === viewResetCount) return;
    seenResetRef.current = viewResetCount;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    expectedTopRef.current = null;
    scroller.scrollLeft = 0;
    scroller.scrollTop = 0;
  }, [viewResetCount, scrollerRef, expectedTopRef]);
}
