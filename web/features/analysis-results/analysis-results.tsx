import type { ReactNode } from 'react';
import type { Analysis } from '../../../common/analysis/analysis-schema.ts';
import { AnalysisHeader } from './analysis-header.tsx';
import { ClausesSection } from './clauses-section.tsx';
import { CoverageSection } from './coverage-section.tsx';
import { KeyTermsAndDatesSection } from './key-terms-and-dates-section.tsx';
import { MissingClausesSection } from './missing-clauses-section.tsx';
import { ObligationsSection } from './obligations-section.tsx';
import { ProtectionsSection } from './protections-section.tsx';
import type { ReaderContext } from './reader-roles.ts';
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
  /** The control that changes whose side the analysis is read from, shown under the parties. */
  readerSwitch?: ReactNode;
}

/**
 * Every section of an analysis in reading order: header (with the reader), summary, red flags,
 * what is in the reader's favour, obligations, key terms and dates, clauses, missing clauses
 * and coverage. Each is an h2 region under the page's h1; the sections are exported too, for
 * placing in separate tabs.
 */
export function AnalysisResults({
  analysis,
  onShowRange,
  documentName = 'document',
  summaryExpanded,
  onToggleSummary,
  readerSwitch,
}: AnalysisResultsProps) {
  const reader: ReaderContext = { perspective: analysis.perspective, readers: analysis.readers };
  return (
    <div className="space-y-10">
      <AnalysisHeader analysis={analysis} readerSwitch={readerSwitch} />
      <SummarySection
        summary={analysis.summary}
        expanded={summaryExpanded}
        onToggle={onToggleSummary}
      />
      <RedFlagsSection redFlags={analysis.redFlags} reader={reader} onShowRange={onShowRange} />
      {/* Analyses stored before readers never looked for protections: say nothing of them. */}
      {analysis.perspective || analysis.protections.length > 0 ? (
        <ProtectionsSection
          protections={analysis.protections}
          reader={reader}
          onShowRange={onShowRange}
        />
      ) : null}
      <ObligationsSection
        obligations={analysis.obligations}
        reader={reader}
        onShowRange={onShowRange}
        documentName={documentName}
      />
      <KeyTermsAndDatesSection
        keyTerms={analysis.keyTerms}
        keyDates={analysis.keyDates}
        onShowRange={onShowRange}
      />
      <ClausesSection
        clauses={analysis.clauses}
        clausePresence={analysis.clausePresence}
        onShowRange={onShowRange}
      />
      <MissingClausesSection missingClauses={analysis.missingClauses} />
      <CoverageSection coverage={analysis.coverage} />
    </div>
  );
}
