import { classNames } from '../../../components/ui/class-names.ts';
import type { PhoneView } from '../use-phone-view.ts';
import type { WorkspaceTab } from '../workspace-layout-rules.ts';

/** What the phone's tab bar can show: the document, or one of the panel's tabs. */
export type PhoneChoice = 'document' | WorkspaceTab;

const CHOICES: readonly { id: PhoneChoice; label: string }[] = [
  { id: 'document', label: 'Document' },
  { id: 'analysis', label: 'Analysis' },
  { id: 'chat', label: 'Ask' },
];

/**
 * The phone's tab bar at the foot of the workspace: Document | Analysis | Ask, one view at a
 * time. It names the view it shows (aria-current), as a switch between screens does.
 */
export function PhoneViewTabs({
  view,
  activeTab,
  onChoose,
  documentId,
  panelId,
}: {
  view: PhoneView;
  activeTab: WorkspaceTab;
  onChoose: (choice: PhoneChoice) => void;
  /** The viewer's and the panel's element ids, which the buttons show. */
  documentId: string;
  panelId: string;
}) {
  const current: PhoneChoice = view === 'document' ? 'document' : activeTab;
  return (
    <nav
      aria-label="Workspace views"
      className="grid shrink-0 grid-cols-3 border-t border-line bg-surface min-[900px]:hidden"
    >
      {CHOICES.map((choice) => {
        const isCurrent = choice.id === current;
        return (
          <button
            key={choice.id}
            type="button"
            aria-current={isCurrent ? 'page' : undefined}
            aria-controls={choice.id === 'document' ? documentId : panelId}
            onClick={() => onChoose(choice.id)}
            className={classNames(
              'min-h-12 border-t-2 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
              isCurrent ? 'border-brand text-brand' : 'border-transparent text-ink-muted',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </nav>
  );
}
