import { useId, useState } from 'react';
import type { Obligation } from '../../../../common/analysis/analysis-schema.ts';
import { ObligationItem } from './obligation-item.tsx';
import type { Bearer } from '../reader-roles.ts';
import type { ShowRangeHandler } from '../show-range.ts';
import { ShowAllToggle } from './show-all-toggle.tsx';

/**
 * How many of one party's obligations show before "Show all": a franchise agreement binds the
 * franchisee some two hundred times, and a wall of them hides the ones with dates and money.
 */
export const OBLIGATIONS_PREVIEW = 10;

interface ObligationGroupProps {
  bearer: Bearer;
  items: readonly Obligation[];
  onShowRange: ShowRangeHandler;
}

/** One party's obligations under its heading: the first ten, then "Show all N". */
export function ObligationGroup({ bearer, items, onShowRange }: ObligationGroupProps) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const hasMore = items.length > OBLIGATIONS_PREVIEW;
  const shown = isShowingAll || !hasMore ? items : items.slice(0, OBLIGATIONS_PREVIEW);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {`${bearer.owner} (${items.length})`}
      </h3>
      <ul id={listId} className="mt-3 space-y-3">
        {shown.map((obligation) => (
          <li key={obligation.id}>
            <ObligationItem obligation={obligation} owner={bearer} onShowRange={onShowRange} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <ShowAllToggle
          isShowingAll={isShowingAll}
          onToggle={() => setIsShowingAll(!isShowingAll)}
          controls={listId}
          label={`Show all ${items.length}`}
        />
      ) : null}
    </section>
  );
}
