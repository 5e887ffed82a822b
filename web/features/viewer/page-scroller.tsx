import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import type { RangeFocus } from './highlight-ranges.ts';
import { PAGE_GAP, type PageSize } from './page-sizes.ts';
import { useDragPan } from './use-drag-pan.ts';
import { useElementSize } from './use-element-size.ts';
import { isPhoneLayout } from '../../lib/phone-layout.ts';
import { useViewerStore } from './viewer-store.ts';
import {
  mostVisiblePage,
  pagesToRender,
  scrollAnchor,
  scrollTopForAnchor,
  slotTops,
  type ScrollAnchor,
} from './virtualisation.ts';
import { fitWidthZoom } from './zoom.ts';

/** Draws page `index` (0-based) at `scale`; keep it stable with useCallback. */
export type RenderPage = (index: number, scale: number) => ReactNode;

interface PageScrollerProps {
  /** Every page's size at 100% zoom, so undrawn pages still take their space. */
  pageSizes: readonly PageSize[];
  renderPage: RenderPage;
  /** Where to scroll for the highlighted range; a new object scrolls again. */
  focus: RangeFocus | null;
  /** True when drawn pages may be taller than their size says (text sheets): they are measured. */
  growable?: boolean;
  label: string;
}

/** Pages drawn either side of the visible ones, so they are ready before they scroll in. */
const OVERSCAN = 2;
/** Room left above a highlight scrolled into view, so it is not flush with the edge. */
const FOCUS_MARGIN = 96;
// Marked words this close to where they were aimed at are left where they are.
const SETTLED_DISTANCE = 48;
// Frames to wait for a scrolled-to page to be drawn with its marked words.
const MARK_WAIT_FRAMES = 30;

/**
 * The scrolling stack of pages shared by PDF and text documents. It keeps the viewer store and
 * the scroll position in step both ways: scrolling updates the current page and pan offset;
 * changing the page, zoom or highlight in the store scrolls. Only pages near the viewport are
 * drawn; the rest are empty boxes of the right size, so long documents stay smooth.
 */
