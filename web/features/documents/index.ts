/** Documents: uploading them, following their processing, and the list (SPEC sections 3 and 5). */
export {
  UploadDropzone,
  UPLOAD_AREA_ID,
  type UploadDropzoneProps,
} from './components/upload-dropzone.tsx';
export { DocumentList, type DocumentListProps } from './components/document-list.tsx';
export {
  applyProcessingProgress,
  forgetDocument,
  resetDocumentStore,
  selectDocument,
  useDocumentStore,
  type DocumentStoreState,
} from './document-store.ts';
export { deleteDocument, followProcessing, stopFollowingProcessing } from './document-actions.ts';
export { watchProcessing, PROCESSING_POLL_INTERVAL_MS } from './watch-processing.ts';
export { findFileProblem } from './file-rules.ts';
export { useDocumentList } from './document-list-query.ts';
