import { useId, useState } from 'react';
import type { RedFlag, Severity } from '../../../../common/analysis/analysis-schema.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { EmptyState } from './empty-state.tsx';
import { pluralize } from '../../../lib/format.ts';
import type { ReaderContext } from '../reader-roles.ts';
import { RedFlagCard } from './red-flag-card.tsx';
import { countBySeverity, filterRedFlags, listRedFlagCategories } from '../red-flag-filter.ts';
import { RedFlagFilters } from './red-flag-filters.tsx';
import { ResultsSection } from './results-section.tsx';
import { SEVERITY_LABELS, SEVERITY_ORDER } from '../../../../common/analysis/severity-labels.ts';
import { ShowAllToggle } from './show-all-toggle.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

/** How many red flags show before "Show all": a lawyer's five to ten things that matter. */
export const RED_FLAGS_PREVIEW = 10;

interface RedFlagsSectionProps {
  /** Most important first, as the analysis orders them: the order they are shown in. */
  redFlags: readonly RedFlag[];
  /** Whom the analysis is written for, to say whom each flag binds. */
  reader?: ReaderContext;
  onShowRange: ShowRangeHandler;
}

const NO_READER: ReaderContext = { perspective: null, readers: [] };

/**
 * The red flags, most important first: the first ten, then "Show all N red flags". The
 * filters (severity, category) work on the whole list, and a polite status line says how many
 * they leave.
 */
export function RedFlagsSection({
  redFlags,
  reader = NO_READER,
  onShowRange,
}: RedFlagsSectionProps) {
  const [severities, setSeverities] = useState<ReadonlySet<Severity>>(new Set());
  const [category, setCategory] = useState<string | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const listId = useId();

  const categories = listRedFlagCategories(redFlags);
  // A category that is no longer among the flags (new analysis) filters nothing.
  const activeCategory = categories.some((option) => option.id === category) ? category : null;
  const inCategory = filterRedFlags(redFlags, { severities: new Set(), category: activeCategory });
  const matching = filterRedFlags(redFlags, { severities, category: activeCategory });
  const hasMore = matching.length > RED_FLAGS_PREVIEW;
  const shown = isShowingAll || !hasMore ? matching : matching.slice(0, RED_FLAGS_PREVIEW);
  const isFiltered = severities.size > 0 || activeCategory !== null;
  const totals = countBySeverity(redFlags);

  const toggleSeverity = (severity: Severity) =>
    setSeverities((current) => {
      const next = new Set(current);
      if (next.has(severity)) next.delete(severity);
      else next.add(severity);
      return next;
    });
  const clear = () => {
    setSeverities(new Set());
    setCategory(null);
  };

  return (
    <ResultsSection
      title="Red flags"
      description={
        redFlags.length > 0
          ? `${pluralize(redFlags.length, 'red flag')}: ${SEVERITY_ORDER.map((severity) => `${totals[severity]} ${SEVERITY_LABELS[severity].toLowerCase()}`).join(', ')}. Most important first.`
          : undefined
      }
    >
      {redFlags.length === 0 ? (
        <EmptyState>No red flags were found.</EmptyState>
      ) : (
        <>
          <RedFlagFilters
            counts={countBySeverity(inCategory)}
            severities={severities}
            onToggleSeverity={toggleSeverity}
            categories={categories}
            category={activeCategory}
            onCategoryChange={setCategory}
            onClear={clear}
          />
          <p role="status" className={classNames('text-sm text-ink-muted', isFiltered && 'mt-3')}>
            {isFiltered
              ? `Showing ${matching.length} of ${pluralize(redFlags.length, 'red flag')}.`
              : ''}
          </p>
          {matching.length === 0 ? (
            <div className="mt-4">
              <EmptyState>No red flags match these filters.</EmptyState>
            </div>
          ) : (
            <>
              <ol
                id={listId}
                aria-label="Red flags, most important first"
                className="mt-4 space-y-3"
              >
                {shown.map((flag) => (
                  <li key={flag.id}>
                    <RedFlagCard flag={flag} reader={reader} onShowRange={onShowRange} />
                  </li>
                ))}
              </ol>
              {hasMore ? (
                <ShowAllToggle
                  isShowingAll={isShowingAll}
                  onToggle={() => setIsShowingAll(!isShowingAll)}
                  controls={listId}
                  label={`Show all ${matching.length} red flags`}
                />
              ) : null}
            </>
          )}
        </>
      )}
    </ResultsSection>
  );
}
