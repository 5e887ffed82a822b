/** The analysis screen's frame and its UI state (SPEC sections 2, 3 and 9). */
export { AnalysisWorkspace } from './components/analysis-workspace.tsx';
export { PanelTabs, type PanelTab } from './components/panel-tabs.tsx';
export { useShowDocumentView } from './use-phone-view.ts';
export {
  ProcessingProgressCard,
  type ProcessingProgressView,
} from './components/processing-progress-card.tsx';
export {
  clampRightPanelWidth,
  DEFAULT_ANALYSIS_TAB,
  DEFAULT_RIGHT_PANEL_WIDTH,
  DEFAULT_WORKSPACE_TAB,
  isWorkspaceTab,
  MAX_RIGHT_PANEL_WIDTH,
  MIN_RIGHT_PANEL_WIDTH,
  RIGHT_PANEL_KEYBOARD_STEP,
  WORKSPACE_TABS,
  type WorkspaceTab,
} from './workspace-layout-rules.ts';
export { WORKSPACE_STORAGE_KEY } from './workspace-preferences-storage.ts';
export {
  useWorkspaceStore,
  type ConfirmDialogData,
  type WorkspaceState,
} from './workspace-store.ts';
