import type { WordRun } from '../../common/compare/comparison.ts';
import type { ReportSection } from '../../common/reports/report-include.ts';
import type { ReportStamp } from './report-stamp.ts';

/*
 * A report's content before it has a format. The Markdown, PDF and Word renderers lay out the
 * same outline, so they cannot drift apart in what they say; each decides only how it looks.
 */

/** The document's own words a finding rests on, and whether they were found word for word. */
export interface ReportQuote {
  text: string;
  page: number;
  /** The section the words stand in ("12.2 (Termination)"), when the analysis knows it. */
  section?: string;
  isVerified: boolean;
}

/** One finding, fact, clause or answer, with the words it rests on. */
export interface ReportFinding {
  title: string;
  /** A short label beside the title: a severity ("High"), a type, a certainty. */
  tag?: string;
  /** Plain-English lines under the title: what it means, what to ask for, when it is due. */
  details: string[];
  quotes: ReportQuote[];
  /** A comparison's clause as it changed: its words kept, struck and inserted (PDF only). */
  redline?: WordRun[];
  /** Small print under the quote, e.g. "Said in 3 places; also on pages 4 and 7." */
  note?: string;
}

/** A key fact: a label, its value, and the words it was read from. */
export interface ReportFact {
  label: string;
  value: string;
  quotes: ReportQuote[];
}

/** One piece of a section, in reading order. */
export type ReportBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'finding'; finding: ReportFinding }
  | { kind: 'fact'; fact: ReportFact };

/** A section the person chose to include, with its heading and blocks. */
export interface ReportOutlineSection {
  id: ReportSection;
  title: string;
  blocks: ReportBlock[];
}

/** A top red flag as the first page lists it. */
export interface ReportHeadline {
  severity: string;
  title: string;
  page: number;
}

/** The first page: what a busy person reads before deciding whether to read on. */
export interface ReportOverview {
  documentType: string;
  /** "99% sure of the document type". */
  documentTypeCertainty: string;
  parties: string[];
  /** "Governing law" / "California"; empty when key facts are not included. */
  keyFacts: { label: string; value: string }[];
  /** At most five, most serious first; empty when red flags are not included. */
  topRedFlags: ReportHeadline[];
  /** How many red flags there are in all (0 when they are not included). */
  redFlagCount: number;
  confidence: { score: number; level: string; reasons: string[] };
}

/** A whole report: its stamp, its first page and its sections. */
export interface ReportOutline {
  stamp: ReportStamp;
  overview: ReportOverview;
  sections: ReportOutlineSection[];
}
