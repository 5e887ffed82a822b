import type { KeyDate, KeyTermKind, Severity } from '../analysis/analysis-schema.ts';

/** How a clause differs between the old version and the new one. */
export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

/** Where a clause stands, as the reading cites it: "12.2" and "Termination". */
export interface SectionPlace {
  number?: string;
  heading?: string;
}

/** One run of a word-by-word comparison: words both versions share, struck or inserted. */
export interface WordRun {
  op: 'equal' | 'delete' | 'insert';
  text: string;
}

/** A kind of fact that is always reported when it changes, however small the edit around it. */
export type FactKind = 'amount' | 'percentage' | 'date' | 'duration' | 'number' | 'party';

/** The facts of one kind a clause states in each version, when they differ. */
export interface FactChange {
  kind: FactKind;
  before: string[];
  after: string[];
}

/**
 * One difference between two versions. Offsets are character offsets into each version's
 * ParsedDocument.text; the "before" side is absent for an added clause, the "after" side for a
 * removed one. `words` is present for a clause whose words changed.
 */
export interface ClauseChange {
  kind: ChangeKind;
  sectionBefore?: SectionPlace;
  sectionAfter?: SectionPlace;
  before?: string;
  after?: string;
  pageBefore?: number;
  pageAfter?: number;
  startBefore?: number;
  endBefore?: number;
  startAfter?: number;
  endAfter?: number;
  words?: WordRun[];
  /** Numbers, amounts, dates, durations and parties that differ, so none hides in a redline. */
  facts?: FactChange[];
}

/** A key term or key date whose value differs between the two analyses. */
export interface KeyTermChange {
  kind: KeyTermKind | KeyDate['kind'];
  label: string;
  /** The value in the old version; null when it was not stated there. */
  before: string | null;
  after: string | null;
  pageBefore?: number;
  pageAfter?: number;
}

/** Where a finding stands in one version. */
export interface FindingPlace {
  quote: string;
  page: number;
  start: number;
  end: number;
  section?: string;
}

/**
 * A red flag, a protection, a key term or a clause's period of time (a non-compete lengthened,
 * read off the clause itself), as it moved between the versions for the reader.
 */
export interface FindingChange {
  type: 'red-flag' | 'protection' | 'key-term' | 'clause';
  category: string;
  title: string;
  severityBefore?: Severity;
  severityAfter?: Severity;
  /** Why it counts as this change, in plain words ("extended from 1 year to 2 years"). */
  reason: string;
  before?: FindingPlace;
  after?: FindingPlace;
}

/** What the changes mean for the reader. */
export interface FindingChanges {
  /** Risks the new version adds. */
  appeared: FindingChange[];
  /** Risks the new version no longer has. */
  resolved: FindingChange[];
  /** Risks made more severe, protections lost, terms moved against the reader. */
  worse: FindingChange[];
  /** Risks made milder, protections gained, terms moved in the reader's favour. */
  better: FindingChange[];
}

/** Everything a compare answers: the redline, and what it changes for the reader. */
export interface Comparison {
  /** The reader both versions were read for. */
  reader: { party: string; role: string } | null;
  /** In the new version's order; a removed clause stands where it was. */
  changes: ClauseChange[];
  keyTerms: KeyTermChange[];
  findings: FindingChanges;
  /** Two or three plain sentences: the changes that matter most to the reader. */
  summary: string;
}
