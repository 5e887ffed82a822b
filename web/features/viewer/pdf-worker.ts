import { pdfjs } from 'react-pdf';

// pdf.js parses PDFs in a web worker; Vite bundles the worker file beside the app and this
// points pdf.js at it. Imported once, by the PDF view, before any document loads.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();
