import type { ShareSection, SharedAnalysis } from '../../../../common/api/shares.ts';
import {
  AnalysisHeader,
  ClausesSection,
  CoverageSection,
  KeyTermsAndDatesSection,
  MissingClausesSection,
  ObligationsSection,
  ProtectionsSection,
  RedFlagsSection,
  SummarySection,
  type ReaderContext,
} from '../../../features/analysis-results/index.ts';
import { useWorkspaceStore } from '../../../features/analysis-workspace/index.ts';
import { ShareLinkReaderNote } from './share-link-reader-note.tsx';
import { showInViewer } from './show-in-viewer.ts';

/**
 * The Analysis tab of a share link: the analysis screen's own sections in its order, each only
 * when the owner included it, with the type, the overall confidence and the coverage always.
 * Read-only: no reader switch, no analyze button.
 */
export function ShareLinkAnalysisPanel({
  analysis,
  include,
  documentName,
}: {
  analysis: SharedAnalysis;
  /** The link's sections. Decides, not the fields: the schema fills a left-out list as empty. */
  include: readonly ShareSection[];
  documentName: string;
}) {
  const summaryExpanded = useWorkspaceStore((state) => state.summaryExpanded);
  const toggleSummary = useWorkspaceStore((state) => state.toggleSummary);
  // A link carries the reader but not the other parties one could read it as.
  const reader: ReaderContext = { perspective: analysis.perspective, readers: [] };
  const showRange = (start: number, end: number) => showInViewer(start, end);
  const has = (section: ShareSection) => include.includes(section);
  const { summary, redFlags, protections, obligations, keyTerms, keyDates } = analysis;
  const { clauses, missingClauses } = analysis;

  return (
    <div className="space-y-10 p-4 sm:p-5">
      <AnalysisHeader
        analysis={{ ...analysis, parties: has('key-facts') ? (analysis.parties ?? []) : [] }}
        readerSwitch={
          analysis.perspective ? <ShareLinkReaderNote perspective={analysis.perspective} /> : null
        }
      />
      {has('summary') && summary ? (
        <SummarySection summary={summary} expanded={summaryExpanded} onToggle={toggleSummary} />
      ) : null}
      {has('red-flags') && redFlags ? (
        <RedFlagsSection redFlags={redFlags} reader={reader} onShowRange={showRange} />
      ) : null}
      {/* As on the analysis screen: an analysis made before readers never looked for these. */}
      {has('protections') && protections && (analysis.perspective || protections.length > 0) ? (
        <ProtectionsSection protections={protections} reader={reader} onShowRange={showRange} />
      ) : null}
      {has('obligations') && obligations ? (
        <ObligationsSection
          obligations={obligations}
          reader={reader}
          onShowRange={showRange}
          documentName={documentName}
        />
      ) : null}
      {has('key-facts') && keyTerms && keyDates ? (
        <KeyTermsAndDatesSection keyTerms={keyTerms} keyDates={keyDates} onShowRange={showRange} />
      ) : null}
      {has('clauses') && clauses ? (
        <ClausesSection
          clauses={clauses}
          clausePresence={analysis.clausePresence ?? []}
          onShowRange={showRange}
        />
      ) : null}
      {has('clauses') && missingClauses ? (
        <MissingClausesSection missingClauses={missingClauses} />
      ) : null}
      <CoverageSection coverage={analysis.coverage} />
    </div>
  );
}
