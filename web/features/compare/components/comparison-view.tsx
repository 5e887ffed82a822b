import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Comparison } from '../../../../common/compare/comparison.ts';
import { Button } from '../../../components/ui/button.tsx';
import { classNames } from '../../../components/ui/class-names.ts';
import { isPhoneLayout } from '../../../lib/phone-layout.ts';
import { isUnchanged } from '../is-unchanged.ts';
import type { ComparedPlace, ComparedVersion, ShowPlaceHandler } from '../compared-place.ts';
import { useCompareView } from '../use-compare-view.ts';
import { ChangeList } from './change-list.tsx';
import { ComparisonDownloads } from './comparison-downloads.tsx';
import { ComparisonHeader } from './comparison-header.tsx';
import { NothingChanged } from './nothing-changed.tsx';
import { VersionSwitch } from './version-switch.tsx';
import { WhatChangedSection } from './what-changed-section.tsx';

// A column a keyboard user was sent to is outlined, inside its edge (the columns touch).
const COLUMN_FOCUS_RING =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand';

/** What the compare screen shows and where its viewer's choices go. */
export interface ComparisonViewProps {
  comparison: Comparison;
  oldDocumentId: string;
  newDocumentId: string;
  names: Record<ComparedVersion, string>;
  /** The version the viewer shows, and the switch between them. */
  version: ComparedVersion;
  onVersionChange: (version: ComparedVersion) => void;
  /** Shows a change's or a finding's words on their page in that version. */
  onShowPlace: (place: ComparedPlace) => void;
  /** The document viewer of the version shown. */
  viewer: ReactNode;
  /** A download that failed. */
  onError: (error: unknown) => void;
}

/**
 * The compare screen (issue 34): the header with both names and the downloads; then what
 * changed for the reader first and every change after it, beside a viewer that shows one
 * version at a time. On a desk the list and the viewer stand side by side; on a phone one at a
 * time, the document coming forward when a change is shown on its page (back returns to the
 * list, and to the button that was pressed). Both stay laid out, so each keeps its place.
 */
export function ComparisonView({
  comparison,
  oldDocumentId,
  newDocumentId,
  names,
  version,
  onVersionChange,
  onShowPlace,
  viewer,
  onError,
}: ComparisonViewProps) {
  const { view, showDocument, showChanges } = useCompareView();
  const documentRef = useRef<HTMLElement>(null);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const shouldFocusDocument = useRef(false);
  const unchanged = isUnchanged(comparison);

  // Focus follows the view the person chose: the document when it comes forward, the button
  // that brought it when they come back. Only visible elements take focus, hence after render.
  useEffect(() => {
    if (view === 'document' && shouldFocusDocument.current) {
      shouldFocusDocument.current = false;
      documentRef.current?.focus({ preventScroll: true });
    } else if (view === 'changes' && lastTrigger.current?.isConnected) {
      lastTrigger.current.focus({ preventScroll: true });
    }
  }, [view]);

  const showPlace: ShowPlaceHandler = (place, trigger) => {
    lastTrigger.current = trigger;
    onShowPlace(place);
    if (isPhoneLayout()) {
      shouldFocusDocument.current = true;
      showDocument();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col bg-paper">
      <div className="shrink-0 border-b border-line bg-surface px-4 py-3 sm:px-6">
        <ComparisonHeader
          oldDocumentId={oldDocumentId}
          oldName={names.old}
          newName={names.new}
          reader={comparison.reader}
          downloads={
            <ComparisonDownloads
              oldDocumentId={oldDocumentId}
              newDocumentId={newDocumentId}
              newName={names.new}
              onError={onError}
            />
          }
        />
      </div>
      <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-1 min-[900px]:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section
          aria-label="Changes"
          className={classNames(
            'col-start-1 row-start-1 min-h-0 min-w-0 overflow-y-auto px-4 py-5 sm:px-6',
            'min-[900px]:border-r min-[900px]:border-line',
            view === 'document' && 'max-[899px]:invisible',
          )}
        >
          <div className="mx-auto max-w-2xl space-y-10">
            {unchanged ? (
              <NothingChanged summary={comparison.summary} />
            ) : (
              <>
                <WhatChangedSection comparison={comparison} onShowPlace={showPlace} />
                <ChangeList changes={comparison.changes} onShowPlace={showPlace} />
              </>
            )}
          </div>
        </section>
        <section
          ref={documentRef}
          aria-label="Document"
          tabIndex={-1}
          className={classNames(
            'col-start-1 row-start-1 flex min-h-0 min-w-0 flex-col min-[900px]:col-start-2',
            COLUMN_FOCUS_RING,
            view === 'document' ? '' : 'max-[899px]:invisible',
          )}
        >
          <div className="flex shrink-0 flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2">
            <Button variant="ghost" size="sm" className="min-[900px]:hidden" onClick={showChanges}>
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              Back to changes
            </Button>
            <VersionSwitch value={version} onChange={onVersionChange} names={names} />
            <p className="min-w-0 flex-1 truncate text-sm text-ink-muted" title={names[version]}>
              {names[version]}
            </p>
          </div>
          <div className="min-h-0 flex-1 p-2">{viewer}</div>
        </section>
      </div>
    </div>
  );
}
