import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import { classNames } from './class-names.ts';

/** One tab: its id, its name, an optional count shown beside the name, and what it shows. */
export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** How many things the tab holds ("Red flags 12"); read out with the name. */
  count?: number;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  value: Id;
  onValueChange: (id: Id) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Extra classes for the tab list (a phone hides the panel's own list, say). */
  listClassName?: string;
  /** Extra classes for every tab panel (padding). */
  panelClassName?: string;
  /** Smaller tabs, for a list of many inside a narrow panel. */
  isCompact?: boolean;
}

/**
 * Tabs in the WAI-ARIA tabs pattern: only the selected tab is in the Tab order; arrow keys,
 * Home and End move and select. Every panel stays mounted (hidden when not selected) so a
 * half-typed question survives a switch, and each scrolls on its own and opens where it was
 * left: its scroll position is kept while another tab is shown.
 */
export function Tabs<Id extends string>({
  tabs,
  value,
  onValueChange,
  label,
  listClassName,
  panelClassName,
  isCompact = false,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabElements = useRef(new Map<Id, HTMLButtonElement>());
  const panelElements = useRef(new Map<Id, HTMLDivElement>());
  const scrollTops = useRef(new Map<Id, number>());
  // A list without the chosen tab (say, no chat) shows its first tab instead.
  const selected = tabs.some((tab) => tab.id === value) ? value : tabs[0]?.id;

  // A hidden panel may lose its scroll position: the one shown gets back where it was left.
  useLayoutEffect(() => {
    if (selected === undefined) return;
    const panel = panelElements.current.get(selected);
    const top = scrollTops.current.get(selected);
    if (panel && top !== undefined) panel.scrollTop = top;
  }, [selected]);

  const selectAndFocus = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onValueChange(tab.id);
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

  const rememberScroll = (id: Id) => (event: UIEvent<HTMLDivElement>) => {
    scrollTops.current.set(id, event.currentTarget.scrollTop);
  };

  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  return (
    <div className="flex h-full min-h-0 flex-1 flex-col">
      <div
        role="tablist"
        aria-label={label}
        className={classNames(
          'flex shrink-0 overflow-x-auto border-b border-line [scrollbar-width:thin]',
          isCompact ? 'px-1' : 'px-2',
          listClassName,
        )}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
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
              onClick={() => onValueChange(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={classNames(
                '-mb-px inline-flex shrink-0 items-center border-b-2 text-sm font-medium whitespace-nowrap transition-colors',
                isCompact ? 'min-h-9 gap-1 px-1.5' : 'min-h-11 gap-1.5 px-3',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
                isSelected
                  ? 'border-brand text-brand'
                  : 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink',
              )}
            >
              {tab.label}
              {tab.count !== undefined ? ' ' : null}
              {tab.count !== undefined ? (
                // At least two digits wide, centred: a count that changes (another reader's
                // red flags) does not move the tabs after it.
                <span
                  className={classNames(
                    'min-w-5 rounded-full px-0.5 text-center text-xs tabular-nums',
                    isSelected ? 'bg-brand-soft text-brand-strong' : 'bg-paper text-ink-muted',
                  )}
                >
                  <span className="sr-only">(</span>
                  {tab.count}
                  <span className="sr-only">)</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          ref={(element) => {
            if (element) panelElements.current.set(tab.id, element);
            else panelElements.current.delete(tab.id);
          }}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          onScroll={rememberScroll(tab.id)}
          className={classNames(
            // Relative: what is placed absolutely inside (screen-reader text) scrolls with the
            // panel instead of stretching the page.
            'relative min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
            panelClassName,
          )}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
