import { useLayoutEffect, useRef } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';
import type { RangeFocus } from '../highlight-ranges.ts';
import { PagePlaceholder, PageSlot, type RenderPage } from './page-slot.tsx';
import { PAGE_GAP, type PageSize } from '../page-sizes.ts';
import { useScrollSync } from '../scroll-sync.ts';
import { useDragPan } from '../use-drag-pan.ts';
import { useElementSize } from '../use-element-size.ts';
import { useFitWidth } from '../use-fit-width.ts';
import { useFocusScrolling } from '../use-focus-scrolling.ts';
import { usePageNavigation } from '../use-page-navigation.ts';
import { useScrollTracking } from '../use-scroll-tracking.ts';
import { useStackLayout } from '../use-stack-layout.ts';
import { useViewReset } from '../use-view-reset.ts';
import { useZoomAnchoring } from '../use-zoom-anchoring.ts';
import { useViewerStore } from '../viewer-store.ts';
import { pagesToRender } from '../virtualisation.ts';

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
  const isDragging = useViewerStore((state) => state.isDragging);
  const scale = zoomLevel / 100;

  const { slotHeights, tops, widestPage, handleGrow } = useStackLayout(pageSizes, scale);
  const sync = useScrollSync(scrollerRef, { slotHeights, tops, scale });
  const { scrollTop, handleScroll } = useScrollTracking(sync);
  const range = pagesToRender(scrollTop, viewport.height, slotHeights, OVERSCAN);
  // Dragging pans only when zoomed in past the viewport; otherwise the pointer selects text.
  const canPan =
    zoomLevel > 100 && viewport.width > 0 && widestPage * scale + 2 * PAGE_GAP > viewport.width;
  const panHandlers = useDragPan(scrollerRef, canPan);

  useLayoutEffect(() => {
    useViewerStore.getState().setTotalPages(pageSizes.length);
  }, [pageSizes.length]);
  useFitWidth(viewport.width, widestPage);
  useZoomAnchoring(sync, scale);
  usePageNavigation(sync);
  useViewReset(sync);
  useFocusScrolling(sync, focus, scale, viewport.width);

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
          const width = size.width * scale;
          const height = size.height * scale;
          return (
            <div
              key={pageNumber}
              style={{ paddingTop: PAGE_GAP, height: drawn ? undefined : slotHeights[index] }}
            >
              {drawn ? (
                <PageSlot
                  index={index}
                  pageCount={pageSizes.length}
                  width={width}
                  height={height}
                  scale={scale}
                  growable={growable}
                  renderPage={renderPage}
                  onGrow={handleGrow}
                />
              ) : (
                <PagePlaceholder pageNumber={pageNumber} width={width} height={height} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
