import type { AppError } from '../../common/errors/app-error.ts';
import type { ProcessingProgress } from '../../common/api/documents.ts';
import type { ExtractionProgress } from '../../core/parsing/extract-document.ts';

// Recognising a scanned page takes about as long as reading twenty pages' text layers.
const SCANNED_PAGE_WEIGHT = 20;
// The last percent is the saving; 100 is reached only when the document is ready.
const WORK_SHARE = 99;

/**
 * Turns the worker's reports into the progress people see (SPEC section 3). The bar measures
 * work, not pages: while pages are read, the share of them without text says how much OCR is
 * coming, so a scan does not fill the bar before recognition starts. The bar only moves forward.
 */
export function createProgressReporter(documentId: string) {
  let progress = 0;
  return (report: ExtractionProgress): ProcessingProgress => {
    let message: string;
    let done: number;
    let total: number;
    if (report.phase === 'reading') {
      const expectedScans = (report.withoutText / report.pageNumber) * report.pageCount;
      done = report.pageNumber;
      total = report.pageCount + expectedScans * SCANNED_PAGE_WEIGHT;
      message = `Reading page ${report.pageNumber} of ${report.pageCount}`;
    } else {
      done = report.pageCount + report.completed * SCANNED_PAGE_WEIGHT;
      total = report.pageCount + report.total * SCANNED_PAGE_WEIGHT;
      const working = Math.min(report.completed + 1, report.total);
      message =
        report.completed < report.total
          ? `Recognising text on scanned page ${working} of ${report.total}`
          : `Recognised ${report.total} scanned ${report.total === 1 ? 'page' : 'pages'}`;
    }
    progress = Math.max(progress, (done / total) * WORK_SHARE);
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

/** The report for a document that is queued and not being read yet. */
export function waitingProgress(documentId: string, totalPages = 0): ProcessingProgress {
  return {
    documentId,
    isProcessing: true,
    status: 'processing',
    currentPage: 0,
    totalPages,
    message: 'Waiting to be read',
    progress: 0,
    processingError: null,
  };
}

/** The last report of a document that was read. */
export function finishedProgress(documentId: string, pageCount: number): ProcessingProgress {
  return {
    documentId,
    isProcessing: false,
    status: 'ready',
    currentPage: pageCount,
    totalPages: pageCount,
    message: 'Ready',
    progress: 100,
    processingError: null,
  };
}

export function failedProgress(
  documentId: string,
  pageCount: number,
  failure: AppError,
): ProcessingProgress {
  return {
    documentId,
    isProcessing: false,
    status: 'failed',
    currentPage: 0,
    totalPages: pageCount,
    message: failure.message,
    progress: 100,
    processingError: { code: failure.code, message: failure.message },
  };
}
