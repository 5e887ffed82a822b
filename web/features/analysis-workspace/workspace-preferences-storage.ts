import type { PersistStorage, StorageValue } from 'zustand/middleware';
import {
  clampRightPanelWidth,
  DEFAULT_RIGHT_PANEL_WIDTH,
  FIRST_DEFAULT_RIGHT_PANEL_WIDTH,
} from './workspace-layout-rules.ts';

/** The localStorage key of the workspace layout the user chose. */
export const WORKSPACE_STORAGE_KEY = 'legal-explainer-workspace';

/** The version of what is stored; 2 since the panel's default width became 45. */
export const WORKSPACE_STORAGE_VERSION = 2;

/** The part of the workspace state that survives a reload. */
export interface WorkspacePreferences {
  rightPanelWidth: number;
  sidebarCollapsed: boolean;
}

const FALLBACK_PREFERENCES: WorkspacePreferences = {
  rightPanelWidth: DEFAULT_RIGHT_PANEL_WIDTH,
  sidebarCollapsed: false,
};

/**
 * Turns whatever was stored (possibly edited by hand, written by an older version, or cut
 * short) into valid preferences: out-of-range widths are clamped, anything missing or unusable
 * takes its value from `defaults` (the screen's own defaults).
 */
export function readWorkspacePreferences(
  stored: unknown,
  defaults: WorkspacePreferences = FALLBACK_PREFERENCES,
): WorkspacePreferences {
  const candidate = typeof stored === 'object' && stored !== null ? stored : {};
  const width = 'rightPanelWidth' in candidate ? candidate.rightPanelWidth : undefined;
  const collapsed = 'sidebarCollapsed' in candidate ? candidate.sidebarCollapsed : undefined;
  return {
    rightPanelWidth:
      typeof width === 'number' ? clampRightPanelWidth(width) : defaults.rightPanelWidth,
    sidebarCollapsed: typeof collapsed === 'boolean' ? collapsed : defaults.sidebarCollapsed,
  };
}

/**
 * What a layout stored by version 1 still says. That version saved its defaults with any change
 * (a 33% panel, an open sidebar), so those values are dropped and the screen's current defaults
 * apply; a width dragged elsewhere and a folded sidebar were choices, and are kept.
 */
export function upgradeFirstLayout(stored: unknown): Partial<WorkspacePreferences> {
  const read = readWorkspacePreferences(stored);
  return {
    ...(read.rightPanelWidth === FIRST_DEFAULT_RIGHT_PANEL_WIDTH
      ? {}
      : { rightPanelWidth: read.rightPanelWidth }),
    ...(read.sidebarCollapsed ? { sidebarCollapsed: true } : {}),
  };
}

/**
 * localStorage that never throws: storage may be disabled, full, or hold text that is not
 * JSON, and none of that may break the screen. Unreadable entries are removed.
 */
export function createWorkspacePreferencesStorage(): PersistStorage<WorkspacePreferences> {
  return {
    getItem(name) {
      const storage = getLocalStorage();
      if (!storage) return null;
      try {
        const text = storage.getItem(name);
        return text === null ? null : (JSON.parse(text) as StorageValue<WorkspacePreferences>);
      } catch {
        removeQuietly(storage, name);
        return null;
      }
    },
    setItem(name, value) {
      try {
        getLocalStorage()?.setItem(name, JSON.stringify(value));
      } catch {
        // Full or disabled storage: the choice simply lasts until the page is closed.
      }
    },
    removeItem(name) {
      const storage = getLocalStorage();
      if (storage) removeQuietly(storage, name);
    },
  };
}

function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function removeQuietly(storage: Storage, name: string): void {
  try {
    storage.removeItem(name);
  } catch {
    // Nothing more can be done; the next save overwrites it.
  }
}
