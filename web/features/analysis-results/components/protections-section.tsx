import { useId } from 'react';
import type { Protection } from '../../../../common/analysis/analysis-schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { getCategoryLabel } from '../category-label.ts';
import { EmptyState } from './empty-state.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { QuoteBlock } from './quote-block.tsx';
import { findBearer, type ReaderContext } from '../reader-roles.ts';
import { ResultsSection } from './results-section.tsx';
import { describePageAndSection } from '../../../../common/analysis/section-place.ts';
import { ShowOnPageButton } from './show-on-page-button.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

interface ProtectionsSectionProps {
  protections: readonly Protection[];
  reader: ReaderContext;
  onShowRange: ShowRangeHandler;
}

/**
 * "In your favour": terms that protect the reader or hold the other side back, each with its
 * words and the button that shows them on the page.
 */
export function ProtectionsSection({ protections, reader, onShowRange }: ProtectionsSectionProps) {
  return (
    <ResultsSection
      title="In your favour"
      description={
        protections.length > 0
          ? 'Terms that protect you or hold the other side to a promise.'
          : undefined
      }
    >
      {protections.length === 0 ? (
        <EmptyState>Nothing in this document stands out as being in your favour.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {protections.map((protection) => (
            <li key={protection.id}>
              <ProtectionCard protection={protection} reader={reader} onShowRange={onShowRange} />
            </li>
          ))}
        </ul>
      )}
    </ResultsSection>
  );
}

/** One protection: what it gives the reader, whom it binds, its words and where they are. */
function ProtectionCard({
  protection,
  reader,
  onShowRange,
}: {
  protection: Protection;
  reader: ReaderContext;
  onShowRange: ShowRangeHandler;
}) {
  const titleId = useId();
  const bearer = findBearer(protection.burdens, reader);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="protection"
      className="rounded-lg border border-l-4 border-line border-l-success bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="font-semibold leading-snug break-words text-ink">
          {protection.title}
        </h3>
        <Badge tone="success" className="shrink-0">
          For you
        </Badge>
      </div>
      <p className="mt-1 text-xs text-ink-muted">
        {bearer ? (
          <>
            <span className="font-semibold text-ink">{bearer.binds}</span>
            {' · '}
          </>
        ) : null}
        {`${getCategoryLabel(protection.category)} · ${describePageAndSection(protection.page, protection.section)} · ${formatPercent(protection.confidence)} sure`}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink">{protection.explanation}</p>
      <QuoteBlock text={protection.quote} className="mt-3" />
      <div className="mt-2">
        <ShowOnPageButton
          start={protection.start}
          end={protection.end}
          page={protection.page}
          onShowRange={onShowRange}
          describedBy={titleId}
        />
      </div>
    </article>
  );
}
