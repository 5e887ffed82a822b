import { useId } from 'react';
import type { KeyDate, KeyTerm } from '../../../../common/analysis/analysis-schema.ts';
import { EmptyState } from './empty-state.tsx';
import { KeyTermItem } from './key-term-item.tsx';
import { formatDuration } from '../../../../common/analysis/format-duration.ts';
import { formatDate, parseCalendarDate } from '../../../lib/format.ts';
import { LocationButton } from './location-button.tsx';
import { ResultsSection } from './results-section.tsx';
import type { ShowRangeHandler } from '../show-range.ts';

interface KeyTermsAndDatesSectionProps {
  keyTerms: readonly KeyTerm[];
  keyDates: readonly KeyDate[];
  onShowRange: ShowRangeHandler;
}

/** Two lists, the key terms and the key dates; each item shows its words on the page. */
export function KeyTermsAndDatesSection({
  keyTerms,
  keyDates,
  onShowRange,
}: KeyTermsAndDatesSectionProps) {
  const termsId = useId();
  const datesId = useId();
  return (
    <ResultsSection title="Key terms and dates">
      <div className="space-y-6">
        <section aria-labelledby={termsId}>
          <h3 id={termsId} className="text-sm font-semibold text-ink">
            Key terms
          </h3>
          <div className="mt-3">
            {keyTerms.length === 0 ? (
              <EmptyState>No key terms were found.</EmptyState>
            ) : (
              <ul className="space-y-2">
                {keyTerms.map((term) => (
                  <li key={`${term.kind}-${term.start}`}>
                    <KeyTermItem term={term} onShowRange={onShowRange} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        <section aria-labelledby={datesId}>
          <h3 id={datesId} className="text-sm font-semibold text-ink">
            Key dates
          </h3>
          <div className="mt-3">
            {keyDates.length === 0 ? (
              <EmptyState>No key dates were found.</EmptyState>
            ) : (
              <ul className="space-y-2">
                {keyDates.map((keyDate) => (
                  <li key={`${keyDate.kind}-${keyDate.start}`}>
                    <LocationButton {...keyDate} onShowRange={onShowRange}>
                      <span className="block text-xs text-ink-muted">{keyDate.label}</span>{' '}
                      <span className="block font-medium text-ink">{describeKeyDate(keyDate)}</span>
                    </LocationButton>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </ResultsSection>
  );
}

/** The date in words, else the length of time, else the document's own words. */
function describeKeyDate(keyDate: KeyDate): string {
  if (keyDate.date && parseCalendarDate(keyDate.date)) return formatDate(keyDate.date);
  if (keyDate.duration) return formatDuration(keyDate.duration);
  return keyDate.quote;
}
