import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';
import { PanelResizeHandle } from './panel-resize-handle.tsx';
import { PhoneViewTabs, type PhoneChoice } from './phone-view-tabs.tsx';
import { useFocusSoon } from '../use-focus-soon.ts';
import { usePhoneView } from '../use-phone-view.ts';
import { WorkspaceSidebar } from './workspace-sidebar.tsx';
import { WorkspaceSkipLinks, type SkipTarget } from './workspace-skip-links.tsx';
import { useWorkspaceStore } from '../workspace-store.ts';

// A region a skip link has focused is outlined, inside its edge (the columns touch).
const REGION_FOCUS_RING =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

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
 * handle and right panel (SPEC section 2). It fills the space under the site header and each
 * column scrolls on its own, so the page itself never scrolls. On a phone (under 900px) one
 * view fills that space at a time, chosen by the tab bar at its foot: Document, Analysis or
 * Ask, opening on Analysis. The view not shown stays laid out (invisible, not removed), so each
 * keeps its scroll position and "show on page" can scroll the document before it appears.
 * It opens with two skip links, to the analysis and to the document, so the keyboard need not
 * pass every control on the way; each region takes focus (tabIndex -1) for them.
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
  const activeTab = useWorkspaceStore((state) => state.activeTab);
  const setActiveTab = useWorkspaceStore((state) => state.setActiveTab);
  const [phoneView, setPhoneView] = usePhoneView();
  const areaRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusSoon = useFocusSoon();
  const panelId = useId();
  const viewerId = useId();
  const panelStyle = { '--right-panel-width': `${rightPanelWidth}%` } as CSSProperties;

  const choose = (choice: PhoneChoice) => {
    if (choice === 'document') return setPhoneView('document');
    setActiveTab(choice);
    setPhoneView('panel');
  };

  const skipTo = (target: SkipTarget) => {
    const view = target === 'document' ? 'document' : 'panel';
    if (view !== phoneView) setPhoneView(view);
    focusSoon(target === 'document' ? viewerRef : panelRef);
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-paper">
      <WorkspaceSkipLinks documentId={viewerId} panelId={panelId} onSkip={skipTo} />
      {header ? (
        <div className="shrink-0 border-b border-line bg-surface px-4 py-3 sm:px-6">{header}</div>
      ) : null}
      <div className="flex min-h-0 flex-1 flex-col min-[900px]:flex-row">
        {sidebar ? (
          <div className="contents max-[899px]:hidden">
            <WorkspaceSidebar label={sidebarLabel}>{sidebar}</WorkspaceSidebar>
          </div>
        ) : null}
        <div
          ref={areaRef}
          className="grid min-h-0 min-w-0 flex-1 grid-cols-1 grid-rows-1 min-[900px]:flex min-[900px]:flex-row"
        >
          <section
            ref={viewerRef}
            id={viewerId}
            aria-label={viewerLabel}
            tabIndex={-1}
            className={classNames(
              'relative col-start-1 row-start-1 min-h-0 min-w-0 overflow-auto min-[900px]:flex-1',
              REGION_FOCUS_RING,
              phoneView === 'document' ? '' : 'max-[899px]:invisible',
            )}
          >
            {viewer}
          </section>
          <PanelResizeHandle areaRef={areaRef} panelId={panelId} />
          <section
            ref={panelRef}
            id={panelId}
            aria-label={panelLabel}
            tabIndex={-1}
            style={panelStyle}
            className={classNames(
              'relative col-start-1 row-start-1 flex min-h-0 w-full min-w-0 flex-col bg-surface min-[900px]:w-(--right-panel-width) min-[900px]:shrink-0',
              REGION_FOCUS_RING,
              phoneView === 'document' ? 'max-[899px]:invisible' : '',
            )}
          >
            {panel}
          </section>
        </div>
      </div>
      <PhoneViewTabs
        view={phoneView}
        activeTab={activeTab}
        onChoose={choose}
        documentId={viewerId}
        panelId={panelId}
      />
    </div>
  );
}
