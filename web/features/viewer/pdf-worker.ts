import { pdfjs } from 'react-pdf';

// pdf.js parses PDFs in a web worker; Vite bundles the worker file beside the app and this
// points pdf.js at it. Imported once, by the PDF view, before any document loads.
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url);
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl.toString();

// The worker is started now, as the PDF view's code arrives (see preloadPdfViewer), rather
// than when the first document asks for it: booting it is one of the longest steps before a
// page shows, and it then overlaps with loading the document. Every document shares it.
if (typeof Worker !== 'undefined') {
  pdfjs.GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });
}
