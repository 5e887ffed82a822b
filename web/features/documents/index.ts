/** Documents: uploading them, following their processing, and the list (SPEC sections 3 and 5). */
export {
  UploadDropzone,
  UPLOAD_AREA_ID,
  type UploadDropzoneProps,
} from './components/upload-dropzone.tsx';
export { DocumentList, type DocumentListProps } from './components/document-list.tsx';
export {
  applyProcessingProgress,
  removeDocument,
  resetDocumentStore,
  selectDocument,
  upsertDocument,
  useDocumentStore,
  type DocumentStoreState,
} from './document-store.ts';
export {
  deleteDocument,
  followProcessing,
  loadDocuments,
  loadMoreDocuments,
  stopFollowingProcessing,
} from './document-actions.ts';
export { watchProcessing, PROCESSING_POLL_INTERVAL_MS } from './watch-processing.ts';
export { findFileProblem, formatFileSize, formatUploadDate } from './file-rules.ts';
