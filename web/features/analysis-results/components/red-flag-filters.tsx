import { useId } from 'react';
import type { Severity } from '../../../../common/analysis/analysis-schema.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { SEVERITY_LABELS, SEVERITY_ORDER } from '../../../../common/analysis/severity-labels.ts';

interface RedFlagFiltersProps {
  /** How many flags of each severity the current category holds. */
  counts: Record<Severity, number>;
  severities: ReadonlySet<Severity>;
  onToggleSeverity: (severity: Severity) => void;
  categories: readonly { id: string; label: string }[];
  category: string | null;
  onCategoryChange: (category: string | null) => void;
  onClear: () => void;
}

const PRESSED: Record<Severity, string> = {
  high: 'border-danger bg-danger-soft text-danger',
  medium: 'border-warning bg-warning-soft text-warning',
  low: 'border-info bg-info-soft text-info',
};

/**
 * The red-flag filters: one toggle button per severity (none pressed shows every severity) and,
 * when the flags fall into more than one category, a category menu.
 */
export function RedFlagFilters({
  counts,
  severities,
  onToggleSeverity,
  categories,
  category,
  onCategoryChange,
  onClear,
}: RedFlagFiltersProps) {
  const selectId = useId();
  const isFiltered = severities.size > 0 || category !== null;
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div role="group" aria-label="Filter by severity" className="flex flex-wrap gap-2">
        {SEVERITY_ORDER.map((severity) => {
          const pressed = severities.has(severity);
          return (
            <button
              key={severity}
              type="button"
              aria-pressed={pressed}
              aria-label={`${SEVERITY_LABELS[severity]} (${counts[severity]})`}
              disabled={!pressed && counts[severity] === 0}
              onClick={() => onToggleSeverity(severity)}
              className={classNames(
                'inline-flex min-h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                'disabled:cursor-not-allowed disabled:opacity-50',
                pressed
                  ? PRESSED[severity]
                  : 'border-line-strong bg-surface text-ink hover:border-brand hover:bg-brand-soft',
              )}
            >
              {SEVERITY_LABELS[severity]}
              <span
                aria-hidden="true"
                className="rounded-full bg-surface/80 px-1.5 text-xs tabular-nums"
              >
                {counts[severity]}
              </span>
            </button>
          );
        })}
      </div>
      {categories.length > 1 ? (
        // min-w-0: a long category name shortens the select instead of widening the panel.
        <div className="flex min-w-0 max-w-full flex-col gap-1">
          <label htmlFor={selectId} className="text-xs font-medium text-ink-muted">
            Category
          </label>
          <select
            id={selectId}
            value={category ?? ''}
            onChange={(event) => onCategoryChange(event.target.value || null)}
            className="min-h-9 max-w-full rounded-lg border border-line-strong bg-surface px-2.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <option value="">All categories</option>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {isFiltered ? (
        <button type="button" onClick={onClear} className={getButtonClassName('ghost', 'sm')}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
