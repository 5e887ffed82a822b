/** The document viewer: the public face of the viewer feature (SPEC sections 2 to 5 and 9). */
export { DocumentViewer, type DocumentViewerProps } from './components/document-viewer.tsx';
export type { DocumentPage } from '../../../common/api/documents.ts';
export { boxesForRange, type PageBox } from './highlight-ranges.ts';
export { preloadPdfViewer } from './load-pdf-pages.ts';
export {
  KeyboardShortcutsDisclosure,
  KeyboardShortcutsList,
} from './components/keyboard-shortcuts-help.tsx';
export {
  commandForKey,
  handleViewerKeyDown,
  runViewerCommand,
  VIEWER_SHORTCUTS,
  type ViewerCommand,
  type ViewerShortcut,
} from './keyboard-shortcuts.ts';
export { ViewerToolbar } from './components/viewer-toolbar.tsx';
export {
  resetViewerStore,
  useViewerStore,
  type PanOffset,
  type TextRange,
  type ViewerActions,
  type ViewerState,
} from './viewer-store.ts';
export { pagesToRender } from './virtualisation.ts';
export { ZOOM_DEFAULT, ZOOM_LEVELS, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from './zoom.ts';
