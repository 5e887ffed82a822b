import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  createWorkspacePreferencesStorage,
  readWorkspacePreferences,
  upgradeFirstLayout,
  WORKSPACE_STORAGE_KEY,
  WORKSPACE_STORAGE_VERSION,
  type WorkspacePreferences,
} from './workspace-preferences-storage.ts';
import {
  clampRightPanelWidth,
  DEFAULT_ANALYSIS_TAB,
  DEFAULT_RIGHT_PANEL_WIDTH,
  DEFAULT_WORKSPACE_TAB,
  SIDEBAR_ROOM_QUERY,
  type WorkspaceTab,
} from './workspace-layout-rules.ts';

/** What the confirm dialog asks; the dialog itself is drawn elsewhere from this data. */
export interface ConfirmDialogData {
  title: string;
  message: string;
  /** The confirm button's text, such as 'Delete document'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Draws the confirm button as destructive. */
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
}

/** The analysis screen's UI state (SPEC section 3) and the ways to change it. */
export interface WorkspaceState {
  activeTab: WorkspaceTab;
  /** The tab inside the Analysis tab ('overview', 'red-flags', ...), chosen there. */
  analysisTab: string;
  /** Percent of the viewer-and-panel area, always within 20..60. */
  rightPanelWidth: number;
  sidebarCollapsed: boolean;
  summaryExpanded: boolean;
  /** The open confirm dialog's data, or null when none is open. */
  confirmDialog: ConfirmDialogData | null;
  creditCheckDialogOpen: boolean;
  setActiveTab: (tab: WorkspaceTab) => void;
  setAnalysisTab: (tab: string) => void;
  /** Sets the width, clamped to the allowed range. */
  setRightPanelWidth: (width: number) => void;
  resetRightPanelWidth: () => void;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebar: () => void;
  setSummaryExpanded: (expanded: boolean) => void;
  toggleSummary: () => void;
  openConfirmDialog: (data: ConfirmDialogData) => void;
  closeConfirmDialog: () => void;
  setCreditCheckDialogOpen: (open: boolean) => void;
  /** Back to a fresh screen for another document; the saved layout choices are kept. */
  resetDocumentView: () => void;
}

type DocumentViewFields = Pick<
  WorkspaceState,
  'activeTab' | 'analysisTab' | 'summaryExpanded' | 'confirmDialog' | 'creditCheckDialogOpen'
>;

const FRESH_DOCUMENT_VIEW: DocumentViewFields = {
  activeTab: DEFAULT_WORKSPACE_TAB,
  analysisTab: DEFAULT_ANALYSIS_TAB,
  summaryExpanded: false,
  confirmDialog: null,
  creditCheckDialogOpen: false,
};

/**
 * The analysis screen's layout and dialogs. The panel width and the sidebar's state are kept
 * in localStorage (`legal-explainer-workspace`) so the user's layout survives reloads.
 */
export const useWorkspaceStore = create<WorkspaceState>()(
  persist<WorkspaceState, [], [], WorkspacePreferences>(
    (set) => ({
      ...FRESH_DOCUMENT_VIEW,
      rightPanelWidth: DEFAULT_RIGHT_PANEL_WIDTH,
      sidebarCollapsed: startsWithSidebarFolded(),
      setActiveTab: (activeTab) => set({ activeTab }),
      setAnalysisTab: (analysisTab) => set({ analysisTab }),
      setRightPanelWidth: (width) => set({ rightPanelWidth: clampRightPanelWidth(width) }),
      resetRightPanelWidth: () => set({ rightPanelWidth: DEFAULT_RIGHT_PANEL_WIDTH }),
      setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
      toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
      setSummaryExpanded: (summaryExpanded) => set({ summaryExpanded }),
      toggleSummary: () => set((state) => ({ summaryExpanded: !state.summaryExpanded })),
      openConfirmDialog: (confirmDialog) => set({ confirmDialog }),
      closeConfirmDialog: () => set({ confirmDialog: null }),
      setCreditCheckDialogOpen: (creditCheckDialogOpen) => set({ creditCheckDialogOpen }),
      resetDocumentView: () => set(FRESH_DOCUMENT_VIEW),
    }),
    {
      name: WORKSPACE_STORAGE_KEY,
      version: WORKSPACE_STORAGE_VERSION,
      storage: createWorkspacePreferencesStorage(),
      partialize: (state) => ({
        rightPanelWidth: state.rightPanelWidth,
        sidebarCollapsed: state.sidebarCollapsed,
      }),
      // Stored values are not trusted: they are checked whatever version wrote them, and what
      // is missing keeps this screen's default.
      migrate: (stored, version) =>
        (version < 2 ? upgradeFirstLayout(stored) : stored) as WorkspacePreferences,
      merge: (stored, current) =>
        stored === undefined
          ? current
          : { ...current, ...readWorkspacePreferences(stored, current) },
    },
  ),
);

/**
 * Whether the sidebar starts folded: on a phone (stacked, it would push the document below the
 * fold) and on desks too narrow for it beside a readable page and the analysis. Without
 * matchMedia (a test's DOM) it starts open.
 */
function startsWithSidebarFolded(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return !window.matchMedia(SIDEBAR_ROOM_QUERY).matches;
}
