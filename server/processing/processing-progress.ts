import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';

// Reading the text layer fills the bar up to here; OCR, when needed, fills the rest.
const READING_SHARE = 90;

/**
 * Turns the worker's reports into the progress people see (SPEC section 3). The bar only moves
 * forward: OCR starts from wherever reading left it.
 */
export function createProgressReporter(documentId: string) {
  let progress = 0;
  let recognitionStart: number | null = null;
  return (report: ExtractionProgress): ProcessingProgress => {
    let message: string;
    if (report.phase === 'reading') {
      progress = Math.max(progress, (report.pageNumber / report.pageCount) * READING_SHARE);
      message = `Reading page ${report.pageNumber} of ${report.pageCount}`;
    } else {
      recognitionStart ??= progress;
      progress = Math.max(
        progress,
        recognitionStart + ((99 - recognitionStart) * report.completed) / report.total,
      );
      const working = Math.min(report.completed + 1, report.total);
      message =
        report.completed < report.total
          ? `Recognising text on scanned page ${working} of ${report.total}`
          : `Recognised ${report.total} scanned ${report.total === 1 ? 'page' : 'pages'}`;
    }
    return {
      documentId,
      isProcessing: true,
      status: 'processing',
      currentPage: report.pageNumber,
      totalPages: report.pageCount,
      message,
      progress: Math.round(progress),
      processingError: null,
    };
  };
}
