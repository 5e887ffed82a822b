import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { AnalysisHeader } from './analysis-header.tsx';
import { ClausesSection } from './clauses-section.tsx';
import { CoverageSection } from './coverage-section.tsx';
import { KeyTermsAndDatesSection } from './key-terms-and-dates-section.tsx';
import { MissingClausesSection } from './missing-clauses-section.tsx';
import { ObligationsSection } from './obligations-section.tsx';
import { RedFlagsSection } from './red-flags-section.tsx';
import type { ShowRangeHandler } from './show-range.ts';
import { SummarySection } from './summary-section.tsx';

/** What the analysis panel shows, and where it sends "show on page". */
export interface AnalysisResultsProps {
  analysis: Analysis;
  /** Called with a finding's offsets into the document text and its page. */
  onShowRange: ShowRangeHandler;
  /** The document's file name, for the calendar export; "document" when not given. */
  documentName?: string;
  /** Binds the summary's "Show more" to outside state (the workspace's summaryExpanded). */
  summaryExpanded?: boolean;
  onToggleSummary?: () => void;
}

/**
 * Every section of an analysis in reading order: header, summary, red flags, obligations, key
 * terms and dates, clauses, missing clauses and coverage. Each is an h2 region under the page's
 * h1; the sections are exported too, for placing in separate tabs.
 */
export function AnalysisResults({
  analysis,
  onShowRange,
  documentName = 'document',
  summaryExpanded,
  onToggleSummary,
}: AnalysisResultsProps) {
  return (
    <div className="space-y-10">
      <AnalysisHeader analysis={analysis} />
      <SummarySection
        summary={analysis.summary}
        expanded={summaryExpanded}
        onToggle={onToggleSummary}
      />
      <RedFlagsSection redFlags={analysis.redFlags} onShowRange={onShowRange} />
      <ObligationsSection
        obligations={analysis.obligations}
        onShowRange={onShowRange}
        documentName={documentName}
      />
      <KeyTermsAndDatesSection
        keyTerms={analysis.keyTerms}
        keyDates={analysis.keyDates}
        onShowRange={onShowRange}
      />
      <ClausesSection clauses={analysis.clauses} onShowRange={onShowRange} />
      <MissingClausesSection missingClauses={analysis.missingClauses} />
      <CoverageSection coverage={analysis.coverage} />
    </div>
  );
}
