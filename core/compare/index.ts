export { compareAnalysed, compareDocuments } from './compare-documents.ts';
export type { AnalysedVersion, CompareOptions } from './compare-documents.ts';
export { findClauseChanges } from './find-clause-changes.ts';
export { DEFAULT_THRESHOLDS, type AlignmentThresholds } from './align-clauses.ts';
export type * from '../../common/compare/comparison.ts';
export { buildRedline, type RedlineParagraph } from './build-redline.ts';
