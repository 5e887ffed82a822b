import type { Obligation } from '../../../../common/analysis/analysis-schema.ts';
import { CalendarExport } from './calendar-export.tsx';
import { EmptyState } from './empty-state.tsx';
import { ObligationGroup } from './obligation-group.tsx';
import { findObligationBearer, type Bearer, type ReaderContext } from '../reader-roles.ts';
import { ResultsSection } from './results-section.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

interface ObligationsSectionProps {
  obligations: readonly Obligation[];
  /** Whom the analysis is written for: the reader's own duties are marked "Yours". */
  reader?: ReaderContext;
  onShowRange: ShowRangeHandler;
  /** The document's file name: names the calendar file and appears in each event. */
  documentName: string;
}

const NO_READER: ReaderContext = { perspective: null, readers: [] };

/**
 * The obligations, grouped by whose duty they are: the reader's own first ("Yours"), then each
 * other party's and the shared ones ("Both sides") in the order they first appear, each group
 * showing its first ten, with the calendar export.
 */
export function ObligationsSection({
  obligations,
  reader = NO_READER,
  onShowRange,
  documentName,
}: ObligationsSectionProps) {
  const byBearer = groupByBearer(obligations, reader);
  return (
    <ResultsSection
      title="Obligations"
      description={
        obligations.length > 0 ? 'What each party has promised to do, and by when.' : undefined
      }
    >
      {obligations.length === 0 ? (
        <EmptyState>No obligations were found.</EmptyState>
      ) : (
        <>
          <CalendarExport analysis={{ obligations }} documentName={documentName} />
          <div className="mt-6 space-y-6">
            {byBearer.map(({ bearer, items }) => (
              <ObligationGroup
                key={bearer.key}
                bearer={bearer}
                items={items}
                onShowRange={onShowRange}
              />
            ))}
          </div>
        </>
      )}
    </ResultsSection>
  );
}

function groupByBearer(
  obligations: readonly Obligation[],
  reader: ReaderContext,
): { bearer: Bearer; items: Obligation[] }[] {
  const groups = new Map<string, { bearer: Bearer; items: Obligation[] }>();
  for (const obligation of obligations) {
    const bearer = findObligationBearer(obligation, reader);
    const group = groups.get(bearer.key) ?? { bearer, items: [] };
    group.items.push(obligation);
    groups.set(bearer.key, group);
  }
  // The reader's own duties lead; the rest keep the order they first appear in (a stable sort).
  return [...groups.values()].sort((a, b) => Number(b.bearer.isReader) - Number(a.bearer.isReader));
}
