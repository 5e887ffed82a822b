import { useId } from 'react';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { ChevronDownIcon } from 'lucide-react';
import { classNames } from '../../../components/ui/class-names.ts';
import { EmptyState } from './empty-state.tsx';
import { ResultsSection } from './results-section.tsx';
import { useToggleState } from '../use-toggle-state.ts';

/** How many key points show before "Show more". */
export const KEY_POINTS_PREVIEW = 3;

interface SummarySectionProps {
  summary: Analysis['summary'];
  /** Whether every key point shows; leave out (with onToggle) to let the section keep it. */
  expanded?: boolean;
  /** Called by "Show more" and "Show less". */
  onToggle?: () => void;
}

/**
 * The expandable summary (SPEC section 2): the short summary and the first key points, with
 * "Show more" / "Show less" for the rest.
 */
export function SummarySection({ summary, expanded, onToggle }: SummarySectionProps) {
  const [isExpanded, toggle] = useToggleState(expanded, onToggle);
  const listId = useId();
  const hasMore = summary.keyPoints.length > KEY_POINTS_PREVIEW;
  const shown =
    isExpanded || !hasMore ? summary.keyPoints : summary.keyPoints.slice(0, KEY_POINTS_PREVIEW);
  const isEmpty = !summary.short.trim() && summary.keyPoints.length === 0;

  return (
    <ResultsSection title="Summary">
      {isEmpty ? (
        <EmptyState>No summary is available for this document.</EmptyState>
      ) : (
        <>
          {summary.short.trim() ? (
            <p className="leading-relaxed text-ink">{summary.short}</p>
          ) : null}
          {shown.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-ink">Key points</h3>
              <ul id={listId} className="mt-2 space-y-2 text-sm leading-relaxed">
                {shown.map((point, index) => (
                  <li key={index} className="flex gap-2.5">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-accent"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {hasMore ? (
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={listId}
              onClick={toggle}
              className={getButtonClassName('ghost', 'sm', 'mt-2 -ml-3.5')}
            >
              {isExpanded ? 'Show less' : 'Show more'}
              <ChevronDownIcon
                className={classNames('size-4 transition-transform', isExpanded && 'rotate-180')}
              />
            </button>
          ) : null}
        </>
      )}
    </ResultsSection>
  );
}
