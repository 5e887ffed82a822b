import { useId } from 'react';
import type { RedFlag, Severity } from '../../../../common/analysis/analysis-schema.ts';
import { getCategoryLabel } from '../category-label.ts';
import { formatPercent } from '../../../lib/format.ts';
import { OtherPlaces } from './other-places.tsx';
import { QuoteBlock } from './quote-block.tsx';
import { findBearer, type ReaderContext } from '../reader-roles.ts';
import { SeverityBadge } from './severity-badge.tsx';
import { describePageAndSection } from '../../../../common/analysis/section-place.ts';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

// A coloured edge that repeats the badge, so a long list can be scanned by severity.
const EDGES: Record<Severity, string> = {
  high: 'border-l-danger',
  medium: 'border-l-warning',
  low: 'border-l-info',
};

/**
 * One red flag: its title and severity, whom it binds, what it means, what to ask for instead,
 * the exact words it rests on with the button that shows them on the page, and the other
 * places the document says the same.
 */
export function RedFlagCard({
  flag,
  reader,
  onShowRange,
}: {
  flag: RedFlag;
  reader: ReaderContext;
  onShowRange: ShowRangeHandler;
}) {
  const titleId = useId();
  const bearer = findBearer(flag.burdens, reader);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="red-flag"
      data-severity={flag.severity}
      className={`rounded-lg border border-l-4 border-line bg-surface p-4 ${EDGES[flag.severity]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-semibold leading-snug break-words text-ink">
          {flag.title}
        </h3>
        <SeverityBadge severity={flag.severity} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {bearer ? (
          <>
            <span data-testid="binds" className="font-semibold text-ink">
              {bearer.binds}
            </span>
            {' · '}
          </>
        ) : null}
        {`${getCategoryLabel(flag.category)} · ${describePageAndSection(flag.page, flag.section)} · ${formatPercent(flag.confidence)} sure`}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink">{flag.explanation}</p>
      <QuoteBlock text={flag.quote} className="mt-3" />
      {flag.suggestion ? (
        <p className="mt-3 rounded-md bg-brand-soft px-3 py-2 text-sm leading-relaxed text-ink">
          <span className="font-semibold text-brand-strong">Ask for instead: </span>
          {flag.suggestion}
        </p>
      ) : null}
      <div className="mt-2">
        <ShowOnPageButton
          start={flag.start}
          end={flag.end}
          page={flag.page}
          onShowRange={onShowRange}
          describedBy={titleId}
        />
      </div>
      <OtherPlaces occurrences={flag.occurrences} places={flag.alsoAt} onShowRange={onShowRange} />
    </article>
  );
}
