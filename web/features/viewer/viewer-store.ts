import { create } from 'zustand';
import { snapZoom, ZOOM_DEFAULT, ZOOM_STEP } from './zoom.ts';

/** How far the document is scrolled, in CSS pixels; mirrors the viewer's scroll position. */
export interface PanOffset {
  x: number;
  y: number;
}

/** A stretch of the document's text, as character offsets [start, end). */
export interface TextRange {
  start: number;
  end: number;
}

/** The viewer state of SPEC section 3, plus what the viewer shares with its toolbar. */
export interface ViewerState {
  /** Object URL of the PDF bytes being shown; null for text documents or before loading. */
  pdfPreviewUrl: string | null;
  /** 1-based, always within 1..totalPages. */
  currentPage: number;
  /** At least 1. */
  totalPages: number;
  /** Percent, on the 25-step grid between 25 and 300. */
  zoomLevel: number;
  panOffset: PanOffset;
  /** True while the user drags the document to pan it. */
  isDragging: boolean;
  /** The text range shown highlighted, set by showRange; null when nothing is highlighted. */
  highlight: TextRange | null;
  /** Goes up on every showRange, so showing the same range again scrolls back to it. */
  highlightRequest: number;
  /** The zoom at which the widest page fills the viewer; null until the viewer has measured. */
  fitWidthZoom: number | null;
  /** Goes up on every reset and document view reset, so the viewer scrolls to the top-left. */
  viewResetCount: number;
}

/** What can be done to the viewer, from the toolbar, keyboard or other features. */
export interface ViewerActions {
  setPdfPreviewUrl: (url: string | null) => void;
  setTotalPages: (total: number) => void;
  goToPage: (page: number) => void;
  nextPage: () => void;
  previousPage: () => void;
  firstPage: () => void;
  lastPage: () => void;
  setZoom: (zoom: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Sets the zoom to fitWidthZoom, when the viewer has measured it. */
  fitToWidth: () => void;
  setFitWidthZoom: (zoom: number | null) => void;
  setPanOffset: (offset: PanOffset) => void;
  setDragging: (dragging: boolean) => void;
  /** Highlights document text [start, end) and scrolls it into view. */
  showRange: (start: number, end: number) => void;
  clearHighlight: () => void;
  /** SPEC section 4: zoom 100, no pan, page 1. */
  reset: () => void;
  /** SPEC section 4 "document view reset": clears the pan position and any drag. */
  resetDocumentView: () => void;
}

const NO_PAN: PanOffset = { x: 0, y: 0 };

const initialState: ViewerState = {
  pdfPreviewUrl: null,
  currentPage: 1,
  totalPages: 1,
  zoomLevel: ZOOM_DEFAULT,
  panOffset: NO_PAN,
  isDragging: false,
  highlight: null,
  highlightRequest: 0,
  fitWidthZoom: null,
  viewResetCount: 0,
};

function clampPage(page: number, totalPages: number): number {
  return Math.min(totalPages, Math.max(1, Math.round(page)));
}

/** The document viewer's state; one viewer is on screen at a time, so one store. */
export const useViewerStore = create<ViewerState & ViewerActions>()((set, get) => ({
  ...initialState,
  setPdfPreviewUrl: (url) => set({ pdfPreviewUrl: url }),
  setTotalPages: (total) => {
    const totalPages = Number.isFinite(total) ? Math.max(1, Math.floor(total)) : 1;
    set({ totalPages, currentPage: clampPage(get().currentPage, totalPages) });
  },
  goToPage: (page) => {
    if (Number.isNaN(page)) return;
    set({ currentPage: clampPage(page, get().totalPages) });
  },
  nextPage: () => get().goToPage(get().currentPage + 1),
  previousPage: () => get().goToPage(get().currentPage - 1),
  firstPage: () => get().goToPage(1),
  lastPage: () => get().goToPage(get().totalPages),
  setZoom: (zoom) => set({ zoomLevel: snapZoom(zoom) }),
  zoomIn: () => set({ zoomLevel: snapZoom(snapZoom(get().zoomLevel) + ZOOM_STEP) }),
  zoomOut: () => set({ zoomLevel: snapZoom(snapZoom(get().zoomLevel) - ZOOM_STEP) }),
  fitToWidth: () => {
    const zoom = get().fitWidthZoom;
    if (zoom !== null) set({ zoomLevel: snapZoom(zoom) });
  },
  setFitWidthZoom: (zoom) => set({ fitWidthZoom: zoom }),
  setPanOffset: (offset) => set({ panOffset: { x: offset.x, y: offset.y } }),
  setDragging: (dragging) => set({ isDragging: dragging }),
  showRange: (start, end) => {
    if (!Number.isFinite(start) || !Number.isFinite(end)) return;
    set((state) => ({
      highlight: { start: Math.min(start, end), end: Math.max(start, end) },
      highlightRequest: state.highlightRequest + 1,
    }));
  },
  clearHighlight: () => set({ highlight: null }),
  reset: () =>
    set((state) => ({
      zoomLevel: ZOOM_DEFAULT,
      panOffset: NO_PAN,
      isDragging: false,
      currentPage: 1,
      viewResetCount: state.viewResetCount + 1,
    })),
  resetDocumentView: () =>
    set((state) => ({
      panOffset: NO_PAN,
      isDragging: false,
      viewResetCount: state.viewResetCount + 1,
    })),
}));

/** Puts the store back as it was on start-up, for sign-out and tests. */
export function resetViewerStore(): void {
  useViewerStore.setState(initialState);
}
