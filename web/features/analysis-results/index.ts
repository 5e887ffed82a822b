/**
 * The analysis panel's contents: presentational sections over an Analysis (issue 6, part 5).
 * Route pages place them; "show on page" goes back through onShowRange.
 */
export {
  AnalysisTabs,
  ANALYSIS_TABS,
  type AnalysisTab,
  type AnalysisTabsProps,
} from './analysis-tabs.tsx';
export { AnalysisHeader, NOT_LEGAL_ADVICE_NOTICE } from './analysis-header.tsx';
export { SummarySection, KEY_POINTS_PREVIEW } from './summary-section.tsx';
export { RedFlagsSection, RED_FLAGS_PREVIEW } from './red-flags-section.tsx';
export { ProtectionsSection } from './protections-section.tsx';
export { ObligationsSection } from './obligations-section.tsx';
export { KeyTermsAndDatesSection } from './key-terms-and-dates-section.tsx';
export { ClausesSection } from './clauses-section.tsx';
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
export { MissingClausesSection } from './missing-clauses-section.tsx';
export { CoverageSection } from './coverage-section.tsx';
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
