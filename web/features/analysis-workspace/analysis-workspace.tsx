import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { PanelResizeHandle } from './panel-resize-handle.tsx';
import { WorkspaceSidebar } from './workspace-sidebar.tsx';
import { useWorkspaceStore } from './workspace-store.ts';

interface AnalysisWorkspaceProps {
  /** A row above everything, such as the document's name and its actions. */
  header?: ReactNode;
  /** The left column, such as the user's other documents or the outline; collapsible. */
  sidebar?: ReactNode;
  /** Names the sidebar (and heads it when open). */
  sidebarLabel?: string;
  /** The document viewer; it takes the remaining width. */
  viewer: ReactNode;
  viewerLabel?: string;
  /** The right panel's contents, usually PanelTabs. */
  panel: ReactNode;
  panelLabel?: string;
}

/**
 * The analysis screen's frame: header row, collapsible sidebar, document viewer, resize
 * handle and right panel (SPEC section 2). It fills the window below the 4rem site header;
 * each column scrolls on its own. Narrower than 900px the columns stack, viewer above panel.
 */
export function AnalysisWorkspace({
  header,
  sidebar,
  sidebarLabel = 'Your documents',
  viewer,
  viewerLabel = 'Document',
  panel,
  panelLabel = 'Analysis panel',
}: AnalysisWorkspaceProps) {
  const rightPanelWidth = useWorkspaceStore((state) => state.rightPanelWidth);
  const areaRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const panelStyle = { '--right-panel-width': `${rightPanelWidth}%` } as CSSProperties;

  return (
    <div className="flex flex-col bg-paper min-[900px]:h-[calc(100dvh-4rem)]">
      {header ? (
        <div className="shrink-0 border-b border-line bg-surface px-4 py-3 sm:px-6">{header}</div>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col min-[900px]:flex-row">
        {sidebar ? <WorkspaceSidebar label={sidebarLabel}>{sidebar}</WorkspaceSidebar> : null}
        <div ref={areaRef} className="flex min-h-0 min-w-0 flex-1 flex-col min-[900px]:flex-row">
          {/* Stacked, the viewer gets a height of its own: its pages scroll inside it, and a
              finding shown on page 40 is not 40 pages above the panel. */}
          <section
            aria-label={viewerLabel}
            className="h-[75dvh] min-h-80 min-w-0 flex-none overflow-auto min-[900px]:h-auto min-[900px]:min-h-0 min-[900px]:flex-1"
          >
            {viewer}
          </section>
          <PanelResizeHandle areaRef={areaRef} panelId={panelId} />
          <section
            id={panelId}
            aria-label={panelLabel}
            style={panelStyle}
            className="flex w-full min-w-0 shrink-0 flex-col border-t border-line bg-surface min-[900px]:min-h-0 min-[900px]:w-(--right-panel-width) min-[900px]:border-t-0"
          >
            {panel}
          </section>
        </div>
      </div>
    </div>
  );
}
