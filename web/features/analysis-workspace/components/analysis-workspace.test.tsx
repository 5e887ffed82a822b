import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalysisWorkspace, useWorkspaceStore, WORKSPACE_STORAGE_KEY } from '../index.ts';

function renderWorkspace(initialEntry = '/analysis/doc-1') {
  return render(
    <AnalysisWorkspace
      header={<h1>Lease.pdf</h1>}
      sidebar={<p>Other documents</p>}
      viewer={<p>The document</p>}
      panel={<p>The findings</p>}
    />,
    { wrapper: inRouter(initialEntry) },
  );
}

function inRouter(initialEntry: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
}

function getHandle() {
  return screen.getByRole('separator', { name: 'Resize panel' });
}

function getPanelWidth() {
  const panel = screen.getByRole('region', { name: 'Analysis panel' });
  return panel.style.getPropertyValue('--right-panel-width');
}

// The viewer-and-panel area spans x = 100..1100, so each 10px is 1% of it.
function mockAreaGeometry() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 100, y: 0, width: 1000, height: 800 }),
  );
}

describe('<AnalysisWorkspace />', () => {
  beforeEach(() => {
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the header, sidebar, viewer and panel slots, the panel at 45%', () => {
    renderWorkspace();
    expect(screen.getByRole('heading', { name: 'Lease.pdf' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Your documents' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Document' }).textContent).toBe('The document');
    expect(getPanelWidth()).toBe('45%');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('45');
    expect(getHandle().getAttribute('aria-valuemin')).toBe('20');
    expect(getHandle().getAttribute('aria-valuemax')).toBe('60');
    expect(getHandle().getAttribute('aria-orientation')).toBe('vertical');
  });

  it('resizes the panel from the keyboard', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    getHandle().focus();

    await user.keyboard('{ArrowLeft}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('47');
    expect(getPanelWidth()).toBe('47%');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('43');
    await user.keyboard('{End}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('60');
    await user.keyboard('{ArrowLeft}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('60');
    await user.keyboard('{Home}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('20');
    await user.keyboard('{ArrowRight}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('20');
    await user.keyboard('{Enter}');
    expect(getHandle().getAttribute('aria-valuenow')).toBe('45');
  });

  it('can be reached with Tab, after the skip links and the sidebar toggle', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to the analysis');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Skip to the document');
    await user.tab(); // the sidebar toggle
    await user.tab();
    expect(document.activeElement).toBe(getHandle());
  });

  it('opens with skip links that take focus to the analysis panel and to the document', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const panel = screen.getByRole('region', { name: 'Analysis panel' });
    const viewer = screen.getByRole('region', { name: 'Document' });

    await user.tab();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(panel);
    // The next Tab goes on from there, into the panel, not back to the top.
    expect(panel.tabIndex).toBe(-1);

    await user.click(screen.getByRole('link', { name: 'Skip to the document' }));
    expect(document.activeElement).toBe(viewer);
    expect(screen.getByRole('link', { name: 'Skip to the document' }).getAttribute('href')).toBe(
      `#${viewer.id}`,
    );
  });

  it('on a phone, a skip link brings its view forward before focusing it', async () => {
    const user = userEvent.setup();
    renderWorkspace('/analysis/doc-1?view=document');
    const views = screen.getByRole('navigation', { name: 'Workspace views' });
    const panel = screen.getByRole('region', { name: 'Analysis panel' });

    await user.click(screen.getByRole('link', { name: 'Skip to the analysis' }));
    expect(
      within(views).getByRole('button', { name: 'Analysis' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(panel.className).not.toContain('max-[899px]:invisible');
    expect(document.activeElement).toBe(panel);

    await user.click(screen.getByRole('link', { name: 'Skip to the document' }));
    expect(
      within(views).getByRole('button', { name: 'Document' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Document' }));
  });

  it('resizes the panel by dragging the handle, within 20..60', () => {
    mockAreaGeometry();
    renderWorkspace();
    const handle = getHandle();

    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 770 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 600 });
    expect(getPanelWidth()).toBe('50%');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 1050 });
    expect(getHandle().getAttribute('aria-valuenow')).toBe('20');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 150 });
    expect(getHandle().getAttribute('aria-valuenow')).toBe('60');
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 700 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 700 });
    expect(getPanelWidth()).toBe('40%');

    // Once released, moving the pointer over the handle changes nothing.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 300 });
    expect(getPanelWidth()).toBe('40%');
  });

  it('ignores pointer moves without a press, and right-button presses', () => {
    mockAreaGeometry();
    renderWorkspace();
    const handle = getHandle();
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 600 });
    fireEvent.pointerDown(handle, { pointerId: 2, button: 2, clientX: 770 });
    fireEvent.pointerMove(handle, { pointerId: 2, clientX: 600 });
    expect(getPanelWidth()).toBe('45%');
  });

  it('keeps the dragged width after a reload', () => {
    mockAreaGeometry();
    const { unmount } = renderWorkspace();
    fireEvent.pointerDown(getHandle(), { pointerId: 1, button: 0, clientX: 770 });
    fireEvent.pointerMove(getHandle(), { pointerId: 1, clientX: 550 });
    fireEvent.pointerUp(getHandle(), { pointerId: 1 });
    unmount();

    // A page load: a fresh store reads what was saved.
    const saved = localStorage.getItem(WORKSPACE_STORAGE_KEY) ?? '';
    useWorkspaceStore.setState(useWorkspaceStore.getInitialState(), true);
    localStorage.setItem(WORKSPACE_STORAGE_KEY, saved);
    act(() => void useWorkspaceStore.persist.rehydrate());
    renderWorkspace();
    expect(getPanelWidth()).toBe('55%');
  });

  it('collapses and expands the sidebar with its toggle', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const toggle = screen.getByRole('button', { name: 'Your documents' });
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(content?.textContent).toBe('Other documents');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(content?.hidden).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(content?.hidden).toBe(true);
    expect(useWorkspaceStore.getState().sidebarCollapsed).toBe(true);

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(content?.hidden).toBe(false);
  });

  it('leaves the sidebar out when none is given', () => {
    render(<AnalysisWorkspace viewer={<p>Doc</p>} panel={<p>Panel</p>} />, {
      wrapper: inRouter('/analysis/doc-1'),
    });
    expect(screen.queryByRole('complementary')).toBeNull();
    // Only the phone's view buttons (hidden on a desk by CSS).
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Document',
      'Analysis',
      'Ask',
    ]);
  });

  it('on a phone, opens on Analysis and its tab bar switches between the document and the panel tabs', async () => {
    const user = userEvent.setup();
    renderWorkspace();
    const views = screen.getByRole('navigation', { name: 'Workspace views' });
    const document = screen.getByRole('region', { name: 'Document' });
    const panel = screen.getByRole('region', { name: 'Analysis panel' });
    const current = () =>
      within(views)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-current') === 'page')
        .map((button) => button.textContent);
    expect(current()).toEqual(['Analysis']);
    expect(document.className).toContain('max-[899px]:invisible');
    expect(panel.className).not.toContain('max-[899px]:invisible');

    await user.click(within(views).getByRole('button', { name: 'Document' }));
    expect(current()).toEqual(['Document']);
    expect(document.className).not.toContain('max-[899px]:invisible');
    expect(panel.className).toContain('max-[899px]:invisible');

    await user.click(within(views).getByRole('button', { name: 'Ask' }));
    expect(current()).toEqual(['Ask']);
    expect(useWorkspaceStore.getState().activeTab).toBe('chat');
    expect(panel.className).not.toContain('max-[899px]:invisible');
  });

  it('shows the document on a phone when the address says so (back from it returns to the panel)', () => {
    renderWorkspace('/analysis/doc-1?view=document');
    const current = within(screen.getByRole('navigation', { name: 'Workspace views' }))
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'page');
    expect(current?.textContent).toBe('Document');
  });
});