export function PageScroller({
  pageSizes,
  renderPage,
  focus,
  growable = false,
  label,
}: PageScrollerProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const viewport = useElementSize(scrollerRef);
  const zoomLevel = useViewerStore((state) => state.zoomLevel);
  const currentPage = useViewerStore((state) => state.currentPage);
  const isDragging = useViewerStore((state) => state.isDragging);
  const viewResetCount = useViewerStore((state) => state.viewResetCount);
  const scale = zoomLevel / 100;

  const [scrollTop, setScrollTop] = useState(0);
  // Measured heights (at 100%) of text sheets that came out taller than estimated.
  const [grownHeights, setGrownHeights] = useState<Readonly<Record<number, number>>>({});

  const slotHeights = useMemo(
    () =>
      pageSizes.map(
        (size, index) => PAGE_GAP + Math.max(size.height, grownHeights[index] ?? 0) * scale,
      ),
    [pageSizes, grownHeights, scale],
  );
  const tops = useMemo(() => slotTops(slotHeights), [slotHeights]);
  const widestPage = useMemo(
    () => pageSizes.reduce((widest, size) => Math.max(widest, size.width), 0),
    [pageSizes],
  );
  const range = pagesToRender(scrollTop, viewport.height, slotHeights, OVERSCAN);
  // Dragging pans only when zoomed in past the viewport; otherwise the pointer selects text.
  const canPan =
    zoomLevel > 100 && viewport.width > 0 && widestPage * scale + 2 * PAGE_GAP > viewport.width;
  const panHandlers = useDragPan(scrollerRef, canPan);

  // What the imperative code below needs from the latest render.
  const layoutRef = useRef({ slotHeights, tops });
  useLayoutEffect(() => {
    layoutRef.current = { slotHeights, tops };
  });

  // The page this component last showed or saw; a store page that differs was set elsewhere.
  const shownPageRef = useRef<number | null>(null);
  // Where the last programmatic scroll landed; the scroll event it causes is not the user's.
  const expectedTopRef = useRef<number | null>(null);
  const anchorRef = useRef<ScrollAnchor>({ index: 0, fraction: 0 });
  const scaleRef = useRef(scale);
  const seenResetRef = useRef(viewResetCount);

  const scrollToTop = useCallback((top: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const maxTop = Math.max(0, scroller.scrollHeight - scroller.clientHeight);
    const target = Math.round(Math.min(Math.max(0, top), maxTop));
    expectedTopRef.current = target;
    scroller.scrollTop = target;
  }, []);

  useLayoutEffect(() => {
    useViewerStore.getState().setTotalPages(pageSizes.length);
  }, [pageSizes.length]);

  // On a phone the document first opens fitted to the screen's width; after that the zoom is
  // the reader's to choose.
  const hasFittedRef = useRef(false);
  useEffect(() => {
    const zoom = fitWidthZoom(viewport.width - 2 * PAGE_GAP, widestPage);
    const viewer = useViewerStore.getState();
    viewer.setFitWidthZoom(zoom);
    if (zoom === null || hasFittedRef.current || viewport.width === 0) return;
    hasFittedRef.current = true;
    if (isPhoneLayout() && zoom < viewer.zoomLevel) viewer.fitToWidth();
  }, [viewport.width, widestPage]);

  useEffect(() => () => useViewerStore.getState().setFitWidthZoom(null), []);

  // After a zoom change, put the same spot of the same page back at the top edge, and keep
  // the horizontal centre where it was.
  useLayoutEffect(() => {
    const previous = scaleRef.current;
    scaleRef.current = scale;
    const scroller = scrollerRef.current;
    if (previous === scale || !scroller) return;
    const centre = scroller.scrollLeft + scroller.clientWidth / 2;
    scroller.scrollLeft = Math.max(0, (centre * scale) / previous - scroller.clientWidth / 2);
    scrollToTop(scrollTopForAnchor(anchorRef.current, layoutRef.current.slotHeights));
  }, [scale, scrollToTop]);

  // A page set in the store (toolbar, keyboard, other features) scrolls to that page.
  useEffect(() => {
    if (shownPageRef.current === null) {
      // A fresh view starts at the top-left of page 1, whatever an earlier document left behind.
      shownPageRef.current = 1;
      const viewer = useViewerStore.getState();
      viewer.goToPage(1);
      viewer.setPanOffset({ x: 0, y: 0 });
      viewer.setDragging(false);
      return;
    }
    if (shownPageRef.current === currentPage) return;
    shownPageRef.current = currentPage;
    scrollToTop(layoutRef.current.tops[currentPage - 1] ?? 0);
  }, [currentPage, scrollToTop]);

  // Reset and document view reset scroll back to the top-left; the page follows the scroll.
  useEffect(() => {
    if (seenResetRef.current === viewResetCount) return;
    seenResetRef.current = viewResetCount;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    expectedTopRef.current = null;
    scroller.scrollLeft = 0;
    scroller.scrollTop = 0;
  }, [viewResetCount]);

  // A new highlight scrolls its first line to the middle of the viewer (where the eye is on
  // a phone that has just switched to the document) and makes its page current.
  useEffect(() => {
    if (!focus) return;
    const middle = Math.max(FOCUS_MARGIN, (scrollerRef.current?.clientHeight ?? 0) / 2 - 24);
    const pageTop = layoutRef.current.tops[focus.pageIndex] ?? 0;
    const target = pageTop + PAGE_GAP + focus.y * scaleRef.current - middle;
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
  }, [focus, scrollToTop]);

  const handleScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const top = scroller.scrollTop;
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

  const handleGrow = useCallback(
    (index: number, height: number) => {
      setGrownHeights((old) => {
        const estimate = pageSizes[index]?.height ?? 0;
        const known = old[index] ?? estimate;
        if (height <= estimate + 1 || Math.abs(height - known) <= 1) return old;
        return { ...old, [index]: height };
      });
    },
    [pageSizes],
  );

  return (
    <div
      ref={scrollerRef}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={handleScroll}
      {...panHandlers}
      data-testid="viewer-scroller"
      data-can-pan={canPan || undefined}
      className={classNames(
        'relative min-h-0 flex-1 overflow-auto bg-slate-100 [overflow-anchor:none]',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
        canPan && 'select-none',
        canPan &&
          (isDragging ? 'cursor-grabbing **:cursor-grabbing' : 'cursor-grab **:cursor-grab'),
      )}
    >
      <div className="w-max min-w-full px-4 pb-4">
        {pageSizes.map((size, index) => {
          const pageNumber = index + 1;
          const drawn = pageNumber >= range.first && pageNumber <= range.last;
          return (
            <div
              key={pageNumber}
              style={{ paddingTop: PAGE_GAP, height: drawn ? undefined : slotHeights[index] }}
            >
              {drawn ? (
                <PageSlot
                  index={index}
                  pageCount={pageSizes.length}
                  width={size.width * scale}
                  height={size.height * scale}
                  scale={scale}
                  growable={growable}
                  renderPage={renderPage}
                  onGrow={handleGrow}
                />
              ) : (
                <div
                  aria-hidden="true"
                  data-placeholder-page={pageNumber}
                  className="mx-auto bg-white/70 shadow-sm ring-1 ring-slate-200"
                  style={{ width: size.width * scale, height: size.height * scale }}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

interface PageSlotProps {
  index: number;
  pageCount: number;
  width: number;
  height: number;
  scale: number;
  growable: boolean;
  renderPage: RenderPage;
  onGrow: (index: number, heightAt100: number) => void;
}

/** One drawn page: a white sheet of the page's size holding whatever renderPage draws. */
const PageSlot = memo(function PageSlot({
  index,
  pageCount,
  width,
  height,
  scale,
  growable,
  renderPage,
  onGrow,
}: PageSlotProps) {
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slot = slotRef.current;
    if (!growable || !slot || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onGrow(index, slot.offsetHeight / scale));
    observer.observe(slot);
    return () => observer.disconnect();
  }, [growable, index, scale, onGrow]);

  return (
    <div
      ref={slotRef}
      role="group"
      aria-label={`Page ${index + 1} of ${pageCount}`}
      data-viewer-page={index + 1}
      className="relative mx-auto overflow-hidden bg-white shadow-sm ring-1 ring-slate-200"
      style={{ width, minHeight: height, height: growable ? undefined : height }}
    >
      {renderPage(index, scale)}
    </div>
  );
});
