import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../../lib/phone-layout.ts';
import type { RangeFocus } from './highlight-ranges.ts';
import type { ScrollSync } from './scroll-sync.ts';
import { useFocusScrolling } from './use-focus-scrolling.ts';
import { resetViewerStore, useViewerStore } from './viewer-store.ts';

// "Show on page" for words in 10-pt type on page 2.
const FOCUS: RangeFocus = { pageIndex: 1, y: 300, textHeight: 10 };

function makeSync(): ScrollSync {
  return {
    scrollerRef: { current: document.createElement('div') },
    layoutRef: { current: { slotHeights: [808, 808], tops: [0, 808], scale: 0.5 } },
    shownPageRef: { current: null },
    expectedTopRef: { current: null },
    anchorRef: { current: { index: 0, fraction: 0 } },
    scrollToTop: vi.fn(),
  };
}

function useAsPhone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query === PHONE_MEDIA_QUERY,
  }));
}

interface Props {
  focus: RangeFocus | null;
  scale: number;
  width: number;
}

function renderScrolling(sync: ScrollSync, initialProps: Props) {
  return renderHook(
    ({ focus, scale, width }: Props) => useFocusScrolling(sync, focus, scale, width),
    { initialProps },
  );
}

describe('useFocusScrolling', () => {
  beforeEach(() => {
    resetViewerStore();
    useViewerStore.getState().setTotalPages(2);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, zooms in until the words are legible, then scrolls to them at that zoom', () => {
    useAsPhone(true);
    useViewerStore.getState().setZoom(50); // the phone's fit to a 390px screen
    const sync = makeSync();
    const { rerender } = renderScrolling(sync, { focus: FOCUS, scale: 0.5, width: 358 });
    expect(useViewerStore.getState().zoomLevel).toBe(100);
    expect(sync.scrollToTop).not.toHaveBeenCalled();

    sync.layoutRef.current = { slotHeights: [808, 808], tops: [0, 808], scale: 1 };
    rerender({ focus: FOCUS, scale: 1, width: 358 });
    expect(sync.scrollToTop).toHaveBeenCalledTimes(1);
    expect(useViewerStore.getState().currentPage).toBe(2);

    // The same words asked for again at this zoom change nothing; a later zoom scrolls nowhere.
    rerender({ focus: FOCUS, scale: 1.25, width: 358 });
    expect(sync.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('on a phone, waits for the viewer to be measured (its first fit would undo the zoom)', () => {
    useAsPhone(true);
    useViewerStore.getState().setZoom(50);
    const sync = makeSync();
    const { rerender } = renderScrolling(sync, { focus: FOCUS, scale: 0.5, width: 0 });
    expect(useViewerStore.getState().zoomLevel).toBe(50);
    rerender({ focus: FOCUS, scale: 0.5, width: 358 });
    expect(useViewerStore.getState().zoomLevel).toBe(100);
  });

  it('on a phone, scrolls at once when the page is drawn at the reading zoom already', () => {
    // The first fit to the screen lowered the store's zoom to 50% after this render at 100%:
    // zooming back to 100% renders nothing new, so the scroll cannot wait for it.
    useAsPhone(true);
    useViewerStore.getState().setZoom(50);
    const sync = makeSync();
    sync.layoutRef.current = { slotHeights: [808, 808], tops: [0, 808], scale: 1 };
    renderScrolling(sync, { focus: FOCUS, scale: 1, width: 358 });
    expect(useViewerStore.getState().zoomLevel).toBe(100);
    expect(sync.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('on a desk, keeps the zoom and scrolls at once', () => {
    useAsPhone(false);
    useViewerStore.getState().setZoom(50);
    const sync = makeSync();
    renderScrolling(sync, { focus: FOCUS, scale: 0.5, width: 600 });
    expect(useViewerStore.getState().zoomLevel).toBe(50);
    expect(sync.scrollToTop).toHaveBeenCalledTimes(1);
  });
});
