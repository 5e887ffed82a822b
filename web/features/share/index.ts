export { ShareDialog } from './share-dialog.tsx';
export { useShareStore } from './share-store.ts';
export { PdfReportButton } from './pdf-report-button.tsx';
