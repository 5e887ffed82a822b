/** The right panel's width as a percentage of the viewer-and-panel area (SPEC section 9). */
export const DEFAULT_RIGHT_PANEL_WIDTH = 33;
/** Narrower than this and the findings become unreadable. */
export const MIN_RIGHT_PANEL_WIDTH = 20;
/** Wider than this and the document itself becomes unreadable. */
export const MAX_RIGHT_PANEL_WIDTH = 60;
/** How far one arrow-key press moves the resize handle, in percent. */
export const RIGHT_PANEL_KEYBOARD_STEP = 2;

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
