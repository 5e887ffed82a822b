/**
 * Comparing two versions of a document (issue 34): the comparison from the API, the compare
 * screen's list of what changed for the reader and of every change, its downloads, and the
 * choice of the new version in the workspace's dialog. The page puts the viewer beside it.
 */
export { ComparisonView, type ComparisonViewProps } from './components/comparison-view.tsx';
export { VersionChoices } from './components/version-choices.tsx';
export { useComparison } from './use-comparison.ts';
export { fetchComparison, fetchComparisonFile, type ComparisonFileFormat } from './compare-api.ts';
export {
  VERSION_LABELS,
  type ComparedPlace,
  type ComparedVersion,
  type ShowPlaceHandler,
} from './compared-place.ts';
