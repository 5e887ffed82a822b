import { useEffect } from 'react';
import type { ScrollSync } from './scroll-sync.ts';
import { useViewerStore } from './viewer-store.ts';

/**
 * A page set in the store (toolbar, keyboard, other features) scrolls to that page. A fresh
 * view starts at the top-left of page 1, whatever an earlier document left in the store.
 */
export function usePageNavigation({ shownPageRef, layoutRef, scrollToTop }: ScrollSync) {
  const currentPage = useViewerStore((state) => state.currentPage);
  useEffect(() => {
    if (shownPageRef.current === null) {
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
  }, [currentPage, shownPageRef, layoutRef, scrollToTop]);
}
