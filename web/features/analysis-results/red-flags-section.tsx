import { useId, useState } from 'react';
import type { RedFlag, Severity } from '../../../common/analysis/analysis-schema.ts';
import { classNames } from '../../components/ui/class-names.ts';
import { EmptyState } from './empty-state.tsx';
import { pluralize } from './format.ts';
import { RedFlagCard } from './red-flag-card.tsx';
import {
  countBySeverity,
  filterRedFlags,
  groupBySeverity,
  listRedFlagCategories,
} from './red-flag-filter.ts';
import { RedFlagFilters } from './red-flag-filters.tsx';
import { ResultsSection } from './results-section.tsx';
import { SEVERITY_LABELS, SEVERITY_ORDER } from './severity.ts';
import type { ShowRangeHandler } from './show-range.ts';

interface RedFlagsSectionProps {
  redFlags: readonly RedFlag[];
  onShowRange: ShowRangeHandler;
}

/**
 * The red flags, grouped by severity (high, medium, low) with their counts, filterable by
 * severity and category. A polite status line says how many the filters leave.
 */
export function RedFlagsSection({ redFlags, onShowRange }: RedFlagsSectionProps) {
  const [severities, setSeverities] = useState<ReadonlySet<Severity>>(new Set());
  const [category, setCategory] = useState<string | null>(null);
  const headingIdBase = useId();

  const categories = listRedFlagCategories(redFlags);
  // A category that is no longer among the flags (new analysis) filters nothing.
  const activeCategory = categories.some((option) => option.id === category) ? category : null;
  const inCategory = filterRedFlags(redFlags, { severities: new Set(), category: activeCategory });
  const shown = filterRedFlags(redFlags, { severities, category: activeCategory });
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
          ? `${pluralize(redFlags.length, 'red flag')}: ${SEVERITY_ORDER.map((severity) => `${totals[severity]} ${SEVERITY_LABELS[severity].toLowerCase()}`).join(', ')}.`
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
              ? `Showing ${shown.length} of ${pluralize(redFlags.length, 'red flag')}.`
              : ''}
          </p>
          {shown.length === 0 ? (
            <div className="mt-4">
              <EmptyState>No red flags match these filters.</EmptyState>
            </div>
          ) : (
            <div className="mt-5 space-y-6">
              {groupBySeverity(shown).map((group) => {
                const headingId = `${headingIdBase}-${group.severity}`;
                return (
                  <section key={group.severity} aria-labelledby={headingId}>
                    <h3 id={headingId} className="text-sm font-semibold text-ink">
                      {`${SEVERITY_LABELS[group.severity]} severity (${group.flags.length})`}
                    </h3>
                    <ul className="mt-3 space-y-3">
                      {group.flags.map((flag) => (
                        <li key={flag.id}>
                          <RedFlagCard flag={flag} onShowRange={onShowRange} />
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
        </>
      )}
    </ResultsSection>
  );
}
