import { useId } from 'react';
import type { RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import { getCategoryLabel } from './category-label.ts';
import { formatPercent } from './format.ts';
import { SeverityBadge } from './severity-badge.tsx';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from './show-range.ts';

// A coloured edge that repeats the badge, so a long list can be scanned by severity.
const EDGES: Record<Severity, string> = {
  high: 'border-l-danger',
  medium: 'border-l-warning',
  low: 'border-l-info',
};

/**
 * One red flag: its title and severity, what it means, what to ask for instead, the exact words
 * it rests on, and the button that shows them on the page.
 */
export function RedFlagCard({
  flag,
  onShowRange,
}: {
  flag: RedFlag;
  onShowRange: ShowRangeHandler;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="red-flag"
      data-severity={flag.severity}
      className={`rounded-lg border border-l-4 border-line bg-surface p-4 ${EDGES[flag.severity]}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={titleId} className="font-semibold leading-snug break-words text-ink">
          {flag.title}
        </h4>
        <SeverityBadge severity={flag.severity} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {`${getCategoryLabel(flag.category)} · Page ${flag.page} · ${formatPercent(flag.confidence)} sure`}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink">{flag.explanation}</p>
      <blockquote className="mt-3 border-l-2 border-line-strong pl-3 font-serif text-sm leading-relaxed text-ink break-words">
        <span className="bg-highlight/70 box-decoration-clone px-0.5">{`“${flag.quote}”`}</span>
      </blockquote>
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
    </article>
  );
}
