import { useId, useState } from 'react';
import type { Clause, ClausePresence } from '../../../../common/analysis/analysis-schema.ts';
import { getButtonClassName } from '../../../components/ui/button-styles.ts';
import { classNames } from '../../../components/ui/class-names.ts';
import { ChevronDownIcon } from 'lucide-react';
import {
  groupClauses,
  LIKELY_CLAUSE_THRESHOLD,
  splitByLikelihood,
  type ClauseGroup,
} from '../clause-groups.ts';
import { EmptyState } from './empty-state.tsx';
import { formatPercent, pluralize } from '../../../lib/format.ts';
import { QuoteBlock } from './quote-block.tsx';
import { shortenQuote } from '../quote-excerpt.ts';
import { ResultsSection } from './results-section.tsx';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

interface ClausesSectionProps {
  clauses: readonly Clause[];
  /** How likely each category is in the document; empty for analyses stored before it. */
  clausePresence?: readonly ClausePresence[];
  onShowRange: ShowRangeHandler;
}

/**
 * One card per kind of clause, with how likely the document has one and the words of its most
 * probable passages. Kinds under LIKELY_CLAUSE_THRESHOLD (70%) wait behind "Show less likely
 * clauses (N)".
 */
export function ClausesSection({ clauses, clausePresence = [], onShowRange }: ClausesSectionProps) {
  const [isShowingLessLikely, setIsShowingLessLikely] = useState(false);
  const lessLikelyId = useId();
  const groups = groupClauses(clauses, clausePresence);
  const { likely, lessLikely } = splitByLikelihood(groups);
  const threshold = formatPercent(LIKELY_CLAUSE_THRESHOLD);

  return (
    <ResultsSection
      title="Clauses"
      description={
        groups.length > 0
          ? 'The kinds of clause this document has, how likely each is, and its words.'
          : undefined
      }
    >
      {groups.length === 0 ? (
        <EmptyState>No clauses were identified.</EmptyState>
      ) : (
        <>
          {likely.length === 0 ? (
            <EmptyState>
              {`No kind of clause is at least ${threshold} likely to be in this document.`}
            </EmptyState>
          ) : (
            <ClauseList groups={likely} onShowRange={onShowRange} />
          )}
          {lessLikely.length > 0 ? (
            <>
              <button
                type="button"
                aria-expanded={isShowingLessLikely}
                aria-controls={lessLikelyId}
                onClick={() => setIsShowingLessLikely((value) => !value)}
                className={getButtonClassName('secondary', 'sm', 'mt-4')}
              >
                {isShowingLessLikely
                  ? 'Hide less likely clauses'
                  : `Show less likely clauses (${lessLikely.length})`}
                <ChevronDownIcon
                  className={classNames(
                    'size-4 transition-transform',
                    isShowingLessLikely && 'rotate-180',
                  )}
                />
              </button>
              <div id={lessLikelyId} hidden={!isShowingLessLikely} className="mt-4">
                {isShowingLessLikely ? (
                  <>
                    <p className="mb-3 text-sm text-ink-muted">
                      {`Each of these is under ${threshold} likely to be in the document: check the words before relying on them.`}
                    </p>
                    <ClauseList groups={lessLikely} onShowRange={onShowRange} />
                  </>
                ) : null}
              </div>
            </>
          ) : null}
        </>
      )}
    </ResultsSection>
  );
}

function ClauseList({
  groups,
  onShowRange,
}: {
  groups: readonly ClauseGroup[];
  onShowRange: ShowRangeHandler;
}) {
  return (
    <ul className="space-y-3">
      {groups.map((group) => (
        <li key={group.category}>
          <ClauseCard group={group} onShowRange={onShowRange} />
        </li>
      ))}
    </ul>
  );
}

/** One kind of clause: its title, how likely, and the words of its most probable passages. */
function ClauseCard({ group, onShowRange }: { group: ClauseGroup; onShowRange: ShowRangeHandler }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="clause"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold leading-snug break-words text-ink">
          {group.label}
        </h3>
        <span className="text-sm text-ink-muted tabular-nums">
          {`${formatPercent(group.probability)} likely`}
        </span>
      </div>
      {group.passages.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">Its words could not be pinned down.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {group.passages.map((passage) => (
            <li key={`${passage.start}-${passage.end}`}>
              <QuoteBlock text={shortenQuote(passage.text)} />
              <div className="mt-1">
                <ShowOnPageButton
                  start={passage.start}
                  end={passage.end}
                  page={passage.page}
                  onShowRange={onShowRange}
                  describedBy={titleId}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {group.morePassages > 0 ? (
        <p className="mt-1 text-xs text-ink-muted">
          {`And ${pluralize(group.morePassages, 'less likely passage')}.`}
        </p>
      ) : null}
    </article>
  );
}
