import { beforeEach, describe, expect, it } from 'vitest';
import { resetViewerStore, useViewerStore } from './viewer-store.ts';

const viewer = () => useViewerStore.getState();

describe('viewer store', () => {
  beforeEach(() => resetViewerStore());

  it('starts on page 1 of 1 at 100% with no pan', () => {
    expect(viewer()).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      zoomLevel: 100,
      panOffset: { x: 0, y: 0 },
      isDragging: false,
      highlight: null,
      pdfPreviewUrl: null,
    });
  });

  it('keeps total pages at least 1', () => {
    viewer().setTotalPages(0);
    expect(viewer().totalPages).toBe(1);
    viewer().setTotalPages(-3);
    expect(viewer().totalPages).toBe(1);
    viewer().setTotalPages(12);
    expect(viewer().totalPages).toBe(12);
  });

  it('clamps the page to 1..total pages', () => {
    viewer().setTotalPages(12);
    viewer().goToPage(5);
    expect(viewer().currentPage).toBe(5);
    viewer().goToPage(40);
    expect(viewer().currentPage).toBe(12);
    viewer().goToPage(0);
    expect(viewer().currentPage).toBe(1);
    viewer().goToPage(-2);
    expect(viewer().currentPage).toBe(1);
    viewer().goToPage(Number.NaN);
    expect(viewer().currentPage).toBe(1);
  });

  it('moves between pages without leaving the document', () => {
    viewer().setTotalPages(3);
    viewer().previousPage();
    expect(viewer().currentPage).toBe(1);
    viewer().nextPage();
    viewer().nextPage();
    viewer().nextPage();
    expect(viewer().currentPage).toBe(3);
    viewer().firstPage();
    expect(viewer().currentPage).toBe(1);
    viewer().lastPage();
    expect(viewer().currentPage).toBe(3);
  });

  it('pulls the current page back when the total shrinks', () => {
    viewer().setTotalPages(10);
    viewer().goToPage(9);
    viewer().setTotalPages(4);
    expect(viewer().currentPage).toBe(4);
  });

  it('zooms in and out by 25 between 25 and 300', () => {
    viewer().zoomIn();
    expect(viewer().zoomLevel).toBe(125);
    viewer().zoomOut();
    viewer().zoomOut();
    expect(viewer().zoomLevel).toBe(75);
    for (let i = 0; i < 20; i += 1) viewer().zoomIn();
    expect(viewer().zoomLevel).toBe(300);
    for (let i = 0; i < 20; i += 1) viewer().zoomOut();
    expect(viewer().zoomLevel).toBe(25);
  });

  it('snaps a set zoom to the 25 grid and clamps it', () => {
    viewer().setZoom(137);
    expect(viewer().zoomLevel).toBe(125);
    viewer().setZoom(10);
    expect(viewer().zoomLevel).toBe(25);
    viewer().setZoom(450);
    expect(viewer().zoomLevel).toBe(300);
  });

  it('fits to width only once the viewer has measured', () => {
    viewer().fitToWidth();
    expect(viewer().zoomLevel).toBe(100);
    viewer().setFitWidthZoom(175);
    viewer().fitToWidth();
    expect(viewer().zoomLevel).toBe(175);
  });

  it('reset gives zoom 100, no pan and page 1', () => {
    viewer().setTotalPages(8);
    viewer().goToPage(6);
    viewer().setZoom(200);
    viewer().setPanOffset({ x: 40, y: 900 });
    viewer().setDragging(true);
    const resets = viewer().viewResetCount;
    viewer().reset();
    // The count tells the on-screen viewer to scroll back to the top-left.
    expect(viewer().viewResetCount).toBe(resets + 1);
    expect(viewer()).toMatchObject({
      zoomLevel: 100,
      panOffset: { x: 0, y: 0 },
      currentPage: 1,
      isDragging: false,
      totalPages: 8,
    });
  });

  it('document view reset clears the pan position and dragging only', () => {
    viewer().setTotalPages(8);
    viewer().goToPage(6);
    viewer().setZoom(200);
    viewer().setPanOffset({ x: 40, y: 900 });
    viewer().setDragging(true);
    const resets = viewer().viewResetCount;
    viewer().resetDocumentView();
    expect(viewer().viewResetCount).toBe(resets + 1);
    expect(viewer()).toMatchObject({
      panOffset: { x: 0, y: 0 },
      isDragging: false,
      currentPage: 6,
      zoomLevel: 200,
    });
  });

  it('showRange sets the highlight, in order, and clearHighlight removes it', () => {
    viewer().showRange(40, 10);
    expect(viewer().highlight).toEqual({ start: 10, end: 40 });
    const request = viewer().highlightRequest;
    viewer().showRange(10, 40);
    expect(viewer().highlightRequest).toBe(request + 1);
    viewer().showRange(Number.NaN, 3);
    expect(viewer().highlight).toEqual({ start: 10, end: 40 });
    viewer().clearHighlight();
    expect(viewer().highlight).toBeNull();
  });
});
