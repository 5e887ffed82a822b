import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentViewer, resetViewerStore, useViewerStore, type DocumentPage } from '../index.ts';
import { TEXT_SHEET } from '../page-sizes.ts';

/** Text pages as the API sends them: consecutive slices of one document text. */
function textPages(texts: string[]): DocumentPage[] {
  let offset = 0;
  return texts.map((text, index) => {
    const page = { number: index + 1, start: offset, end: offset + text.length, text };
    offset += text.length + 1;
    return page;
  });
}

const threePages = textPages([
  'Lease agreement\n\nThe tenant pays rent monthly.',
  'Termination\nEither party may end this lease with 30 days notice.',
  'Signatures',
]);

function renderedPageNumbers() {
  return Array.from(document.querySelectorAll('[data-viewer-page]')).map((element) =>
    Number(element.getAttribute('data-viewer-page')),
  );
}

function pageInput() {
  return screen.getByRole('textbox', { name: 'Page number' }) as HTMLInputElement;
}

describe('<DocumentViewer> for text documents', () => {
  beforeEach(() => resetViewerStore());

  it('shows each page as a sheet of its text, keeping line breaks', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const first = document.querySelector('[data-page-number="1"]');
    expect(first?.textContent).toBe('Lease agreement\n\nThe tenant pays rent monthly.');
    expect(screen.getByRole('group', { name: 'Page 2 of 3' }).textContent).toContain(
      'Either party may end this lease',
    );
  });

  it('draws only the pages near the viewport and holds space for the rest', () => {
    const many = textPages(Array.from({ length: 300 }, (_, index) => `Clause ${index + 1}.`));
    render(<DocumentViewer fileType="docx" pages={many} />);
    // No layout in jsdom: the viewport has no height, so page 1 plus two pages of overscan.
    expect(renderedPageNumbers()).toEqual([1, 2, 3]);
    expect(document.querySelectorAll('[data-placeholder-page]')).toHaveLength(297);
    expect(screen.queryByText('Clause 150.')).toBeNull();
  });

  it('marks exactly the highlighted words', () => {
    // "30 days notice" on page 2.
    const pageTwo = threePages[1] as DocumentPage;
    const start = pageTwo.start + pageTwo.text.indexOf('30 days');
    render(
      <DocumentViewer
        fileType="txt"
        pages={threePages}
        highlight={{ start, end: start + '30 days notice'.length }}
      />,
    );
    const marks = document.querySelectorAll('mark[data-highlight]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('30 days notice');
    expect(marks[0]?.closest('[data-page-number]')?.getAttribute('data-page-number')).toBe('2');
    expect(useViewerStore.getState().currentPage).toBe(2);
  });

  it('follows showRange from the store, but not a highlight left from before it opened', () => {
    useViewerStore.getState().showRange(0, 5);
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    expect(document.querySelector('mark')).toBeNull();

    act(() => useViewerStore.getState().showRange(17, 27));
    expect(document.querySelector('mark')?.textContent).toBe('The tenant');
    act(() => useViewerStore.getState().clearHighlight());
    expect(document.querySelector('mark')).toBeNull();
  });

  it('shows the page as "Page n of total" and moves with the page buttons', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const indicator = screen.getByTestId('viewer-page-indicator');
    expect(indicator.textContent).toContain('of 3');
    expect(pageInput().value).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageInput().value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(pageInput().value).toBe('3');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('clamps a typed page number when it is committed', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    fireEvent.change(pageInput(), { target: { value: '99' } });
    fireEvent.submit(pageInput());
    expect(pageInput().value).toBe('3');
    expect(useViewerStore.getState().currentPage).toBe(3);

    fireEvent.change(pageInput(), { target: { value: '0' } });
    fireEvent.blur(pageInput());
    expect(pageInput().value).toBe('1');
  });

  it('zooms the text with the zoom buttons and the zoom list', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const zoom = screen.getByTestId('viewer-zoom') as HTMLSelectElement;
    const sheet = () => document.querySelector('[data-page-number="1"]') as HTMLElement;
    expect(zoom.value).toBe('100');
    expect(sheet().style.fontSize).toBe('15px');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom.value).toBe('125');
    expect(sheet().style.fontSize).toBe('18.75px');

    fireEvent.change(zoom, { target: { value: '50' } });
    expect(sheet().style.fontSize).toBe('7.5px');
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(zoom.value).toBe('100');
  });

  it('names every button and its shortcut in the tooltip', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const controls = screen.getByRole('group', { name: 'Document controls' });
    expect(within(controls).getByRole('button', { name: 'Zoom in' }).title).toBe('Zoom in (+)');
    expect(within(controls).getByRole('button', { name: 'Fit width' }).title).toBe('Fit width (W)');
    const help = within(controls).getByText('Keyboard shortcuts', { selector: 'summary *' });
    expect(help.closest('details')?.textContent).toContain('Next page');
  });

  it('answers the keyboard inside the viewer, but not while typing a page number', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const pagesRegion = screen.getByRole('region', { name: 'Document pages' });
    fireEvent.keyDown(pagesRegion, { key: 'End' });
    expect(pageInput().value).toBe('3');
    fireEvent.keyDown(pagesRegion, { key: 'k' });
    expect(pageInput().value).toBe('2');
    fireEvent.keyDown(pagesRegion, { key: '+' });
    expect(useViewerStore.getState().zoomLevel).toBe(125);

    fireEvent.keyDown(pageInput(), { key: '0' });
    expect(useViewerStore.getState().zoomLevel).toBe(125);
    fireEvent.keyDown(pagesRegion, { key: '0' });
    expect(useViewerStore.getState()).toMatchObject({ zoomLevel: 100, currentPage: 1 });
  });

  it('starts a new view on page 1 whatever the last document left', () => {
    useViewerStore.setState({ currentPage: 7, totalPages: 9, panOffset: { x: 30, y: 4000 } });
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    expect(useViewerStore.getState()).toMatchObject({
      currentPage: 1,
      totalPages: 3,
      panOffset: { x: 0, y: 0 },
    });
  });

  it('follows scrolling with the current page, and scrolls to a page chosen elsewhere', () => {
    render(<DocumentViewer fileType="txt" pages={threePages} />);
    const scroller = screen.getByRole('region', { name: 'Document pages' });
    // jsdom has no layout: give the scroller a scroll range. Short pages are paper-sized sheets
    // (792px at 100%) with a 16px gap above each.
    Object.defineProperty(scroller, 'scrollHeight', { value: 5000 });
    const slot = 16 + TEXT_SHEET.minHeight;

    scroller.scrollTop = slot + 40;
    fireEvent.scroll(scroller);
    expect(pageInput().value).toBe('2');
    expect(useViewerStore.getState().panOffset).toEqual({ x: 0, y: slot + 40 });

    act(() => useViewerStore.getState().goToPage(3));
    expect(scroller.scrollTop).toBe(2 * slot);
    // The scroll it caused is not taken for the user's, so the page stays where it was sent.
    fireEvent.scroll(scroller);
    expect(pageInput().value).toBe('3');
  });

  it('says it is loading until the pages arrive', () => {
    render(<DocumentViewer fileType="txt" pages={[]} />);
    expect(screen.getByRole('status').textContent).toContain('Loading document...');
  });

  it('explains a failure in the catalogue words', () => {
    render(
      <DocumentViewer fileType="docx" pages={[]} error={{ code: 'TEXT_EXTRACTION_FAILED' }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not read the text');
    expect(alert.textContent).toContain('We could not read the text in this document.');
  });
});
