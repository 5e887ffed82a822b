import type { CreateShareResponse, ShareActivity, ShareList } from '../../../common/api/shares.ts';
import type { ReportFormat, ReportSection } from '../../../common/reports/report-include.ts';
import { apiClient } from '../../lib/api-client.ts';

/** The report file the server makes from the stored analysis, in one format. */
export function fetchReport(
  documentId: string,
  format: ReportFormat,
  include: readonly ReportSection[],
): Promise<Blob> {
  const query = new URLSearchParams({ format, include: include.join(',') });
  return apiClient.getBlob(`/api/documents/${documentId}/report?${query.toString()}`);
}

/** How a new link opens: behind a passcode (null for none), and whether view only. */
export interface LinkProtection {
  passcode: string | null;
  isViewOnly: boolean;
}

/**
 * A new read-only link to the analysis, showing the chosen sections until it expires, behind a
 * passcode and view only when chosen.
 */
export function createShareLink(
  documentId: string,
  expiresInDays: 7 | 30 | 90,
  include: readonly ReportSection[],
  protection: LinkProtection,
): Promise<CreateShareResponse> {
  return apiClient.post(`/api/documents/${documentId}/shares`, {
    expiresInDays,
    include,
    ...(protection.passcode !== null && { passcode: protection.passcode }),
    isViewOnly: protection.isViewOnly,
  });
}

/** One link's access log: made, opened, wrong passcodes, revoked; newest first. */
export function fetchShareActivity(documentId: string, shareId: string): Promise<ShareActivity> {
  return apiClient.get(`/api/documents/${documentId}/shares/${shareId}/activity`);
}

/** The links made for the document, newest first, with how often each was opened. */
export function listShareLinks(documentId: string): Promise<ShareList> {
  return apiClient.get(`/api/documents/${documentId}/shares`);
}

/** Ends a link at once: whoever opens it next sees that it is no longer available. */
export function revokeShareLink(shareId: string): Promise<void> {
  return apiClient.delete(`/api/shares/${shareId}`);
}
