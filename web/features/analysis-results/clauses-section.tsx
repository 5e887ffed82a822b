import type { Clause } from '../../../common/analysis/analysis-schema.ts';
import { getCategoryLabel } from './category-label.ts';
import { EmptyState } from './empty-state.tsx';
import { formatPercent } from './format.ts';
import { LocationButton } from './location-button.tsx';
import { ResultsSection } from './results-section.tsx';
import type { ShowRangeHandler } from './show-range.ts';

interface ClausesSectionProps {
  clauses: readonly Clause[];
  onShowRange: ShowRangeHandler;
}

/**
 * The clauses found, by category title (A to Z, then in document order), each with how likely
 * it is to be that kind of clause; pressing one shows it on the page.
 */
export function ClausesSection({ clauses, onShowRange }: ClausesSectionProps) {
  const sorted = clauses
    .map((clause) => ({ clause, label: getCategoryLabel(clause.category) }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.clause.start - b.clause.start);
  return (
    <ResultsSection
      title="Clauses"
      description={
        clauses.length > 0
          ? 'The percentage is how likely the words are to be that kind of clause.'
          : undefined
      }
    >
      {clauses.length === 0 ? (
        <EmptyState>No clauses were identified.</EmptyState>
      ) : (
        <ul className="space-y-2">
          {sorted.map(({ clause, label }) => (
            <li key={`${clause.category}-${clause.start}`}>
              <LocationButton {...clause} onShowRange={onShowRange}>
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium text-ink">{label}</span>{' '}
                  <span className="text-sm text-ink-muted tabular-nums">
                    {`${formatPercent(clause.probability)} likely`}
                  </span>
                </span>{' '}
                {clause.title && clause.title !== label ? (
                  <span className="block text-sm text-ink-muted">{clause.title}</span>
                ) : null}
              </LocationButton>
            </li>
          ))}
        </ul>
      )}
    </ResultsSection>
  );
}
