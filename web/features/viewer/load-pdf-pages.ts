/** The PDF view's code, with pdf.js: large, so loaded only when a page may show a PDF. */
export const loadPdfPages = () => import('./components/pdf-pages.tsx');

/**
 * Starts loading the PDF view's code (and with it pdf.js's worker) while the document itself
 * is still loading, so neither waits for the other. A failure is left for the view to meet
 * and report when it loads the code itself.
 */
export function preloadPdfViewer(): void {
  loadPdfPages().catch(() => undefined);
}
