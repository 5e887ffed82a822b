import { act, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentViewer, resetViewerStore, useViewerStore, type DocumentPage } from '../index.ts';

type PdfFile = string | { url: string; httpHeaders: Record<string, string> };
const openedFiles = vi.hoisted((): PdfFile[] => []);
const textLayerAtMount = vi.hoisted((): boolean[] => []);

// pdf.js needs browser APIs jsdom lacks (DOMMatrix), so react-pdf is replaced by a stand-in
// that "loads" any file except 'blob:broken' and draws a labelled box per page. The real
// drawing is covered by the Playwright journeys.
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  Document: function Document(props: {
    file: PdfFile;
    children: ReactNode;
    error: ReactNode;
    onLoadSuccess: (pdf: { numPages: number }) => void;
    onLoadError: (error: Error) => void;
  }) {
    const { file, onLoadSuccess, onLoadError } = props;
    const url = typeof file === 'string' ? file : file.url;
    const broken = url === 'blob:broken';
    useEffect(() => {
      openedFiles.push(file);
      if (broken) onLoadError(new Error('Invalid PDF structure'));
      else onLoadSuccess({ numPages: Number(new URL(url).searchParams.get('pages') ?? 1) });
    }, [broken, file, url, onLoadError, onLoadSuccess]);
    return <div>{broken ? props.error : props.children}</div>;
  },
  // "Draws" its canvas once mounted, and shows whether it was asked for its text layer.
  Page: function Page(props: {
    pageNumber: number;
    scale: number;
    renderTextLayer: boolean;
    onRenderSuccess: () => void;
  }) {
    const { onRenderSuccess } = props;
    useState(() => textLayerAtMount.push(props.renderTextLayer));
    useEffect(() => onRenderSuccess(), [onRenderSuccess]);
    return (
      <div
        data-page-number={props.pageNumber}
        data-scale={props.scale}
        data-text-layer={props.renderTextLayer}
      />
    );
  },
}));
vi.mock('react-pdf/dist/Page/TextLayer.css', () => ({}));
vi.mock('react-pdf/dist/Page/AnnotationLayer.css', () => ({}));
vi.mock('../../../lib/logger.ts', () => ({ logger: { warn: vi.fn() } }));

/** Letter-size PDF pages of 100 characters, each with one 100-character run 200pt wide. */
function pdfPages(count: number): DocumentPage[] {
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    start: index * 100,
    end: index * 100 + 100,
    text: 'x'.repeat(100),
    layout: {
      width: 612,
      height: 792,
      runs: [{ start: index * 100, end: index * 100 + 100, x: 72, y: 144, width: 200, height: 12 }],
    },
  }));
}

describe('<DocumentViewer> for PDFs', () => {
  beforeEach(() => {
    resetViewerStore();
    openedFiles.length = 0;
    textLayerAtMount.length = 0;
  });

  it('adds the text layer once the page is drawn, not before', async () => {
    render(<DocumentViewer fileType="pdf" fileUrl="blob:doc?pages=1" pages={pdfPages(1)} />);
    const page = await screen.findByRole('group', { name: 'Page 1 of 1' });
    await vi.waitFor(() =>
      expect(page.querySelector('[data-page-number="1"]')?.getAttribute('data-text-layer')).toBe(
        'true',
      ),
    );
    expect(textLayerAtMount).toEqual([false]);
  });

  it('opens a PDF on the server, with its request headers, before the page layouts arrive', async () => {
    const remoteFile = {
      url: 'https://app.test/api/documents/doc-1/file?pages=4',
      httpHeaders: { Authorization: 'Bearer token' },
    };
    const { rerender } = render(
      <DocumentViewer fileType="pdf" remoteFile={remoteFile} pages={[]} />,
    );
    // The PDF's own page count lays out the stack while the layouts are still loading.
    await screen.findByRole('group', { name: 'Page 1 of 4' });

    rerender(<DocumentViewer fileType="pdf" remoteFile={remoteFile} pages={pdfPages(4)} />);
    await screen.findByRole('group', { name: 'Page 1 of 4' });
    // Given as it came (headers included), and never swapped for another file.
    expect(openedFiles.length).toBeGreaterThan(0);
    expect(openedFiles.every((file) => file === remoteFile)).toBe(true);
  });

  it(
    'draws the first pages of a 300-page PDF and holds sized space for the rest',
    { timeout: 20_000 },
    async () => {
      render(<DocumentViewer fileType="pdf" fileUrl="blob:doc?pages=300" pages={pdfPages(300)} />);
      // Role queries walk all 300 page slots; on a busy machine that takes more than a second.
      await screen.findByRole('group', { name: 'Page 1 of 300' }, { timeout: 10_000 });
      const drawn = document.querySelectorAll('[data-page-number]');
      expect(Array.from(drawn).map((page) => page.getAttribute('data-page-number'))).toEqual([
        '1',
        '2',
        '3',
      ]);
      const placeholder = document.querySelector('[data-placeholder-page="300"]') as HTMLElement;
      expect(placeholder.style.width).toBe('612px');
      expect(placeholder.style.height).toBe('792px');
      expect(useViewerStore.getState().totalPages).toBe(300);
    },
  );

  it('scales pages and their placeholders with the zoom', async () => {
    render(<DocumentViewer fileType="pdf" fileUrl="blob:doc?pages=9" pages={pdfPages(9)} />);
    await screen.findByRole('group', { name: 'Page 1 of 9' });
    act(() => useViewerStore.getState().setZoom(150));
    expect(document.querySelector('[data-page-number="1"]')?.getAttribute('data-scale')).toBe(
      '1.5',
    );
    const placeholder = document.querySelector('[data-placeholder-page="9"]') as HTMLElement;
    expect(placeholder.style.width).toBe('918px');
  });

  it('paints highlight boxes over the part of the run in the range, scaled by zoom', async () => {
    useViewerStore.getState().setZoom(200);
    render(
      <DocumentViewer
        fileType="pdf"
        fileUrl="blob:doc?pages=3"
        pages={pdfPages(3)}
        highlight={{ start: 125, end: 150 }}
      />,
    );
    await screen.findByRole('group', { name: 'Page 2 of 3' });
    const boxes = document.querySelectorAll<HTMLElement>('[data-highlight]');
    expect(boxes).toHaveLength(1);
    const box = boxes[0] as HTMLElement;
    expect(box.closest('[data-viewer-page]')?.getAttribute('data-viewer-page')).toBe('2');
    // Characters 25-50 of a 200pt run from x=72: x 122, 50pt wide; doubled at 200%.
    expect([box.style.left, box.style.top, box.style.width, box.style.height]).toEqual([
      '244px',
      '288px',
      '100px',
      '24px',
    ]);
    expect(useViewerStore.getState().currentPage).toBe(2);
  });

  it('shows a clear message, not a stack, when the PDF cannot be opened', async () => {
    render(<DocumentViewer fileType="pdf" fileUrl="blob:broken" pages={pdfPages(2)} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Document could not be opened');
    expect(alert.textContent).toContain('This file appears to be damaged or empty');
    expect(alert.textContent).not.toContain('Invalid PDF structure');
  });

  it('waits for the file before drawing anything', () => {
    render(<DocumentViewer fileType="pdf" pages={pdfPages(2)} />);
    expect(screen.getByRole('status').textContent).toContain('Loading document...');
  });
});
