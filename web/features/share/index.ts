export { ShareDialog } from './components/share-dialog.tsx';
export { useShareStore } from './share-store.ts';
export { PdfReportButton } from './components/pdf-report-button.tsx';
