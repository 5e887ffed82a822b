import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { classNames } from '../../../components/ui/class-names.ts';
import { useWorkspaceStore } from '../workspace-store.ts';

interface WorkspaceSidebarProps {
  /** Names the sidebar for screen readers and heads it when open, such as 'Your documents'. */
  label: string;
  children: ReactNode;
}

/**
 * The analysis screen's left column. Collapsing it leaves a narrow rail with the toggle, so
 * the document gets the room; its contents stay mounted (hidden) and keep their scroll.
 */
export function WorkspaceSidebar({ label, children }: WorkspaceSidebarProps) {
  const collapsed = useWorkspaceStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useWorkspaceStore((state) => state.toggleSidebar);
  const contentId = useId();

  return (
    <aside
      aria-label={label}
      className={classNames(
        'flex shrink-0 flex-col border-b border-line bg-surface',
        'min-[900px]:border-r min-[900px]:border-b-0',
        collapsed ? 'min-[900px]:w-14' : 'min-[900px]:w-64',
      )}
    >
      <div
        className={classNames(
          'flex min-h-12 items-center gap-2 px-2 py-1',
          collapsed ? 'min-[900px]:justify-center' : 'justify-between',
        )}
      >
        <h2
          className={classNames(
            'truncate pl-1 text-sm font-semibold text-ink',
            collapsed && 'min-[900px]:hidden',
          )}
        >
          {label}
        </h2>
        {/* The name stays the same; aria-expanded says whether the sidebar is open. */}
        <button
          type="button"
          aria-label={label}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          title={collapsed ? 'Show sidebar' : 'Hide sidebar'}
          onClick={toggleSidebar}
          className="ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-brand-soft hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand min-[900px]:ml-0"
        >
          {collapsed ? (
            <PanelLeftOpenIcon className="size-5" />
          ) : (
            <PanelLeftCloseIcon className="size-5" />
          )}
        </button>
      </div>
      <div
        id={contentId}
        hidden={collapsed}
        className="relative max-h-72 min-h-0 flex-1 overflow-y-auto px-3 pb-4 min-[900px]:max-h-none"
      >
        {children}
      </div>
    </aside>
  );
}
