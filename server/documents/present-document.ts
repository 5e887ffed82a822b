import type { DocumentResponse } from '../../common/api/documents.ts';
import { parseStoredAnalysis } from '../analysis/stored-analysis.ts';
import type { DocumentSummaryRow } from '../document-records/document-queries.ts';

/** What is known of a document's analysis besides the row itself. */
export interface DocumentAnalysisState {
  /** The latest analysis as stored, when it has one. */
  analysisJson?: string | undefined;
  /** A job is waiting or running. */
  isAnalysing?: boolean;
  /** The error code of the latest job when it refused the document. */
  refusalCode?: string | undefined;
}

/**
 * A document row as the API shows it, with its latest analysis when it has one, whether one
 * is under way, and why the last one was refused; a new column never leaks by accident.
 */
export function presentDocument(
  row: DocumentSummaryRow,
  state: DocumentAnalysisState = {},
): DocumentResponse {
  const { analysisJson, isAnalysing = false, refusalCode } = state;
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: row.file_size,
    fileType: row.file_type,
    status: row.status,
    createdAt: row.created_at,
    pageCount: row.page_count,
    analysis: analysisJson
      ? parseStoredAnalysis(analysisJson)
      : { documentType: { type: 'Unknown' } },
    isAnalysing,
    // An analysis the document has answers any refusal; one under way may yet answer it.
    analysisRefusal: analysisJson || isAnalysing ? null : (refusalCode ?? null),
  };
}
