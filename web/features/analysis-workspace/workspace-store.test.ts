import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorkspaceStore, WORKSPACE_STORAGE_KEY } from './index.ts';

function getState() {
  return useWorkspaceStore.getState();
}

function readStored(): unknown {
  const text = localStorage.getItem(WORKSPACE_STORAGE_KEY);
  return text === null ? null : JSON.parse(text);
}

/** What a page load does: read localStorage into a fresh store. */
async function reload(stored: string) {
  useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
  localStorage.setItem(WORKSPACE_STORAGE_KEY, stored);
  await useWorkspaceStore.persist.rehydrate();
}

describe('workspace store', () => {
  beforeEach(() => {
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
    localStorage.clear();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on the analysis tab with a 45% panel, the sidebar open and the summary closed', () => {
    expect(getState()).toMatchObject({
      activeTab: 'analysis',
      rightPanelWidth: 45,
      sidebarCollapsed: false,
      summaryExpanded: false,
      confirmDialog: null,
      creditCheckDialogOpen: false,
    });
  });

  it.each([
    [390, true],
    [1280, true],
    [1535, true],
    [1536, false],
  ])('at %spx wide the sidebar starts folded: %s', async (width, folded) => {
    // Only a window 1536px or wider has room for the sidebar beside a page and the analysis.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1536px)' && width >= 1536,
    }));
    vi.resetModules();
    try {
      const fresh = await import('./workspace-store.ts');
      expect(fresh.useWorkspaceStore.getState().sidebarCollapsed).toBe(folded);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    [45, 45],
    [5, 20],
    [-10, 20],
    [95, 60],
    [Number.NaN, 45],
    [Number.POSITIVE_INFINITY, 45],
    [40.04, 40],
  ])('keeps a requested width of %s within 20..60 (gets %s)', (requested, expected) => {
    getState().setRightPanelWidth(requested);
    expect(getState().rightPanelWidth).toBe(expected);
  });

  it('resets the width to 45', () => {
    getState().setRightPanelWidth(50);
    getState().resetRightPanelWidth();
    expect(getState().rightPanelWidth).toBe(45);
  });

  it('saves only the panel width and the sidebar state', () => {
    getState().setRightPanelWidth(45);
    getState().toggleSidebar();
    getState().setActiveTab('chat');
    getState().setSummaryExpanded(true);
    expect(readStored()).toEqual({
      state: { rightPanelWidth: 45, sidebarCollapsed: true },
      version: 2,
    });
  });

  it('restores the saved layout on reload, but not the tab', async () => {
    await reload(
      JSON.stringify({
        state: { rightPanelWidth: 48, sidebarCollapsed: true, activeTab: 'chat' },
        version: 2,
      }),
    );
    expect(getState()).toMatchObject({
      rightPanelWidth: 48,
      sidebarCollapsed: true,
      activeTab: 'analysis',
    });
  });

  it.each([
    ['text that is not JSON', '{"state":'],
    ['a number', '42'],
    ['null state', '{"state":null,"version":1}'],
    ['wrong types', '{"state":{"rightPanelWidth":"wide","sidebarCollapsed":"yes"},"version":1}'],
    ['an older version', '{"state":{"rightPanelWidth":"x"},"version":0}'],
  ])('falls back to the defaults when storage holds %s', async (_what, stored) => {
    await reload(stored);
    expect(getState().rightPanelWidth).toBe(45);
    expect(getState().sidebarCollapsed).toBe(false);
  });

  it.each([
    ['this version', 2],
    ['the first version', 1],
  ])('clamps a stored width that is out of range, as %s stored it', async (_what, version) => {
    await reload(`{"state":{"rightPanelWidth":95,"sidebarCollapsed":true},"version":${version}}`);
    expect(getState().rightPanelWidth).toBe(60);
    expect(getState().sidebarCollapsed).toBe(true);
    await reload(`{"state":{"rightPanelWidth":5,"sidebarCollapsed":true},"version":${version}}`);
    expect(getState().rightPanelWidth).toBe(20);
  });

  it("gives the first version's saved defaults (33%, sidebar open) the new ones, but keeps choices", async () => {
    await reload('{"state":{"rightPanelWidth":33,"sidebarCollapsed":false},"version":1}');
    expect(getState().rightPanelWidth).toBe(45);
    expect(readStored()).toEqual({
      state: { rightPanelWidth: 45, sidebarCollapsed: false },
      version: 2,
    });

    await reload('{"state":{"rightPanelWidth":38,"sidebarCollapsed":true},"version":1}');
    expect(getState()).toMatchObject({ rightPanelWidth: 38, sidebarCollapsed: true });

    // From this version on, 33 is a width someone chose.
    await reload('{"state":{"rightPanelWidth":33,"sidebarCollapsed":false},"version":2}');
    expect(getState().rightPanelWidth).toBe(33);
  });

  it('removes an entry that is not JSON', async () => {
    await reload('{{{');
    expect(localStorage.getItem(WORKSPACE_STORAGE_KEY)).toBeNull();
  });

  it('keeps working when storage refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => getState().setRightPanelWidth(50)).not.toThrow();
    expect(getState().rightPanelWidth).toBe(50);
  });

  it('opens and closes the confirm and credit-check dialogs', () => {
    const onConfirm = vi.fn();
    getState().openConfirmDialog({ title: 'Delete?', message: 'Gone for good.', onConfirm });
    expect(getState().confirmDialog?.title).toBe('Delete?');
    getState().closeConfirmDialog();
    expect(getState().confirmDialog).toBeNull();

    getState().setCreditCheckDialogOpen(true);
    expect(getState().creditCheckDialogOpen).toBe(true);
  });

  it('starts another document fresh but keeps the chosen layout', () => {
    getState().setRightPanelWidth(50);
    getState().setSidebarCollapsed(true);
    getState().setActiveTab('chat');
    getState().setAnalysisTab('clauses');
    getState().toggleSummary();
    getState().setCreditCheckDialogOpen(true);
    getState().resetDocumentView();
    expect(getState()).toMatchObject({
      activeTab: 'analysis',
      analysisTab: 'overview',
      summaryExpanded: false,
      creditCheckDialogOpen: false,
      rightPanelWidth: 50,
      sidebarCollapsed: true,
    });
  });
});
