import type { Coverage } from '../../../common/analysis/analysis-schema.ts';
import { pluralize } from '../../lib/format.ts';

/** "11 of 12 pages analyzed." */
export function describePagesAnalysed(coverage: Coverage): string {
  return `${coverage.pagesAnalysed} of ${pluralize(coverage.pages, 'page')} analyzed.`;
}

/** What became of the findings whose words are not in the document. */
export function describeDroppedFindings(dropped: number): string {
  if (dropped === 0) return 'Every finding was checked against the words of the document.';
  return dropped === 1
    ? '1 finding was dropped because its words could not be found in the document.'
    : `${dropped} findings were dropped because their words could not be found in the document.`;
}
