import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import type { WorkspaceTab } from '../workspace-layout-rules.ts';
import { useWorkspaceStore } from '../workspace-store.ts';

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
 * The right panel's tabs, bound to the workspace's active tab. On a phone the workspace's own
 * tab bar (Document | Analysis | Ask) chooses among them, so this list is not shown there.
 */
export function PanelTabs({ tabs, label = 'Document panels' }: PanelTabsProps) {
  const activeTab = useWorkspaceStore((state) => state.activeTab);
  const setActiveTab = useWorkspaceStore((state) => state.setActiveTab);
  return (
    <Tabs
      tabs={tabs}
      value={activeTab}
      onValueChange={setActiveTab}
      label={label}
      listClassName="max-[899px]:hidden"
    />
  );
}
