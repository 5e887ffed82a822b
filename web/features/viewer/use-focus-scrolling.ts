import { useEffect } from 'react';
import type { RangeFocus } from './highlight-ranges.ts';
import { PAGE_GAP } from './page-sizes.ts';
import type { ScrollSync } from './scroll-sync.ts';
import { useViewerStore } from './viewer-store.ts';

/** Room left above a highlight scrolled into view, so it is not flush with the edge. */
const FOCUS_MARGIN = 96;
// Marked words this close to where they were aimed at are left where they are.
const SETTLED_DISTANCE = 48;
// Frames to wait for a scrolled-to page to be drawn with its marked words.
const MARK_WAIT_FRAMES = 30;

/**
 * A new highlight scrolls its first line to the middle of the viewer (where the eye is on a
 * phone that has just switched to the document) and makes its page current.
 */
export function useFocusScrolling(
  { scrollerRef, layoutRef, shownPageRef, scrollToTop }: ScrollSync,
  focus: RangeFocus | null,
) {
  useEffect(() => {
    if (!focus) return;
    const middle = Math.max(FOCUS_MARGIN, (scrollerRef.current?.clientHeight ?? 0) / 2 - 24);
    const { tops, scale } = layoutRef.current;
    const pageTop = tops[focus.pageIndex] ?? 0;
    const target = pageTop + PAGE_GAP + focus.y * scale - middle;
    shownPageRef.current = focus.pageIndex + 1;
    useViewerStore.getState().goToPage(focus.pageIndex + 1);
    scrollToTop(Math.max(pageTop, target));
    // On a text page the spot is estimated from how far into the text the words are; once the
    // page is drawn there (a few frames: it is drawn when scrolled near), the marked words
    // themselves say exactly where they are.
    let frame = 0;
    let framesLeft = MARK_WAIT_FRAMES;
    const settleOnMark = () => {
      const scroller = scrollerRef.current;
      const mark = scroller?.querySelector('[data-highlight]');
      if (!scroller) return;
      if (!mark) {
        if (framesLeft-- > 0) frame = requestAnimationFrame(settleOnMark);
        return;
      }
      const offset = mark.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      if (Math.abs(offset - middle) > SETTLED_DISTANCE) {
        scrollToTop(scroller.scrollTop + offset - middle);
      }
    };
    frame = requestAnimationFrame(settleOnMark);
    return () => cancelAnimationFrame(frame);
  }, [focus, scrollerRef, layoutRef, shownPageRef, scrollToTop]);
}
