import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../../components/ui/class-names.ts';
import type { WorkspaceTab } from './workspace-layout-rules.ts';
import { useWorkspaceStore } from './workspace-store.ts';

/** One tab of the right panel: which one it is, its name, and what it shows. */
export interface PanelTab {
  id: WorkspaceTab;
  label: string;
  content: ReactNode;
}

interface PanelTabsProps {
  tabs: readonly PanelTab[];
  /** Names the tab list for screen readers. */
  label?: string;
}

/**
 * The right panel's tabs (WAI-ARIA tabs pattern), bound to the workspace's active tab.
 * Only the selected tab is in the Tab order; arrow keys, Home and End move and select.
 * Every panel stays mounted (hidden when not selected) so a half-typed question survives.
 */
export function PanelTabs({ tabs, label = 'Document panels' }: PanelTabsProps) {
  const activeTab = useWorkspaceStore((state) => state.activeTab);
  const setActiveTab = useWorkspaceStore((state) => state.setActiveTab);
  const baseId = useId();
  const tabElements = useRef(new Map<WorkspaceTab, HTMLButtonElement>());
  // A tab list without the stored tab (say, no chat) shows its first tab instead.
  const selectedTab = tabs.some((tab) => tab.id === activeTab) ? activeTab : tabs[0]?.id;

  const selectAndFocus = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setActiveTab(tab.id);
    tabElements.current.get(tab.id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    selectAndFocus(target);
  };

  const tabId = (id: WorkspaceTab) => `${baseId}-tab-${id}`;
  const panelId = (id: WorkspaceTab) => `${baseId}-panel-${id}`;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="tablist" aria-label={label} className="flex shrink-0 border-b border-line px-2">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selectedTab;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setActiveTab(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={classNames(
                '-mb-px min-h-11 border-b-2 px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                isSelected
                  ? 'border-brand text-brand'
                  : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedTab}
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:p-5"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
