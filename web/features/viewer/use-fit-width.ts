import { useEffect, useRef } from 'react';
import { isPhoneLayout } from '../../lib/phone-layout.ts';
import { PAGE_GAP } from './page-sizes.ts';
import { useViewerStore } from './viewer-store.ts';
import { fitWidthZoom } from './zoom.ts';

/**
 * Tells the store which zoom fits the widest page to the viewport (for the Fit width control).
 * On a phone the document first opens fitted to the screen's width; after that the zoom is the
 * reader's to choose.
 */
export function useFitWidth(viewportWidth: number, widestPage: number) {
  const hasFittedRef = useRef(false);
  useEffect(() => {
    const zoom = fitWidthZoom(viewportWidth - 2 * PAGE_GAP, widestPage);
    const viewer = useViewerStore.getState();
    viewer.setFitWidthZoom(zoom);
    if (zoom === null || hasFittedRef.current || viewportWidth === 0) return;
    hasFittedRef.current = true;
    if (isPhoneLayout() && zoom < viewer.zoomLevel) viewer.fitToWidth();
  }, [viewportWidth, widestPage]);

  useEffect(() => () => useViewerStore.getState().setFitWidthZoom(null), []);
}
