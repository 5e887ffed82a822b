import { useId } from 'react';
import type { ClauseChange } from '../../../../common/compare/comparison.ts';
import type { ShowPlaceHandler } from '../compared-place.ts';
import { ChangeCard } from './change-card.tsx';

/**
 * "All changes (N)": every clause added, removed, changed or moved, in the new version's order
 * (a removed clause where it stood).
 */
export function ChangeList({
  changes,
  onShowPlace,
}: {
  changes: readonly ClauseChange[];
  onShowPlace: ShowPlaceHandler;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-serif text-2xl text-brand-strong">
        All changes ({changes.length})
      </h2>
      {changes.length === 0 ? (
        <p className="mt-3 text-ink-muted">No clause was added, removed, changed or moved.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {changes.map((change, index) => (
            <li key={index}>
              <ChangeCard change={change} onShowPlace={onShowPlace} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
