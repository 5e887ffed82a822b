import { useId } from 'react';
import type { Obligation } from '../../../common/analysis/analysis-schema.ts';
import { CalendarExport } from './calendar-export.tsx';
import { EmptyState } from './empty-state.tsx';
import { ObligationItem } from './obligation-item.tsx';
import { ResultsSection } from './results-section.tsx';
import type { ShowRangeHandler } from './show-range.ts';

interface ObligationsSectionProps {
  obligations: readonly Obligation[];
  onShowRange: ShowRangeHandler;
  /** The document's file name: names the calendar file and appears in each event. */
  documentName: string;
}

/** The obligations, party by party in the order the parties first appear, with the export. */
export function ObligationsSection({
  obligations,
  onShowRange,
  documentName,
}: ObligationsSectionProps) {
  const headingIdBase = useId();
  const byParty = groupByParty(obligations);
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
            {byParty.map(([party, items], index) => {
              const headingId = `${headingIdBase}-${index}`;
              return (
                <section key={party} aria-labelledby={headingId}>
                  <h3 id={headingId} className="text-sm font-semibold text-ink">
                    {`${party} (${items.length})`}
                  </h3>
                  <ul className="mt-3 space-y-3">
                    {items.map((obligation) => (
                      <li key={obligation.id}>
                        <ObligationItem obligation={obligation} onShowRange={onShowRange} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
    </ResultsSection>
  );
}

function groupByParty(obligations: readonly Obligation[]): [string, Obligation[]][] {
  const groups = new Map<string, Obligation[]>();
  for (const obligation of obligations) {
    const party = obligation.party.trim() || 'Unnamed party';
    groups.set(party, [...(groups.get(party) ?? []), obligation]);
  }
  return [...groups];
}
