import type { Analysis } from '../../common/analysis/analysis-schema.ts';
import type { ReportSection } from '../../common/reports/report-include.ts';

/** A passage an answer rests on, as the chat stores it. */
export interface ReportCitation {
  page: number;
  quote: string;
}

/** One message of the document's Ask-AI conversation. */
export interface ReportChatMessage {
  role: 'user' | 'assistant';
  content: string;
  citations?: ReportCitation[];
}

/**
 * Everything a report is made from: the stored analysis and the document's text, nothing read
 * from a database or the network, so the HTTP route, the command line and a share link all get
 * the same file from the same data.
 */
export interface ReportInput {
  /** The uploaded file's name, e.g. "Acme MSA.pdf". */
  documentName: string;
  analysis: Analysis;
  /**
   * The document's text per page (page 1 at index 0). Findings' offsets index into the pages
   * joined by PAGE_SEPARATOR, exactly as ParsedDocument.text is built.
   */
  pages: string[];
  chat?: ReportChatMessage[];
  /** The parts to put in the report; all of REPORT_SECTIONS for the whole analysis. */
  include: ReportSection[];
  generatedAt: Date;
}
