import type { Comparison } from '../../../common/compare/comparison.ts';
import { apiClient } from '../../lib/api-client.ts';

/** The files the server makes from a comparison: a Word redline, or a PDF of the changes. */
export type ComparisonFileFormat = 'docx' | 'pdf';

function comparePath(oldDocumentId: string, newDocumentId: string): string {
  const query = new URLSearchParams({ with: newDocumentId });
  return `/api/documents/${encodeURIComponent(oldDocumentId)}/compare?${query.toString()}`;
}

/**
 * GET /api/documents/{old}/compare?with={new}: what changed from the old version to the new
 * one, and what it changes for the old one's reader. Costs no credit.
 */
export function fetchComparison(oldDocumentId: string, newDocumentId: string): Promise<Comparison> {
  return apiClient.get<Comparison>(comparePath(oldDocumentId, newDocumentId));
}

/** The same comparison as a file: the Word redline (tracked changes) or the PDF summary. */
export function fetchComparisonFile(
  oldDocumentId: string,
  newDocumentId: string,
  format: ComparisonFileFormat,
): Promise<Blob> {
  return apiClient.getBlob(`${comparePath(oldDocumentId, newDocumentId)}&format=${format}`);
}
