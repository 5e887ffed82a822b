import type { Coverage } from '../../common/analysis/analysis-schema.ts';
import type { ParsedPage } from './parsed-document.ts';

/**
 * The pages OCR read and its confidence in each, as an analysis reports them (Coverage): the
 * server for a stored document and the command line for a file it read, from the same pages.
 * Pages where OCR found no words carry no confidence and are left out.
 */
export function listOcrPages(
  pages: readonly Pick<ParsedPage, 'number' | 'ocrConfidence'>[],
): Coverage['ocrPages'] {
  return pages.flatMap((page) =>
    typeof page.ocrConfidence === 'number'
      ? [{ page: page.number, confidence: page.ocrConfidence }]
      : [],
  );
}
