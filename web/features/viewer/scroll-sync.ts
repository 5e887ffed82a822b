import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ScrollAnchor } from './virtualisation.ts';

/** The page stack's geometry at the current zoom, as the last render laid it out. */
export interface StackLayout {
  /** Each page's slot height (the page plus the gap above it), in CSS pixels. */
  slotHeights: readonly number[];
  /** Where each slot starts. */
  tops: readonly number[];
  /** Zoom as a factor (1 at 100%). */
  scale: number;
}

/**
 * What the scroller's hooks share to keep the scroll position and the viewer store in step
 * without fighting: each hook owns one direction, and these refs say what the others did.
 */
export interface ScrollSync {
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The latest layout, for effects and event handlers that run after the render. */
  layoutRef: RefObject<StackLayout>;
  /** The page this scroller last showed or saw; a store page that differs was set elsewhere. */
  shownPageRef: RefObject<number | null>;
  /** Where the last programmatic scroll landed; the scroll event it causes is not the user's. */
  expectedTopRef: RefObject<number | null>;
  /** The spot at the top edge, kept while scrolling, so a zoom can put it back. */
  anchorRef: RefObject<ScrollAnchor>;
  /** Scrolls to `top` (clamped to what the content allows) and remembers it as expected. */
  scrollToTop: (top: number) => void;
}

export function useScrollSync(
  scrollerRef: RefObject<HTMLDivElement | null>,
  layout: StackLayout,
): ScrollSync {
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  });
  const shownPageRef = useRef<number | null>(null);
  const expectedTopRef = useRef<number | null>(null);
  const anchorRef = useRef<ScrollAnchor>({ index: 0, fraction: 0 });

  const scrollToTop = useCallback(
    (top: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const maxTop = Math.max(0, scroller.scrollHeight - scroller.clientHeight);
      const target = Math.round(Math.min(Math.max(0, top), maxTop));
      expectedTopRef.current = target;
      scroller.scrollTop = target;
    },
    [scrollerRef],
  );

  return { scrollerRef, layoutRef, shownPageRef, expectedTopRef, anchorRef, scrollToTop };
}
