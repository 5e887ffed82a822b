/**
 * The right panel's width as a percentage of the viewer-and-panel area (SPEC section 9). At
 * 1280px, with the page list folded, this is about 550px: the analysis tabs fit on one line and
 * a Letter page still fits beside it at 100%. (SPEC's 33 gave the analysis about 320px.)
 */
export const DEFAULT_RIGHT_PANEL_WIDTH = 45;
/**
 * The default of the first stored layout. Every change to the workspace saved the width, so a
 * stored 33 is almost always the old default, not a choice: it gives way to the new default.
 */
export const FIRST_DEFAULT_RIGHT_PANEL_WIDTH = 33;
/** Narrower than this and the findings become unreadable. */
export const MIN_RIGHT_PANEL_WIDTH = 20;
/** Wider than this and the document itself becomes unreadable. */
export const MAX_RIGHT_PANEL_WIDTH = 60;
/** How far one arrow-key press moves the resize handle, in percent. */
export const RIGHT_PANEL_KEYBOARD_STEP = 2;

/**
 * Windows at least this wide open with the sidebar (the page list) unfolded. Narrower, the
 * sidebar, a Letter page at 100% and the analysis at its default width do not fit side by side,
 * so the sidebar starts folded to its rail; a person who unfolds it keeps it unfolded.
 */
export const SIDEBAR_ROOM_QUERY = '(min-width: 1536px)';

/** The tabs of the right panel, in the order they are shown (the file's details are inside
 * Analysis). */
export const WORKSPACE_TABS = ['analysis', 'chat'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];
/** The tab a freshly opened document shows (SPEC section 2). */
export const DEFAULT_WORKSPACE_TAB: WorkspaceTab = 'analysis';
/** The tab inside Analysis a freshly opened document shows. */
export const DEFAULT_ANALYSIS_TAB = 'overview';

/**
 * Keeps a requested panel width inside the allowed range, to a tenth of a percent so dragging
 * stays smooth; anything that is not a finite number falls back to the default.
 */
export function clampRightPanelWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_RIGHT_PANEL_WIDTH;
  const clamped = Math.min(MAX_RIGHT_PANEL_WIDTH, Math.max(MIN_RIGHT_PANEL_WIDTH, width));
  return Math.round(clamped * 10) / 10;
}

/** True for the names of the right panel's tabs, for values that come from outside. */
export function isWorkspaceTab(value: unknown): value is WorkspaceTab {
  return typeof value === 'string' && (WORKSPACE_TABS as readonly string[]).includes(value);
}
