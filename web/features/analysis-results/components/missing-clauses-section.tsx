import type { MissingClause } from '../../../../common/analysis/analysis-schema.ts';
import { EmptyState } from './empty-state.tsx';
import { ResultsSection } from './results-section.tsx';

/** What documents of this kind usually contain but this one seems not to, and why it matters. */
export function MissingClausesSection({
  missingClauses,
}: {
  missingClauses: readonly MissingClause[];
}) {
  return (
    <ResultsSection
      title="Missing clauses"
      description={
        missingClauses.length > 0
          ? 'Documents of this kind usually include these, but they were not found in this one.'
          : undefined
      }
    >
      {missingClauses.length === 0 ? (
        <EmptyState>Nothing that documents of this kind usually include is missing.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {missingClauses.map((missing) => (
            <li
              key={missing.category}
              className="rounded-lg border border-dashed border-line-strong bg-paper p-4"
            >
              <h3 className="font-semibold text-ink">{missing.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink">
                <span className="font-medium text-ink-muted">Why it matters: </span>
                {missing.whyItMatters}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ResultsSection>
  );
}
