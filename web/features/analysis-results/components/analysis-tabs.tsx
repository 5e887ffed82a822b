import type { ReactNode, Ref } from 'react';
import type { Analysis } from '../../../../common/analysis/analysis-schema.ts';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { AnalysisHeader } from './analysis-header.tsx';
import { groupClauses, splitByLikelihood } from '../clause-groups.ts';
import { ClausesSection } from './clauses-section.tsx';
import { CoverageSection } from './coverage-section.tsx';
import { KeyTermsAndDatesSection } from './key-terms-and-dates-section.tsx';
import { MissingClausesSection } from './missing-clauses-section.tsx';
import { ObligationsSection } from './obligations-section.tsx';
import { ProtectionsSection } from './protections-section.tsx';
import type { ReaderContext } from '../reader-roles.ts';
import { RedFlagsSection } from './red-flags-section.tsx';
import type { ShowRangeHandler } from '../show-range.ts';
import { SummarySection } from './summary-section.tsx';

/** The tabs inside Analysis, in the order they are shown. */
export const ANALYSIS_TABS = [
  'overview',
  'red-flags',
  'obligations',
  'clauses',
  'missing',
  'details',
] as const;
export type AnalysisTab = (typeof ANALYSIS_TABS)[number];

export interface AnalysisTabsProps {
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
  /** The tab shown; anything else shows the overview. */
  value: string;
  onValueChange: (tab: AnalysisTab) => void;
  /** The Details tab: the file's own facts, placed by the page. */
  details: ReactNode;
  /** The overview's heading (the document type), for the page to move focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * An analysis in tabs, each scrolling on its own: Overview (what it is, between whom, the
 * overall confidence and its reasons, the summary, key terms and dates), Red flags (with what
 * is in the reader's favour), Obligations, Clauses, Missing clauses and Details, with counts.
 * A long contract's 69 red flags and 246 clauses are each a tab, not one long page.
 */
export function AnalysisTabs({
  analysis,
  onShowRange,
  documentName = 'document',
  summaryExpanded,
  onToggleSummary,
  readerSwitch,
  value,
  onValueChange,
  details,
  headingRef,
}: AnalysisTabsProps) {
  const reader: ReaderContext = { perspective: analysis.perspective, readers: analysis.readers };
  const tabs: TabItem<AnalysisTab>[] = [
    {
      id: 'overview',
      label: 'Overview',
      content: (
        <div className="space-y-10">
          <AnalysisHeader analysis={analysis} readerSwitch={readerSwitch} headingRef={headingRef} />
          <SummarySection
            summary={analysis.summary}
            expanded={summaryExpanded}
            onToggle={onToggleSummary}
          />
          <KeyTermsAndDatesSection
            keyTerms={analysis.keyTerms}
            keyDates={analysis.keyDates}
            onShowRange={onShowRange}
          />
          <CoverageSection coverage={analysis.coverage} />
        </div>
      ),
    },
    {
      id: 'red-flags',
      label: 'Red flags',
      count: analysis.redFlags.length,
      content: (
        <div className="space-y-10">
          <RedFlagsSection redFlags={analysis.redFlags} reader={reader} onShowRange={onShowRange} />
          {/* Analyses stored before readers never looked for protections: nothing is said. */}
          {analysis.perspective || analysis.protections.length > 0 ? (
            <ProtectionsSection
              protections={analysis.protections}
              reader={reader}
              onShowRange={onShowRange}
            />
          ) : null}
        </div>
      ),
    },
    {
      id: 'obligations',
      label: 'Obligations',
      count: analysis.obligations.length,
      content: (
        <ObligationsSection
          obligations={analysis.obligations}
          reader={reader}
          onShowRange={onShowRange}
          documentName={documentName}
        />
      ),
    },
    {
      id: 'clauses',
      label: 'Clauses',
      // Kinds of clause shown at once, not passages: "Clauses 149" counted every passage.
      count: splitByLikelihood(groupClauses(analysis.clauses, analysis.clausePresence)).likely
        .length,
      content: (
        <ClausesSection
          clauses={analysis.clauses}
          clausePresence={analysis.clausePresence}
          onShowRange={onShowRange}
        />
      ),
    },
    {
      id: 'missing',
      label: 'Missing',
      count: analysis.missingClauses.length,
      content: <MissingClausesSection missingClauses={analysis.missingClauses} />,
    },
    { id: 'details', label: 'Details', content: details },
  ];
  const selected = (ANALYSIS_TABS as readonly string[]).includes(value)
    ? (value as AnalysisTab)
    : 'overview';
  return (
    <Tabs
      tabs={tabs}
      value={selected}
      onValueChange={onValueChange}
      label="Analysis"
      // On a desk the tabs keep one line, so they never jump between rows as counts change; the
      // default panel width fits them, a panel dragged narrower scrolls them sideways. A phone,
      // where sideways scrolling hides tabs, wraps them instead.
      listClassName="max-[899px]:flex-wrap"
      isCompact
      panelClassName="p-4 sm:p-5"
    />
  );
}
