import { useId } from 'react';
import type { ChangeKind, ClauseChange } from '../../../../common/compare/comparison.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import {
  CHANGE_KIND_LABELS,
  describeChangeSection,
  describeFactChange,
} from '../../../../common/compare/change-wording.ts';
import type { ShowPlaceHandler } from '../compared-place.ts';
import { PlaceButtons, type VersionPlace } from './place-buttons.tsx';
import { RedlineText } from './redline-text.tsx';

const KIND_TONES: Record<ChangeKind, BadgeTone> = {
  added: 'success',
  removed: 'danger',
  changed: 'warning',
  moved: 'info',
};

/** Where one side of a change stands, when that side has words. */
function placeOf(
  page: number | undefined,
  start: number | undefined,
  end: number | undefined,
): VersionPlace | undefined {
  return page !== undefined && start !== undefined && end !== undefined
    ? { page, start, end }
    : undefined;
}

/**
 * One change of "All changes": what kind it is and where it stands (its section, before → after
 * when it moved), its words as a redline, the facts it changes (so no amount hides in a long
 * clause), and the buttons that show it on each version's page.
 */
export function ChangeCard({
  change,
  onShowPlace,
}: {
  change: ClauseChange;
  onShowPlace: ShowPlaceHandler;
}) {
  const titleId = useId();
  const section = describeChangeSection(change);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="clause-change"
      data-kind={change.kind}
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h3 id={titleId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge tone={KIND_TONES[change.kind]}>{CHANGE_KIND_LABELS[change.kind]}</Badge>
        {section ? <span className="sr-only">: </span> : null}
        {section ? <span className="font-semibold text-ink">{section}</span> : null}
      </h3>
      <div className="mt-3 font-serif text-[0.9375rem] text-ink">
        <RedlineText change={change} />
      </div>
      {change.facts && change.facts.length > 0 ? (
        <ul aria-label="Facts changed" className="mt-3 space-y-1 text-sm text-ink">
          {change.facts.map((fact, index) => (
            <li key={index} className="rounded-md bg-paper px-2.5 py-1.5">
              {describeFactChange(fact)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3">
        <PlaceButtons
          before={placeOf(change.pageBefore, change.startBefore, change.endBefore)}
          after={placeOf(change.pageAfter, change.startAfter, change.endAfter)}
          onShowPlace={onShowPlace}
          describedBy={titleId}
        />
      </div>
    </article>
  );
}
