/**
 * The analysis panel's contents: presentational sections over an Analysis (issue 6, part 5).
 * Route pages place them; "show on page" goes back through onShowRange.
 */
export {
  AnalysisTabs,
  ANALYSIS_TABS,
  type AnalysisTab,
  type AnalysisTabsProps,
} from './components/analysis-tabs.tsx';
export { AnalysisHeader, NOT_LEGAL_ADVICE_NOTICE } from './components/analysis-header.tsx';
export { SummarySection, KEY_POINTS_PREVIEW } from './components/summary-section.tsx';
export { RedFlagsSection, RED_FLAGS_PREVIEW } from './components/red-flags-section.tsx';
export { ProtectionsSection } from './components/protections-section.tsx';
export { ObligationsSection } from './components/obligations-section.tsx';
export { KeyTermsAndDatesSection } from './components/key-terms-and-dates-section.tsx';
export { ClausesSection } from './components/clauses-section.tsx';
export {
  groupClauses,
  splitByLikelihood,
  LIKELY_CLAUSE_THRESHOLD,
  type ClauseGroup,
} from './clause-groups.ts';
export { getCategoryLabel } from './category-label.ts';
export {
  findBearer,
  findObligationBearer,
  type Bearer,
  type ReaderContext,
} from './reader-roles.ts';
export { readAnalysis } from './read-analysis.ts';
export { MissingClausesSection } from './components/missing-clauses-section.tsx';
export { CoverageSection } from './components/coverage-section.tsx';
export type { ShowRangeHandler } from './show-range.ts';
export { obligationsToIcs, type ObligationsToIcsOptions } from './obligations-to-ics.ts';
export {
  countUndatedObligations,
  getDatedObligations,
  type DatedObligation,
  type ObligationList,
} from './obligation-dates.ts';
export {
  countBySeverity,
  filterRedFlags,
  groupBySeverity,
  type RedFlagFilter,
} from './red-flag-filter.ts';
