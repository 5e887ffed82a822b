import { useEffect, useRef } from 'react';
import { isPhoneLayout } from '../../lib/phone-layout.ts';
import type { RangeFocus } from './highlight-ranges.ts';
import { PAGE_GAP } from './page-sizes.ts';
import { readingZoom } from './reading-zoom.ts';
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
 * phone that has just switched to the document), and sideways to the start of its lines when
 * they are out of sight, and makes its page current. On a phone it first zooms in until the
 * words are legible (a phone's fit-width zoom leaves them about 5px tall); the scroll waits
 * for that zoom's layout.
 */
export function useFocusScrolling(
  { scrollerRef, layoutRef, shownPageRef, scrollToTop }: ScrollSync,
  focus: RangeFocus | null,
  scale: number,
  viewportWidth: number,
) {
  // The focus last scrolled to: a later zoom or resize does not scroll back to it.
  const shownFocusRef = useRef<RangeFocus | null>(null);
  const frameRef = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  useEffect(() => {
    if (!focus || shownFocusRef.current === focus) return;
    if (isPhoneLayout()) {
      // Not before the viewer is measured: the phone's first fit to its width comes then, and
      // would undo a zoom set earlier.
      if (viewportWidth === 0) return;
      const viewer = useViewerStore.getState();
      const zoom =
        focus.textHeight === null
          ? viewer.zoomLevel
          : readingZoom(focus.textHeight, viewer.zoomLevel);
      if (zoom !== viewer.zoomLevel) viewer.setZoom(zoom);
      // Drawn at another zoom: this runs again with the new scale, and scrolls then. (The first
      // fit may have lowered the store's zoom after this render: then the render is already
      // at the zoom wanted, and no other comes.)
      if (Math.round(scale * 100) !== zoom) return;
    }
    shownFocusRef.current = focus;
    const middle = Math.max(FOCUS_MARGIN, (scrollerRef.current?.clientHeight ?? 0) / 2 - 24);
    const { tops, scale: layoutScale } = layoutRef.current;
    const pageTop = tops[focus.pageIndex] ?? 0;
    const target = pageTop + PAGE_GAP + focus.y * layoutScale - middle;
    shownPageRef.current = focus.pageIndex + 1;
    useViewerStore.getState().goToPage(focus.pageIndex + 1);
    scrollToTop(Math.max(pageTop, target));
    // On a text page the spot is estimated from how far into the text the words are; once the
    // page is drawn there (a few frames: it is drawn when scrolled near), the marked words
    // themselves say exactly where they are.
    let framesLeft = MARK_WAIT_FRAMES;
    const settleOnMark = () => {
      const scroller = scrollerRef.current;
      const marks = scroller ? [...scroller.querySelectorAll('[data-highlight]')] : [];
      const first = marks[0];
      if (!scroller) return;
      if (!first) {
        if (framesLeft-- > 0) frameRef.current = requestAnimationFrame(settleOnMark);
        return;
      }
      const view = scroller.getBoundingClientRect();
      const offset = first.getBoundingClientRect().top - view.top;
      if (Math.abs(offset - middle) > SETTLED_DISTANCE) {
        scrollToTop(scroller.scrollTop + offset - middle);
      }
      // Zoomed past the screen's width: the start of the marked lines comes into sight.
      const boxes = marks.map((mark) => mark.getBoundingClientRect());
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      if (left < view.left || right > view.left + scroller.clientWidth) {
        scroller.scrollLeft += left - view.left - PAGE_GAP;
      }
    };
    cancelAnimationFrame(frameRef.current);
    frameRef.current = requestAnimationFrame(settleOnMark);
  }, [focus, scale, viewportWidth, scrollerRef, layoutRef, shownPageRef, scrollToTop]);
}
